import { staffMay, type StaffAction } from "@portal/domain/workflow/staff-rights";
import type { Actor, Role } from "../auth/sessions.ts";
import { AppError, ForbiddenError } from "../errors.ts";

/** The caller, or null/undefined when there is no session. */
export type MaybeActor = Actor | null | undefined;

/** The actor's role; actors built outside a session (seeds, CLI) carry only isAdmin. */
export function roleOf(actor: MaybeActor): Role | null {
  if (!actor) return null;
  return actor.role ?? (actor.isAdmin ? "administrator" : "candidate");
}

/** Staff: administrators and reviewers (the back office). */
export function isStaff(actor: MaybeActor): boolean {
  const role = roleOf(actor);
  return role === "administrator" || role === "reviewer";
}

/** Administrators only: configuration, staff, lookups, juries' publication. */
export function isAdministrator(actor: MaybeActor): boolean {
  return roleOf(actor) === "administrator";
}

/**
 * Whether the actor may see and act on applications of this jury: administrators on every
 * application; a reviewer only on those whose jury is one of theirs (an application without a jury
 * is nobody's but the administrators').
 */
export function canReviewJury(actor: MaybeActor, juryId: string | null | undefined): boolean {
  const role = roleOf(actor);
  if (role === "administrator") return true;
  if (role !== "reviewer" || !juryId) return false;
  return (actor!.juries ?? []).includes(juryId);
}

/**
 * The juries whose applications a listing may show: null for every jury (administrators), the
 * reviewer's own list otherwise (empty for anyone else, who then sees nothing).
 */
export function reviewableJuries(actor: MaybeActor): string[] | null {
  const role = roleOf(actor);
  if (role === "administrator") return null;
  if (role === "reviewer") return actor!.juries ?? [];
  return [];
}

/**
 * Whether the actor may do this action (packages/domain's staff rights) on an application of this
 * jury: reviewers read and write notes on their juries' applications, administrators do everything.
 */
export function canActOnJury(
  actor: MaybeActor,
  action: StaffAction,
  juryId: string | null | undefined,
): boolean {
  return canReviewJury(actor, juryId) && staffMay(roleOf(actor), action);
}

/**
 * Throws unless the actor may do this action on an application of this jury: 403 naming nothing of
 * the application outside their juries, and, to a reviewer of its jury, a 403 saying that this is an
 * administrator's to do.
 */
export function assertStaffAction(
  actor: MaybeActor,
  action: StaffAction,
  juryId: string | null | undefined,
): void {
  if (!canReviewJury(actor, juryId)) throw new ForbiddenError();
  if (!staffMay(roleOf(actor), action)) throw new AppError("REVIEWER_READ_ONLY");
}

/** Throws unless the actor's role may do this action at all (routes acting on many applications). */
export function assertStaffRight(actor: MaybeActor, action: StaffAction): void {
  if (!isStaff(actor)) throw new ForbiddenError();
  if (!staffMay(roleOf(actor), action)) throw new AppError("REVIEWER_READ_ONLY");
}
