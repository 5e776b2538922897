import { CompiledQuery, sql, type Kysely } from "kysely";
import { preparedStatement } from "../db/prepared-statements.ts";
import type { AnswerChanges, DB } from "../db/schema.ts";
import { factsUpsertFromJson, refreshApplicationFacts, type FactsRow } from "./application-facts.ts";

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
  /** What the history line records beside the data's changes (a withdrawal's reason, an offer's deadline). */
  annotations?: AnswerChanges;
}

/** A value as text with its objects' keys sorted: jsonb reorders keys, so the stored data's order means nothing. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Whether a field's value differs for the history (null: absent; objects compared whatever their keys' order). */
function differsForHistory(was: unknown, is: unknown): boolean {
  if (was === is) return false;
  // Primitives differ as soon as they are not the same; only objects need the (costly) canonical text.
  if (typeof was !== "object" || typeof is !== "object" || was === null || is === null) return true;
  return canonical(was) !== canonical(is);
}

/** The fields whose value differs between two versions of the data, with both values (null: absent). */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AnswerChanges {
  const changes: AnswerChanges = {};
  const note = (field: string) => {
    const was = before[field] ?? null;
    const is = after[field] ?? null;
    if (differsForHistory(was, is)) changes[field] = { before: was, after: is };
  };
  // A field the change did not touch keeps its reference: nothing to compare.
  for (const field of Object.keys(after)) if (after[field] !== before[field]) note(field);
  for (const field of Object.keys(before)) if (!(field in after) && before[field] !== undefined) note(field);
  return changes;
}

/**
 * How a save's new data differs from the data it was computed from, found in one walk of the keys
 * (a tab save needs all four, and the data holds every field of the form while a save changes a few).
 */
export interface AnswerDiff {
  /** The fields whose value is not the same as JSON (what the candidate is told changed). */
  changed: string[];
  /** The fields that had a value and have none. */
  removed: string[];
  /** The values to write: every defined value that is not the very one read (writing an equal one is harmless). */
  written: Record<string, unknown>;
  /** The history line's changes (changesBetween). */
  changes: AnswerChanges;
}

/** The AnswerDiff of `after` from `before`. */
export function answerDiff(before: Record<string, unknown>, after: Record<string, unknown>): AnswerDiff {
  const diff: AnswerDiff = { changed: [], removed: [], written: {}, changes: {} };
  const note = (field: string, was: unknown, is: unknown) => {
    if (is !== undefined) diff.written[field] = is;
    else if (was !== undefined) diff.removed.push(field);
    // Two primitives that are not the same value never have the same JSON (the data comes from JSON).
    const primitives = typeof was !== "object" && typeof is !== "object";
    if (primitives || JSON.stringify(was) !== JSON.stringify(is)) diff.changed.push(field);
    if (differsForHistory(was ?? null, is ?? null))
      diff.changes[field] = { before: was ?? null, after: is ?? null };
  };
  // A value the save did not touch keeps its reference: only the others need comparing.
  for (const field of Object.keys(after)) {
    const was = before[field];
    const is = after[field];
    if (was !== is) note(field, was, is);
  }
  for (const field of Object.keys(before)) {
    if (field in after || before[field] === undefined) continue;
    diff.removed.push(field);
    if (before[field] !== null) diff.changes[field] = { before: before[field], after: null };
  }
  return diff;
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
  const changed = change.data ? changesBetween(before, change.data) : undefined;
  const changes = change.annotations ? { ...changed, ...change.annotations } : changed;
  await recordAnswerEvent(db, { ...change, changes });
  // The back office lists and filters on facts derived from the data: kept in step in the same transaction.
  await refreshApplicationFacts(db, [change.answerId]);
  return updated;
}

/** A change to an answer at the version its caller read (a tab save), with the facts of its new data. */
export interface VersionedAnswerChange {
  answerId: number;
  /** How the new data differs from the data the caller read at `expectedVersion` (answerDiff). */
  diff: AnswerDiff;
  expectedVersion: number;
  actorLogin: string;
  kind: string;
  /**
   * The answer's facts on the new data (factsRowOf), written only if they differ from those stored;
   * null when the caller knows they are those stored (the facts row is then not even read).
   */
  facts: FactsRow | null;
  /** A tab whose draft goes with this change (the candidate's own save of that tab). */
  discardDraftOf?: string;
  /**
   * With it, nothing is written unless the row is still the one the diff was computed from (its xmin:
   * any update since, even one that keeps the version, gives the row another) and its payments are
   * still this many (payments are only ever added): the caller's copy was kept in memory, not read.
   */
  unchangedSince?: AnswerStamp;
}

