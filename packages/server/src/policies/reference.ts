import { canActOnJury, roleOf, type MaybeActor } from "./staff.ts";

/**
 * Reference letters (issue #37). The candidate names, invites, reminds and replaces their own
 * referees and follows each reference's state; they never read a letter. A letter is read by staff
 * who may read the application's dossier (administrators; reviewers of its jury), nobody else.
 */
export function canManageReferences(actor: MaybeActor, answer: { login: string }): boolean {
  return roleOf(actor) === "candidate" && actor!.login === answer.login;
}

/** Whether the actor may read the references and letters of an application of this jury (never its candidate). */
export function canReadReferenceLetters(actor: MaybeActor, juryId: string | null | undefined): boolean {
  return canActOnJury(actor, "read", juryId);
}
