import type { Database } from "../db/database.ts";
import type { AnswerChanges, JuryFlags } from "../db/schema.ts";

/** One line of an answer's own history, as stored. */
export interface AnswerEventRow {
  id: number;
  actor_login: string;
  kind: string;
  fields: string[];
  changes: AnswerChanges | null;
  created_at: Date;
}

/** One change of a jury's publication flags. */
export interface JuryEventRow {
  id: number;
  actor_login: string;
  before: JuryFlags;
  after: JuryFlags;
  created_at: Date;
}

/**
 * The answer's history lines, newest first, without the moves between tabs ("step": navigation,
 * recorded apart from changes, see commands/step-recorder.ts).
 */
export async function listAnswerEvents(db: Database, answerId: number): Promise<AnswerEventRow[]> {
  return db
    .selectFrom("answer_events")
    .select(["id", "actor_login", "kind", "fields", "changes", "created_at"])
    .where("answer_id", "=", answerId)
    .where("kind", "!=", "step")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/**
 * The publications and withdrawals of a jury's results since `since` (the answer's creation: what
 * came before did not happen to this application), newest first.
 */
export async function listJuryEventsSince(
  db: Database,
  juryId: string,
  since: Date,
): Promise<JuryEventRow[]> {
  return db
    .selectFrom("jury_events")
    .select(["id", "actor_login", "before", "after", "created_at"])
    .where("id_jury", "=", juryId)
    .where("created_at", ">=", since)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}
