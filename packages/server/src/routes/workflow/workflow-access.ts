import type { Actor } from "../../auth/sessions.ts";
import { ForbiddenError } from "../../errors.ts";
import { canWriteAnswer } from "../../policies/answer.ts";

/** The login named in a path, as logins are stored (trimmed, lower-cased e-mail; Fastify has decoded it). */
export function pathLogin(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * Refuses (403 {"result":"Not allowed"}) a candidate acting on another login, whatever its case or
 * encoding in the path; administrators may act on anyone's.
 */
export function assertMayAct(actor: Actor, login: string): void {
  if (!canWriteAnswer(actor, { login })) throw new ForbiddenError();
}
