import type { Actor } from "../auth/sessions.ts";
import { isStaff } from "./staff.ts";

/**
 * Whether the dates of a programme hold this actor back: a candidate acting on their own application
 * is; staff acting for a candidate (a late validation the office accepts, a payment an officer
 * records) never are.
 */
export function isHeldByDeadlines(actor: Actor): boolean {
  return !isStaff(actor);
}
