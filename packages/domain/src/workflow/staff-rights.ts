/**
 * What each staff role may do to an application (issue #35): the one place that decides it. The
 * server's policies check every staff route against it; the dossier's response carries the result,
 * so the browser shows only the controls its reader may use.
 *
 * Reviewers read the dossiers of their juries and write internal notes (and, later, scores). Everything
 * the candidate or the money sees — a decision, a document check, a request or reminder to the
 * candidate, a payment or refund, a change to the candidate's answer — is an administrator's.
 */
export const STAFF_ACTIONS = [
  "read",
  "note",
  "score",
  "decide",
  "reviewDocument",
  "requestDocument",
  "remind",
  "recordPayment",
  "writeAnswer",
] as const;

/** One thing staff do to an application. */
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** The staff roles (candidates are not staff and may do none of these). */
export type StaffRole = "administrator" | "reviewer";

/** A reviewer's rights: reading and their own words, never anything the candidate reads. */
const REVIEWER_ACTIONS: ReadonlySet<StaffAction> = new Set<StaffAction>(["read", "note", "score"]);

/** Whether a member of staff with this role may do this action (on an application they may reach). */
export function staffMay(role: string | null | undefined, action: StaffAction): boolean {
  if (role === "administrator") return true;
  if (role === "reviewer") return REVIEWER_ACTIONS.has(action);
  return false;
}

/** Every action's answer for one role: what a dossier response tells the browser. */
export function staffRightsOf(role: string | null | undefined): Record<StaffAction, boolean> {
  return Object.fromEntries(STAFF_ACTIONS.map((action) => [action, staffMay(role, action)])) as Record<
    StaffAction,
    boolean
  >;
}
