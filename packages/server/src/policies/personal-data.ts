import type { Actor } from "../auth/sessions.ts";

/** The caller, or null/undefined when there is no session. */
type MaybeActor = Actor | null | undefined;

/** Who may download a person's data: that person, and administrators answering a request. */
export function canExportPersonalData(actor: MaybeActor, login: string): boolean {
  if (!actor) return false;
  return actor.isAdmin || actor.login === login;
}

/** Who may erase or anonymise an account on request: administrators only. */
export function canEraseAccounts(actor: MaybeActor): boolean {
  return actor?.isAdmin === true;
}
