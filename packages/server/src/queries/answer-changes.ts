import { sql, type Kysely } from "kysely";
import type { AnswerChanges, DB } from "../db/schema.ts";
import { refreshApplicationFacts } from "./application-facts.ts";

/** One line of an answer's history: who did what (`kind`) to which fields. */
export interface AnswerEvent {
  answerId: number;
  actorLogin: string;
  kind: string;
  fields: string[];
  /** The values before and after of the fields the change altered (changeAnswer computes them). */
  changes?: AnswerChanges;
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
      changes: event.changes ? JSON.stringify(event.changes) : null,
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

/** A value as text with its objects' keys sorted: jsonb reorders keys, so the stored data's order means nothing. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The fields whose value differs between two versions of the data, with both values (null: absent). */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AnswerChanges {
  const changes: AnswerChanges = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[field] ?? null;
    const is = after[field] ?? null;
    if (canonical(was) !== canonical(is)) changes[field] = { before: was, after: is };
  }
  return changes;
}

/** The answer's version and last-modified time after a change. */
export interface ChangedAnswer {
  version: number;
  updated_at: Date;
}

/**
 * Writes an edit of an answer: the data, the next version (open forms then know theirs is stale),
 * the last-modified time, and the history line with, for a change of data, each altered field's
 * value before and after (the stored data is read in the same statement, locked, so the "before" is
 * the one this update replaced). Undefined when `expectedVersion` no longer holds; without it, a
 * missing answer throws.
 */
export async function changeAnswer(
  db: Kysely<DB>,
  change: AnswerChange & { expectedVersion: number },
): Promise<ChangedAnswer | undefined>;
export async function changeAnswer(db: Kysely<DB>, change: AnswerChange): Promise<ChangedAnswer>;
export async function changeAnswer(db: Kysely<DB>, change: AnswerChange): Promise<ChangedAnswer | undefined> {
  let query = db
    .with("previous", (qb) =>
      qb.selectFrom("answers").select(["id", "data"]).where("id", "=", change.answerId).forUpdate(),
    )
    .updateTable("answers")
    .from("previous")
    .set((eb) => ({
      ...(change.data ? { data: JSON.stringify(change.data) } : {}),
      version: eb("answers.version", "+", 1),
      updated_at: change.at ?? sql<Date>`now()`,
    }))
    .whereRef("answers.id", "=", "previous.id");
  if (change.expectedVersion !== undefined)
    query = query.where("answers.version", "=", change.expectedVersion);
  const row = await query
    .returning(["answers.version", "answers.updated_at", "previous.data as before"])
    .executeTakeFirst();
  if (!row) {
    if (change.expectedVersion !== undefined) return undefined;
    throw new Error(`answer ${change.answerId} not found`);
  }
  const { before, ...updated } = row;
  const changes = change.data ? changesBetween(before, change.data) : undefined;
  await recordAnswerEvent(db, { ...change, changes });
  // The back office lists and filters on facts derived from the data: kept in step in the same transaction.
  await refreshApplicationFacts(db, [change.answerId]);
  return updated;
}
