import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { paymentDeadlinePassed } from "@portal/domain/campaign/deadline-rules";
import type { Message } from "@portal/domain/i18n/catalogue";
import { translate, type Locale } from "@portal/domain/i18n/index";
import { formatEuros } from "@portal/domain/workflow/amounts";
import { toCents, toEuros } from "@portal/domain/workflow/payment-status";
import { requireSession } from "../../auth/authenticate.ts";
import { waiveFee } from "../../commands/fee-waiver.ts";
import { redeemWaiverCode } from "../../commands/waiver-code-redeemer.ts";
import { AppError, errorCatalogue, type ErrorCode } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { isHeldByDeadlines } from "../../policies/deadlines.ts";
import { findAnswerByLogin } from "../../queries/answer-queries.ts";
import { candidateDeadlineContext } from "../../queries/application-deadlines.ts";
import { loadReviewedAnswer } from "../dossier/dossier-access.ts";
import { assertMayAct, pathLogin } from "../workflow/workflow-access.ts";
import { presentPayment } from "./payments.routes.ts";
import { useWaiverCodeSchema, waiveFeeSchema } from "./waivers.schema.ts";

const hasAtMostTwoDecimals = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

/**
 * A refusal of the waiver rules as the error the client gets: its catalogue code (WRONG_STATE for a
 * payment the step does not allow), its text with the payment's name and amounts in the reader's language.
 */
function refusalError(refusal: Message, locale: Locale): AppError {
  const params = refusal.params ?? {};
  const text = translate(locale, refusal.key, {
    ...params,
    ...(params.nature ? { nature: translate(locale, `paymentRecords.nature.${params.nature}`) } : {}),
    ...(typeof params.outstandingCents === "number"
      ? { outstanding: formatEuros(toEuros(params.outstandingCents), locale) }
      : {}),
  });
  const code = (refusal.code in errorCatalogue ? refusal.code : "WRONG_STATE") as ErrorCode;
  return new AppError(code, {}, text);
}

/**
 * Fee waivers (issue #39): an administrator waives all or part of a fee from the dossier, with a
 * reason; a candidate applies a waiver code to one of their payments. Both record a payment of
 * method "waiver" (commands/fee-waiver.ts, commands/waiver-code-redeemer.ts).
 */
export async function waiversRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  const { formId } = app.config;

  app.post("/ws/admin/answers/:id/waivers", { schema: waiveFeeSchema }, async (request, reply) => {
    const { actor, body } = request;
    const { answer } = await loadReviewedAnswer(app.db, formId, request.params.id, actor, "recordPayment");
    const locale = requestLocale(request);
    const reason = body.reason.trim();
    if (reason === "") throw new AppError("VALIDATION", {}, translate(locale, "waivers.reasonMissing"));
    if (body.amount !== undefined && !hasAtMostTwoDecimals(body.amount))
      throw new AppError("WAIVER_AMOUNT", {}, translate(locale, "paymentRecords.amount.decimals"));
    const payment = await app.db.transaction().execute(async (trx) => {
      const outcome = await waiveFee(trx, {
        formId,
        answerId: answer.id,
        nature: body.nature,
        requestedCents: body.amount === undefined ? null : toCents(body.amount),
        reason,
        actorLogin: actor.login,
        paidAt: app.clock.now(),
      });
      if (!outcome.ok) throw refusalError(outcome.refusal, locale);
      return outcome.payment;
    });
    request.log.info({ answer: answer.id, nature: body.nature, by: actor.login }, "fee waived");
    return reply.status(201).send({ result: "OK" as const, payment: presentPayment(payment) });
  });

  app.post("/ws/payment/:login/:kind/waiver-code", { schema: useWaiverCodeSchema }, async (request) => {
    const { actor } = request;
    const login = pathLogin(request.params.login);
    assertMayAct(actor, login);
    const { kind } = request.params;
    const locale = requestLocale(request);
    const row = await findAnswerByLogin(app.db, formId, login);
    if (!row) throw new AppError("NOT_FOUND");
    const now = app.clock.now();
    // After the payment's date the candidate pays no more online, with a code or by card.
    if (isHeldByDeadlines(actor)) {
      const dates = await candidateDeadlineContext(app.db, app.config, row, locale, now);
      const [closed] = paymentDeadlinePassed(kind, dates);
      if (closed) throw new AppError("WRONG_STATE", {}, translate(locale, closed.key, closed.params));
    }
    const outcome = await app.db.transaction().execute(async (trx) => {
      const used = await redeemWaiverCode(trx, {
        formId,
        answerId: row.id,
        nature: kind,
        code: request.body.code,
        actorLogin: actor.login,
        now,
      });
      // Thrown inside the transaction: a use taken before the refusal is rolled back with it.
      if (!used.ok) throw refusalError(used.refusal, locale);
      return used;
    });
    request.log.info({ answer: row.id, nature: kind, code: outcome.code }, "waiver code used");
    return {
      result: "OK" as const,
      code: outcome.code,
      waived: toEuros(outcome.payment.amount_cents),
      outstanding: toEuros(outcome.outstandingCents),
      payment: presentPayment(outcome.payment),
    };
  });
}
