import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { applicationProgramme } from "@portal/domain/campaign/programme";
import type { Locale } from "@portal/domain/i18n/index";
import type { InvitationEvent } from "@portal/domain/interviews/invitations";
import { validateDeclineReason } from "@portal/domain/interviews/invitations";
import { requireSession } from "../../auth/authenticate.ts";
import type { Actor } from "../../auth/sessions.ts";
import { actOnInvitation } from "../../commands/interview-booker.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { notifyMailWorker } from "../../mail/mail-worker.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { canBookInterview } from "../../policies/interview.ts";
import { isStaff } from "../../policies/staff.ts";
import { presentCandidateInterview, presentOpenSlot } from "../../presenters/interview.ts";
import { findAnswerByLogin, type AnswerRow } from "../../queries/answer-queries.ts";
import { interviewOf, openSlots } from "../../queries/interviews.ts";
import { choosableProgrammes } from "../../queries/programme-list.ts";
import {
  bookInterviewSchema,
  candidateInterviewSchema,
  declineInterviewSchema,
} from "./interviews.schema.ts";
import { refusal } from "./interview-messages.ts";

/**
 * The candidate's interview (issue #38), from their home: the invitation, the open slots of their
 * programme, booking, moving and declining. Only the caller's own application; staff read the
 * interview in the dossier.
 */
export async function candidateInterviewRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (isStaff(request.actor)) throw new ForbiddenError();
  });
  const { formId } = app.config;

  const ownAnswer = async (actor: Actor): Promise<AnswerRow | undefined> => {
    const answer = await findAnswerByLogin(app.db, formId, actor.login);
    if (answer && !canBookInterview(actor, answer)) throw new ForbiddenError();
    return answer;
  };

  const programmeLabel = async (code: string, locale: Locale) => {
    const programme = (await choosableProgrammes(app.db)).find((p) => p.code === code);
    return programme ? (locale === "fr" ? programme.labelFr : programme.labelEn) : code;
  };

  const standing = async (answer: AnswerRow | undefined, locale: Locale) => {
    const interview = answer ? await interviewOf(app.db, answer.id) : null;
    const code = interview?.programme ?? (answer ? applicationProgramme(answer.data) : "");
    const slots =
      interview && interview.status !== "declined"
        ? await openSlots(app.db, interview.programme, app.clock.now())
        : [];
    return {
      result: "OK" as const,
      invitation: interview ? presentCandidateInterview(interview) : null,
      programmeLabel: code ? await programmeLabel(code, locale) : "",
      slots: slots.filter((slot) => slot.id !== interview?.slot?.id).map(presentOpenSlot),
    };
  };

  const act = async (actor: Actor, event: InvitationEvent, locale: Locale) => {
    const answer = await ownAnswer(actor);
    if (!answer) throw new AppError("INTERVIEW_NOT_INVITED");
    const outcome = await app.db
      .transaction()
      .execute((trx) =>
        actOnInvitation(trx, { answerId: answer.id, event, now: app.clock.now(), config: app.config }),
      );
    if (!outcome.ok) {
      const input = outcome.messages.some((m) => m.code.startsWith("DECLINE_REASON"));
      throw refusal(input ? "VALIDATION" : "WRONG_STATE", outcome.messages, locale);
    }
    notifyMailWorker(app);
    return { answer, kind: outcome.kind };
  };

  app.get("/ws/interview", { schema: candidateInterviewSchema }, async (request) =>
    standing(await ownAnswer(request.actor), requestLocale(request)),
  );

  app.post("/ws/interview/booking", { schema: bookInterviewSchema }, async (request) => {
    const locale = requestLocale(request);
    const { answer, kind } = await act(request.actor, { type: "book", slotId: request.body.slotId }, locale);
    request.log.info({ answer: answer.id, slot: request.body.slotId, kind }, "interview booked");
    return { ...(await standing(answer, locale)), done: kind };
  });

  app.post("/ws/interview/decline", { schema: declineInterviewSchema }, async (request) => {
    const locale = requestLocale(request);
    const problems = validateDeclineReason(request.body.reason);
    if (problems.length > 0) throw refusal("VALIDATION", problems, locale);
    const { answer, kind } = await act(
      request.actor,
      { type: "decline", reason: request.body.reason },
      locale,
    );
    request.log.info({ answer: answer.id }, "interview declined");
    return { ...(await standing(answer, locale)), done: kind };
  });
}
