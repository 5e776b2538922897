import { CompiledQuery, sql, type Kysely } from "kysely";
import type { AnswerChanges, DB } from "../db/schema.ts";
import { refreshApplicationFacts, type FactsRow } from "./application-facts.ts";

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
    // The same value (a field the change did not touch keeps its reference): nothing to compare.
    if (was === is) continue;
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

/** A change to an answer whose row the caller read and locked in this transaction (a tab save). */
export interface LockedAnswerChange {
  answerId: number;
  /** The data as the caller read it under the lock: the "before" of the history line. */
  before: Record<string, unknown>;
  data: Record<string, unknown>;
  expectedVersion: number;
  actorLogin: string;
  kind: string;
  fields: string[];
  /** The answer's facts on the new data (factsRowOf); their updated_at becomes the answer's. */
  facts: FactsRow;
  /** A tab whose draft goes with this change (the candidate's own save of that tab). */
  discardDraftOf?: string;
}

const lockedChangeTexts = new Map<string, string>();

/**
 * The statement of changeLockedAnswer for these facts columns, written once: $1 answer id, $2 data,
 * $3 expected version, $4 actor, $5 kind, $6 fields, $7 changes, $8 the tab whose draft goes (or
 * null), then the facts in column order, updated_at excepted (now(), the answer's time).
 */
function lockedChangeSql(columns: readonly string[]): string {
  const key = columns.join(",");
  let text = lockedChangeTexts.get(key);
  if (text) return text;
  let next = 9;
  const values = columns.map((c) => (c === "updated_at" ? "now()" : `$${next++}`));
  const updates = columns.filter((c) => c !== "answer_id").map((c) => `${c} = excluded.${c}`);
  text = `
    WITH saved AS (
      UPDATE answers SET data = $2, version = version + 1, updated_at = now()
      WHERE id = $1 AND version = $3
      RETURNING version, updated_at
    ), event AS (
      INSERT INTO answer_events (answer_id, actor_login, kind, fields, changes) VALUES ($1, $4, $5, $6, $7)
    ), draft AS (
      DELETE FROM answer_drafts WHERE answer_id = $1 AND tab = $8
    ), facts AS (
      INSERT INTO application_facts (${columns.join(", ")}) VALUES (${values.join(", ")})
      ON CONFLICT (answer_id) DO UPDATE SET ${updates.join(", ")}
    )
    SELECT version, updated_at FROM saved`;
  lockedChangeTexts.set(key, text);
  return text;
}

/**
 * changeAnswer for a caller that holds the answer's row lock and has computed its facts: the data,
 * the next version, the history line, the facts and the tab's draft are written by one statement
 * (data-modifying CTEs), one round trip instead of five, its text written once. Undefined when `expectedVersion` no longer
 * holds: the caller throws and the transaction, history and facts included, rolls back.
 */
export async function changeLockedAnswer(
  db: Kysely<DB>,
  change: LockedAnswerChange,
): Promise<ChangedAnswer | undefined> {
  const { answerId, facts } = change;
  const columns = Object.keys(facts) as (keyof FactsRow)[];
  const params: unknown[] = [
    answerId,
    JSON.stringify(change.data),
    change.expectedVersion,
    change.actorLogin,
    change.kind,
    JSON.stringify(change.fields),
    JSON.stringify(changesBetween(change.before, change.data)),
    change.discardDraftOf ?? null,
    ...columns.filter((c) => c !== "updated_at").map((c) => facts[c]),
  ];
  const result = await db.executeQuery<ChangedAnswer>(CompiledQuery.raw(lockedChangeSql(columns), params));
  return result.rows[0];
}
