import type { Actor } from "../auth/sessions.ts";

/**
 * Who may replace a lookup table from a CSV file, or export one: administrators only. Reading the
 * lookups themselves (/ws/pays, …) is public and needs no policy.
 */
export function canManageLookups(actor: Actor | null | undefined): boolean {
  return actor?.isAdmin === true;
}
