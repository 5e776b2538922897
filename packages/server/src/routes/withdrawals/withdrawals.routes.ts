import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { translate } from "@portal/domain/i18n/index";
import { validateWithdrawal, type ChosenWithdrawalReason } from "@portal/domain/workflow/withdrawal";
import { requireSession } from "../../auth/authenticate.ts";
import { recordWithdrawal } from "../../commands/withdrawal-recorder.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import {
  canReviewAnswer,
  canWriteAnswer,
  missingAnswer,
  refuseClosedCampaign,
} from "../../policies/answer.ts";
import { isStaff } from "../../policies/staff.ts";
import { presentOffer, presentWithdrawal, presentWithdrawalReasons } from "../../presenters/withdrawal.ts";
import { findAnswerByLogin } from "../../queries/answer-queries.ts";
import { matchJury } from "../../queries/jury-of-answer.ts";
import { findOffer, findWithdrawal } from "../../queries/withdrawals.ts";
import { pathLogin } from "../workflow/workflow-access.ts";
import { withdrawalStandingSchema, withdrawSchema } from "./withdrawals.schema.ts";
import { refuseBlindReader } from "../dossier/dossier-access.ts";

/**
 * Withdrawals (issue #37): the candidate withdraws their application from their home, an
 * administrator records one for a candidate (the office); both read the withdrawal and the place
 * offered from the waiting list, as do the reviewers of the application's jury.
 */
export async function withdrawalsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  const { formId } = app.config;

  app.get("/ws/withdrawal/:login", { schema: withdrawalStandingSchema }, async (request) => {
    const { actor } = request;
    const login = pathLogin(request.params.login);
    if (login !== actor.login && !isStaff(actor)) throw new ForbiddenError();
    const answer = await findAnswerByLogin(app.db, formId, login);
    const locale = requestLocale(request);
    const reasons = presentWithdrawalReasons(locale);
    if (!answer) {
      if (login === actor.login) return { result: "OK" as const, withdrawal: null, offer: null, reasons };
      throw missingAnswer(actor);
    }
    const jury = matchJury(answer.data, (await app.lookups.get()).juryTables);
    if (!canReviewAnswer(actor, { ...answer, jury: jury?.id_jury ?? null })) throw new ForbiddenError();
    await refuseBlindReader(app.db, actor, answer, locale);
    const [withdrawal, offer] = await Promise.all([
      findWithdrawal(app.db, answer.id),
      findOffer(app.db, answer.id),
    ]);
    return {
      result: "OK" as const,
      withdrawal: withdrawal ? presentWithdrawal(withdrawal, locale, isStaff(actor)) : null,
      offer: offer ? presentOffer(offer) : null,
      reasons,
    };
  });

  app.post("/ws/withdrawal/:login", { schema: withdrawSchema }, async (request) => {
    const { actor } = request;
    const login = pathLogin(request.params.login);
    // The candidate for themselves, an administrator for anyone: never a reviewer.
    if (!canWriteAnswer(actor, { login })) throw new ForbiddenError();
    const locale = requestLocale(request);
    const { reason, comment } = request.body;
    const errors = validateWithdrawal({ reason, comment });
    const problems = Object.values(errors).flat();
    if (problems.length > 0) {
      const detail = problems.map((m) => translate(locale, m.key, m.params)).join(" ");
      throw new AppError("VALIDATION", { detail }, translate(locale, "server.validation", { detail }));
    }
    const answer = await findAnswerByLogin(app.db, formId, login);
    if (!answer) throw missingAnswer(actor);
    refuseClosedCampaign(actor, answer.data);
    const now = app.clock.now();
    const outcome = await app.db.transaction().execute((trx) =>
      recordWithdrawal(trx, {
        answerId: answer.id,
        reason: reason as ChosenWithdrawalReason,
        comment,
        by: login === actor.login ? "candidate" : "office",
        actorLogin: actor.login,
        now,
      }),
    );
    if (!outcome.ok) {
      const detail = outcome.messages.map((m) => translate(locale, m.key, m.params)).join(" ");
      throw new AppError("WRONG_STATE", {}, detail);
    }
    request.log.info({ answer: answer.id, by: actor.login, reason }, "application withdrawn");
    const offer = await findOffer(app.db, answer.id);
    return {
      result: "OK" as const,
      withdrawal: presentWithdrawal(outcome.withdrawal, locale, isStaff(actor)),
      offer: offer ? presentOffer(offer) : null,
    };
  });
}
