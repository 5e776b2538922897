import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { translate, type Locale } from "@portal/domain/i18n/index";
import { formatEuros } from "@portal/domain/workflow/amounts";
import { netPaidCents, toCents, toEuros } from "@portal/domain/workflow/payment-status";
import { requireSession } from "../../auth/authenticate.ts";
import { recordPayment } from "../../commands/payment-recorder.ts";
import type { Selectable } from "kysely";
import type { Database } from "../../db/database.ts";
import type { PaymentsTable } from "../../db/schema.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { canReviewAnswer } from "../../policies/answer.ts";
import { isAdministrator } from "../../policies/staff.ts";
import { findAnswerByLogin, type AnswerRow } from "../../queries/answer-queries.ts";
import { findJuryOf } from "../../queries/jury-of-answer.ts";
import { paymentRecordOf, paymentStatusOf } from "../../queries/payment-records.ts";
import { loadReviewedAnswer } from "../dossier/dossier-access.ts";
import { candidatePaymentsSchema, recordPaymentSchema, staffPaymentsSchema } from "./payments.schema.ts";
import { refuseBlindReader } from "../dossier/dossier-access.ts";

type PaymentRow = Selectable<PaymentsTable>;

/** A payments row as the API gives it: euros, ISO time. */
export function presentPayment(row: PaymentRow) {
  return {
    id: row.id,
    nature: row.nature,
    instalment: row.instalment,
    amount: toEuros(row.amount_cents),
    method: row.method,
    paidAt: new Date(row.paid_at).toISOString(),
    note: row.note,
    recordedBy: row.recorded_by,
  };
}

/** The payments of an answer and what is due, labels in the reader's language. */
export async function presentPayments(db: Database, answer: AnswerRow, locale: Locale) {
  const rows = await db
    .selectFrom("payments")
    .selectAll()
    .where("answer_id", "=", answer.id)
    .orderBy("paid_at")
    .orderBy("id")
    .execute();
  const jury = await findJuryOf(db, answer.data);
  const records = rows.map(paymentRecordOf);
  const { due, status } = paymentStatusOf(answer.data, jury, records);
  return {
    result: "OK" as const,
    payments: rows.map(presentPayment),
    due: due.map((d) => ({
      nature: d.nature,
      label: translate(locale, `paymentRecords.nature.${d.nature}`),
      amount: toEuros(d.amountCents),
      paid: toEuros(d.paidCents),
      waived: toEuros(d.waivedCents),
      outstanding: toEuros(d.outstandingCents),
      overpaid: toEuros(d.overpaidCents),
      status: d.status,
    })),
    status,
  };
}

/**
 * A refund pays back money received: above 0, and at most what was received (less earlier refunds)
 * for that nature; else a 400 saying how much may be refunded. The answer's payments are locked so
 * that two refunds recorded at once cannot both pass.
 */
async function assertRefundable(
  trx: Database,
  answerId: number,
  nature: PaymentsTable["nature"],
  euros: number,
  locale: Locale,
) {
  const rows = await trx
    .selectFrom("payments")
    .select(["nature", "amount_cents", "method", "waives_rest"])
    .where("answer_id", "=", answerId)
    .forUpdate()
    .execute();
  const records = rows.map(paymentRecordOf);
  const paid = netPaidCents(nature, records);
  const label = translate(locale, `paymentRecords.nature.${nature}`);
  if (toCents(euros) <= 0)
    throw new AppError("VALIDATION", {}, translate(locale, "paymentRecords.refund.zero"));
  if (toCents(euros) > paid)
    throw new AppError(
      "VALIDATION",
      {},
      translate(locale, "paymentRecords.refund.tooMuch", {
        nature: label,
        paid: formatEuros(toEuros(paid), locale),
      }),
    );
}

const hasAtMostTwoDecimals = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

/**
 * What an application owes and what was paid: for its candidate (or the staff of its jury) under
 * the form's address, for the staff under the dossier's; administrators record transfers, waivers
 * and refunds.
 */
export async function paymentsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  const { formId } = app.config;

  app.get("/ws/form/:formId/answer/:login/payments", { schema: candidatePaymentsSchema }, async (request) => {
    const { actor } = request;
    if (request.params.formId !== formId) throw new AppError("NOT_FOUND");
    const login = request.params.login.trim().toLowerCase();
    const answer = await findAnswerByLogin(app.db, formId, login);
    if (!answer) throw isAdministrator(actor) ? new AppError("NOT_FOUND") : new ForbiddenError();
    const jury = await findJuryOf(app.db, answer.data);
    // The same 403 for another candidate's login and for a reviewer of another jury.
    if (!canReviewAnswer(actor, { login: answer.login, jury: jury?.id_jury ?? null }))
      throw new ForbiddenError();
    await refuseBlindReader(app.db, actor, answer, requestLocale(request));
    return presentPayments(app.db, answer, requestLocale(request));
  });

  app.get("/ws/admin/answers/:id/payments", { schema: staffPaymentsSchema }, async (request) => {
    const { answer } = await loadReviewedAnswer(app.db, formId, request.params.id, request.actor);
    return presentPayments(app.db, answer, requestLocale(request));
  });

  app.post("/ws/admin/answers/:id/payments", { schema: recordPaymentSchema }, async (request, reply) => {
    const { actor, body } = request;
    const { answer } = await loadReviewedAnswer(app.db, formId, request.params.id, actor, "recordPayment");
    const locale = requestLocale(request);
    if (!hasAtMostTwoDecimals(body.amount))
      throw new AppError("VALIDATION", {}, translate(locale, "paymentRecords.amount.decimals"));
    const paidAt = body.paidAt ? new Date(body.paidAt) : new Date();
    if (Number.isNaN(paidAt.getTime()))
      throw new AppError("VALIDATION", {}, translate(locale, "paymentRecords.paidAt.invalid"));
    const row = await app.db.transaction().execute(async (trx) => {
      if (body.method === "refund") await assertRefundable(trx, answer.id, body.nature, body.amount, locale);
      return recordPayment(trx, {
        answerId: answer.id,
        nature: body.nature,
        instalment: null,
        amountCents: toCents(body.amount),
        method: body.method,
        paidAt,
        note: body.note.trim(),
        reference: null,
        notificationId: null,
        actorLogin: actor.login,
        recordedBy: actor.login,
        // A waiver recorded here settles what is left, as it always did; the dossier's "Waive a fee"
        // (waivers.routes.ts) waives all or part of what is due, with the amount checked.
        waivesRest: body.method === "waiver",
      });
    });
    return reply.status(201).send({ result: "OK" as const, payment: presentPayment(row) });
  });
}
