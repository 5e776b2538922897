import { canReviewJury, isAdministrator, isStaff, roleOf, type MaybeActor } from "./staff.ts";

/** Who writes scoresheets and assigns reviewers (issue #38): administrators. */
export function canManageScoring(actor: MaybeActor): boolean {
  return isAdministrator(actor);
}

/** Who reads a programme's scoresheet: administrators, and the reviewers of a jury deciding on it. */
export function canReadScoresheet(actor: MaybeActor, programmeJuries: readonly string[]): boolean {
  return isAdministrator(actor) || programmeJuries.some((jury) => canReviewJury(actor, jury));
}

/** Who scores an application: administrators, and the reviewers of its jury. */
export function canScore(actor: MaybeActor, juryId: string | null | undefined): boolean {
  return isStaff(actor) && canReviewJury(actor, juryId);
}

/** Who has a queue and asks for the next applications: reviewers. */
export function hasReviewQueue(actor: MaybeActor): boolean {
  return roleOf(actor) === "reviewer";
}

/**
 * Whether the actor reads the other readers' reviews of an application: administrators always; a
 * reviewer only once they have submitted their own, so that nobody's scores lean on another's.
 */
export function mayReadOtherReviews(actor: MaybeActor, ownStatus: "draft" | "submitted" | null): boolean {
  return isAdministrator(actor) || (isStaff(actor) && ownStatus === "submitted");
}
