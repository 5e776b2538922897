import type { Message } from "@portal/domain/i18n/catalogue";
import { applicationProgramme } from "@portal/domain/campaign/programme";
import { holdsPlace } from "@portal/domain/workflow/offers";
import { juryFlagOn } from "@portal/domain/workflow/results";
import { next } from "@portal/domain/workflow/machine";
import { stageOf } from "@portal/domain/workflow/stage";
import {
  WITHDRAWN_FIELD,
  type WithdrawalActor,
  type WithdrawalReason,
} from "@portal/domain/workflow/withdrawal";
import type { Database } from "../db/database.ts";
import { changeAnswer } from "../queries/answer-changes.ts";
import { findJuryOf } from "../queries/jury-of-answer.ts";
import type { WithdrawalRow } from "../queries/withdrawals.ts";
import { releaseInterviewOnWithdrawal } from "./interview-booker.ts";

/** The history's actor for what the portal does by itself (a decline by default, an automatic offer). */
export const PORTAL_ACTOR = "portal";

/** The history kind of a withdrawal line. */
export const WITHDRAWAL_KIND = "withdrawal";

/** A withdrawal to record: whose application, why, and who (the candidate, the office, the deadline). */
export interface WithdrawalRequest {
  answerId: number;
  reason: WithdrawalReason;
  comment?: string | null;
  by: WithdrawalActor;
  /** The candidate's or the officer's login; PORTAL_ACTOR for a decline by default. */
  actorLogin: string;
  /** The portal's clock (app.clock.now() or the sweep's `now`). */
  now: Date;
}

/** The outcome: the withdrawal recorded, or the domain's refusal (already withdrawn). */
export type WithdrawalOutcome =
  { ok: true; withdrawal: WithdrawalRow; login: string } | { ok: false; messages: Message[] };

/**
 * Withdraws an application in the caller's transaction: the answer locked FOR UPDATE, the domain's
 * WITHDRAW transition (refused when already withdrawn), one `withdrawals` row (its UNIQUE answer
 * makes a second one impossible even from another process), the answer's `withdrawn` flag through
 * the one change path (history line with the reason, who and the explanation; facts refreshed: the
 * workspace shows the stage "withdrawn"). The decision is kept. A candidate who held a place
 * (published admission) frees it (`frees_place`); the caller offers it (offer-maker.ts) or leaves it
 * to the sweep offerFreedPlaces. An interview seat yet to come is given back. The input is assumed valid (validateWithdrawal for a person's).
 */
export async function recordWithdrawal(
  trx: Database,
  request: WithdrawalRequest,
): Promise<WithdrawalOutcome> {
  const answer = await trx
    .selectFrom("answers")
    .select(["id", "login", "data"])
    .where("id", "=", request.answerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const transition = next(answer.data, { type: "WITHDRAW" });
  if (!transition.ok) return { ok: false, messages: transition.messages };
  const jury = await findJuryOf(trx, answer.data);
  const published = juryFlagOn(jury?.resultats_publies);
  const comment = request.comment?.trim() || null;
  const withdrawal = await trx
    .insertInto("withdrawals")
    .values({
      answer_id: answer.id,
      reason: request.reason,
      comment,
      by_kind: request.by,
      by_login: request.by === "deadline" ? null : request.actorLogin,
      stage_before: stageOf(answer.data, jury),
      programme: applicationProgramme(answer.data),
      frees_place: holdsPlace(answer.data, published),
      withdrawn_at: request.now,
    })
    .onConflict((oc) => oc.column("answer_id").doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!withdrawal)
    return { ok: false, messages: [{ code: "WORKFLOW_WITHDRAWN", key: "withdrawal.refused.withdrawn" }] };
  await changeAnswer(trx, {
    answerId: answer.id,
    data: transition.state,
    actorLogin: request.actorLogin,
    kind: WITHDRAWAL_KIND,
    fields: [WITHDRAWN_FIELD],
    annotations: {
      "withdrawal.reason": { before: null, after: request.reason },
      "withdrawal.by": { before: null, after: request.by },
      ...(comment ? { "withdrawal.comment": { before: null, after: comment } } : {}),
    },
  });
  await releaseInterviewOnWithdrawal(trx, answer.id, request.now);
  return { ok: true, withdrawal, login: answer.login };
}
