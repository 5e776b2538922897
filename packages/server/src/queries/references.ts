import { sql, type Selectable } from "kysely";
import { referenceState, type ReferenceStanding } from "@portal/domain/workflow/references";
import type { Database } from "../db/database.ts";
import type { AnswerReferencesTable } from "../db/schema.ts";

/** A stored reference (migration 0024). */
export type ReferenceRow = Selectable<AnswerReferencesTable>;

/** The application's live references (referees not replaced), by slot. */
export async function liveReferences(db: Database, answerId: number): Promise<ReferenceRow[]> {
  return db
    .selectFrom("answer_references")
    .selectAll()
    .where("answer_id", "=", answerId)
    .where("replaced_at", "is", null)
    .orderBy("slot")
    .execute();
}

/** Every reference of the application, replaced ones included (the dossier shows them all), by slot then age. */
export async function allReferences(db: Database, answerId: number): Promise<ReferenceRow[]> {
  return db
    .selectFrom("answer_references")
    .selectAll()
    .where("answer_id", "=", answerId)
    .orderBy("slot")
    .orderBy("invited_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** The reference a link's token hash belongs to, or undefined; `lock` takes its row FOR UPDATE. */
export async function findReferenceByLink(
  db: Database,
  tokenHash: string,
  lock = false,
): Promise<ReferenceRow | undefined> {
  let query = db
    .selectFrom("answer_references as r")
    .innerJoin("reference_links as l", "l.reference_id", "r.id")
    .selectAll("r")
    .where("l.token_hash", "=", tokenHash);
  if (lock) query = query.forUpdate("r");
  return query.executeTakeFirst();
}

/** The live references' standings at `now`, as the validation's rule reads them. */
export async function referenceStandings(
  db: Database,
  answerId: number,
  now: Date,
): Promise<ReferenceStanding[]> {
  return (await liveReferences(db, answerId)).map((row) => ({
    slot: row.slot,
    email: row.email,
    state: referenceState(row, now),
  }));
}

/** Whether the programme requires received references before the application's validation (migration 0023). */
export async function referencesRequiredFor(
  db: Database,
  programme: string,
  campaign?: number,
): Promise<boolean> {
  if (!programme) return false;
  const row = await db
    .selectFrom("programme_settings")
    .select("references_required")
    .where("programme", "=", programme)
    .where("campaign", "=", campaign ?? sql<number>`current_campaign()`)
    .executeTakeFirst();
  return row?.references_required ?? false;
}