/** What identifies an answer row as read: its xmin (as text) and how many payments it had. */
export interface AnswerStamp {
  xmin: string;
  payments: number;
}

/** changeAnswerAtVersion's answer: the new version, last-modified time and the new row's xmin. */
export interface ChangedAnswerAtVersion extends ChangedAnswer {
  xmin: string;
}

// $1 answer id, $2 the changed fields' values, $3 the fields the change removes, $4 the expected
// version, $5 actor, $6 kind, $7 fields, $8 changes, $9 the tab whose draft goes (or null); then,
// with facts, the facts as JSON, written only where they differ from the stored ones; then, guarded,
// the row's xmin and its count of payments. Everything but the update reads `saved`: when the
// version moved on, nothing is written. Only the changed fields are written into the stored data,
// so a change that does not move the version (the step the candidate is on,
// commands/step-recorder.ts) is never overwritten. Without facts the statement does not even name
// application_facts: opening its fourteen indexes for no row cost a save a third of what writing did.
function changeAtVersion(guarded: boolean, withFacts: boolean): string {
  const [facts, xmin, payments] = withFacts ? ["$10", "$11", "$12"] : [undefined, "$10", "$11"];
  return `
  WITH saved AS (
    UPDATE answers SET data = (data - $3::text[]) || $2::jsonb, version = version + 1, updated_at = now()
    WHERE id = $1 AND version = $4${
      guarded
        ? ` AND xmin = ${xmin}::text::xid
      AND (SELECT count(*) FROM payments WHERE payments.answer_id = $1) = ${payments}`
        : ""
    }
    RETURNING id, version, updated_at, xmin::text AS xmin
  ), event AS (
    INSERT INTO answer_events (answer_id, actor_login, kind, fields, changes)
    SELECT id, $5::text, $6::text, $7::jsonb, $8::jsonb FROM saved
  ), draft AS (
    DELETE FROM answer_drafts WHERE answer_id = $1 AND tab = $9::text AND EXISTS (SELECT 1 FROM saved)
  )${
    withFacts
      ? `, facts AS (
    ${factsUpsertFromJson("saved", `${facts}::jsonb`)}
  )`
      : ""
  }
  SELECT version, updated_at, xmin FROM saved`;
}
/** The four statements, by guarded and with facts. */
const CHANGE_AT_VERSION = {
  plain: {
    facts: preparedStatement(changeAtVersion(false, true)),
    noFacts: preparedStatement(changeAtVersion(false, false)),
  },
  guarded: {
    facts: preparedStatement(changeAtVersion(true, true)),
    noFacts: preparedStatement(changeAtVersion(true, false)),
  },
};

/**
 * changeAnswer in one statement, for a caller that read the answer and computed the facts of its new
 * data: if the answer is still at `expectedVersion`, writes the changed fields, the next version, the
 * history line, the facts (if they changed) and the tab's draft at once (data-modifying CTEs: one
 * round trip and no transaction instead of seven statements), else nothing and answers undefined.
 * Its texts are written once, not built per save, and prepared once per connection.
 */
export async function changeAnswerAtVersion(
  db: Kysely<DB>,
  change: VersionedAnswerChange,
): Promise<ChangedAnswerAtVersion | undefined> {
  const { answerId, diff } = change;
  const params: unknown[] = [
    answerId,
    JSON.stringify(diff.written),
    diff.removed,
    change.expectedVersion,
    change.actorLogin,
    change.kind,
    JSON.stringify(diff.changed),
    JSON.stringify(diff.changes),
    change.discardDraftOf ?? null,
    ...(change.facts === null ? [] : [JSON.stringify(change.facts)]),
  ];
  const { unchangedSince } = change;
  const texts = unchangedSince ? CHANGE_AT_VERSION.guarded : CHANGE_AT_VERSION.plain;
  const statement = CompiledQuery.raw(
    change.facts === null ? texts.noFacts : texts.facts,
    unchangedSince ? [...params, unchangedSince.xmin, unchangedSince.payments] : params,
  );
  const result = await db.executeQuery<ChangedAnswerAtVersion>(statement);
  return result.rows[0];
}
