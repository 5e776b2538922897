import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { refreshApplicationFacts } from "./application-facts.ts";

/** One line of an answer's history: who did what (`kind`) to which fields. */
export interface AnswerEvent {
  answerId: number;
  actorLogin: string;
  kind: string;
  fields: string[];
}

/** Records one line of an answer's history. */
export async function recordAnswerEvent(db: Kysely<DB>, event: AnswerEvent): Promise<void> {
  await db
    .insertInto("answer_events")
    .values({
      answer_id: event.answerId,
      actor_login: event.actorLogin,
      kind: event.kind,
      fields: JSON.stringify(event.fields),
    })
    .execute();
}

/** A change to an answer: its history line, and the new data (omitted: the data stays). */
export interface AnswerChange extends AnswerEvent {
  data?: Record<string, unknown>;
  /** With it, nothing is written unless the answer is still at this version (a save's optimistic lock). */
  expectedVersion?: number;
  /** The last-modified time; the database's clock by default. */
  at?: Date;
}

/** The answer's version and last-modified time after a change. */
export interface ChangedAnswer {
  version: number;
  updated_at: Date;
}

/**
 * Writes an edit of an answer: the data, the next version (open forms then know theirs is stale),
 * the last-modified time, and the history line. Undefined when `expectedVersion` no longer holds;
 * without it, a missing answer throws.
 */
export async function changeAnswer(
  db: Kysely<DB>,
  change: AnswerChange & { expectedVersion: number },
): Promise<ChangedAnswer | undefined>;
export async function changeAnswer(db: Kysely<DB>, change: AnswerChange): Promise<ChangedAnswer>;
export async function changeAnswer(db: Kysely<DB>, change: AnswerChange): Promise<ChangedAnswer | undefined> {
  let query = db
    .updateTable("answers")
    .set((eb) => ({
      ...(change.data ? { data: JSON.stringify(change.data) } : {}),
      version: eb("version", "+", 1),
      updated_at: change.at ?? sql<Date>`now()`,
    }))
    .where("id", "=", change.answerId);
  if (change.expectedVersion !== undefined) query = query.where("version", "=", change.expectedVersion);
  const updated = await query.returning(["version", "updated_at"]).executeTakeFirst();
  if (!updated) {
    if (change.expectedVersion !== undefined) return undefined;
    throw new Error(`answer ${change.answerId} not found`);
  }
  await recordAnswerEvent(db, change);
  // The back office lists and filters on facts derived from the data: kept in step in the same transaction.
  await refreshApplicationFacts(db, [change.answerId]);
  return updated;
}
