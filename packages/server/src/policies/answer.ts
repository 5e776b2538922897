import type { Actor } from "../auth/sessions.ts";
import { isTabLocked } from "@portal/domain/workflow/locks";
import { isCampaignClosed } from "@portal/domain/campaign/campaign-state";
import { CAMPAIGN_YEAR_FIELD } from "@portal/domain/schema/candform";
import { AppError, ForbiddenError } from "../errors.ts";
import { canReviewJury } from "./staff.ts";

/** The part of an answer the access rules look at: its owner and, for locks, its values. */
export interface AnswerAccess {
  login: string;
  data?: Record<string, unknown>;
}

/** The caller, or null/undefined when there is no session. */
type MaybeActor = Actor | null | undefined;

/** True when the actor is this answer's candidate (logins are lower-cased e-mails, compared exactly). */
function isOwner(actor: Actor, answer: AnswerAccess): boolean {
  return answer.login === actor.login;
}

/** Who may read an answer: its candidate and administrators (SPEC §6). */
export function canReadAnswer(actor: MaybeActor, answer: AnswerAccess): boolean {
  if (!actor) return false;
  return actor.isAdmin || isOwner(actor, answer);
}

/**
 * Who may read an application: its candidate and administrators, and a reviewer when it belongs to
 * one of their juries (`jury`, null when it has none). Reading only: reviewers never write answers.
 */
export function canReviewAnswer(actor: MaybeActor, answer: AnswerAccess & { jury: string | null }): boolean {
  return canReadAnswer(actor, answer) || canReviewJury(actor, answer.jury);
}

/**
 * Who may write an answer: its candidate and administrators. With a tab, a candidate is also
 * refused once that tab is locked by the answer's progress (administrators never are).
 */
export function canWriteAnswer(actor: MaybeActor, answer: AnswerAccess, tab?: string): boolean {
  if (!canReadAnswer(actor, answer)) return false;
  if (actor!.isAdmin || tab === undefined) return true;
  return !isTabLocked(answer.data ?? {}, tab, "candidate");
}

/** Whether the tab is locked for this actor (the route answers 409 LOCKED rather than 403). */
export function isTabLockedFor(actor: Actor, answer: AnswerAccess, tab: string): boolean {
  return !actor.isAdmin && isTabLocked(answer.data ?? {}, tab, "candidate");
}

/**
 * A candidate's change to an application of a closed campaign (issue #39) is refused with 409
 * CAMPAIGN_CLOSED naming the year; the office's never is.
 */
export function refuseClosedCampaign(actor: Actor, data: Record<string, unknown>): void {
  if (actor.isAdmin || !isCampaignClosed(data)) return;
  throw new AppError("CAMPAIGN_CLOSED", { year: String(data[CAMPAIGN_YEAR_FIELD] ?? "") });
}

/** Who may list every answer (the admin side panel): administrators only. */
export function canListAnswers(actor: MaybeActor): boolean {
  return actor?.isAdmin === true;
}

/** Who may change the label overrides: administrators only. */
export function canEditLabels(actor: MaybeActor): boolean {
  return actor?.isAdmin === true;
}

/** What a missing answer tells: 404 to an administrator, 403 to a candidate (who learns nothing of other ids). */
export function missingAnswer(actor: Actor): AppError {
  return actor.isAdmin ? new AppError("NOT_FOUND") : new ForbiddenError();
}
