import type { Actor } from "../auth/sessions.ts";
import { canReviewJury, isAdministrator, isStaff, type MaybeActor } from "./staff.ts";

/** Who opens slots and invites candidates to interview: administrators. */
export function canManageInterviews(actor: MaybeActor): boolean {
  return isAdministrator(actor);
}

/**
 * Who records whether a candidate came to their interview: administrators, and the reviewers of
 * the application's jury (they hold the interviews); nobody for an application without a jury but
 * administrators.
 */
export function canRecordAttendance(actor: MaybeActor, juryId: string | null | undefined): boolean {
  return isStaff(actor) && canReviewJury(actor, juryId);
}

/** Who books, moves or declines an interview: the candidate themselves, never staff on their behalf. */
export function canBookInterview(actor: Actor, answer: { login: string }): boolean {
  return !isStaff(actor) && actor.login === answer.login;
}
