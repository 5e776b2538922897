import { roleOf, type MaybeActor } from "../policies/staff.ts";
import type { Database } from "../db/database.ts";

/** The programmes whose reviewers read blind (programme_settings.blind_review, issue #38). */
export async function blindProgrammes(db: Database): Promise<Set<string>> {
  const rows = await db
    .selectFrom("programme_settings")
    .select("programme")
    .where("blind_review", "=", true)
    .execute();
  return new Set(rows.map((r) => r.programme));
}

/** The blind programmes for an actor's listing: none to look up but for a reviewer. */
export async function blindProgrammesFor(db: Database, actor: MaybeActor): Promise<Set<string>> {
  return roleOf(actor) === "reviewer" ? blindProgrammes(db) : new Set();
}
