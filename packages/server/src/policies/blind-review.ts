import { applicationProgramme } from "@portal/domain/campaign/programme";
import { roleOf, type MaybeActor } from "./staff.ts";

/**
 * Blind review (issue #38, domain review/blind.ts): a reviewer reads the applications of a
 * programme set blind without the candidate's identity; administrators always see it. `blind` is
 * the set of programmes set blind (queries/blind-programmes.ts).
 */
export function readsBlind(
  actor: MaybeActor,
  programme: string | null | undefined,
  blind: ReadonlySet<string>,
): boolean {
  return roleOf(actor) === "reviewer" && programme != null && blind.has(programme);
}

/** Whether the actor reads any programme blind: listings and exports then hide identity row by row. */
export function mayReadBlind(actor: MaybeActor, blind: ReadonlySet<string>): boolean {
  return roleOf(actor) === "reviewer" && blind.size > 0;
}

/** The test a listing applies to each row: whether this actor reads that row's programme blind. */
export function blindRowTest(actor: MaybeActor, blind: ReadonlySet<string>) {
  return (row: { typeformation: string; fstchoice: string; mscchoice: string }) =>
    readsBlind(actor, applicationProgramme(row), blind);
}
