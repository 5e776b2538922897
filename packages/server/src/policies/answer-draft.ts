import type { Actor } from "../auth/sessions.ts";
import type { AnswerAccess } from "./answer.ts";
import { canReadAnswer } from "./answer.ts";

/** The caller, or null/undefined when there is no session. */
type MaybeActor = Actor | null | undefined;

/**
 * Who may read an answer's drafts (issue #12): its candidate and administrators (who help a
 * candidate and see what they left unsaved); never a reviewer, since a draft is not an application.
 */
export function canReadDrafts(actor: MaybeActor, answer: AnswerAccess): boolean {
  return canReadAnswer(actor, answer);
}

/**
 * Who may write or discard a draft: the answer's candidate only. A draft is what its author typed
 * and did not save; an administrator saves a tab directly and never leaves one.
 */
export function canWriteDrafts(actor: MaybeActor, answer: AnswerAccess): boolean {
  return !!actor && !actor.isAdmin && answer.login === actor.login;
}
