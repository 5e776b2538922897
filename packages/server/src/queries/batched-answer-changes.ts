import { CompiledQuery, type Kysely } from "kysely";
import { preparedStatement } from "../db/prepared-statements.ts";
import type { DB } from "../db/schema.ts";
import { factsUpsertFromJson } from "./application-facts.ts";
import {
  changeAnswerAtVersion,
  type ChangedAnswerAtVersion,
  type VersionedAnswerChange,
} from "./answer-changes.ts";

// One row of the batch's input per change: what changeAnswerAtVersion's parameters are for one.
const INPUT_COLUMNS = `id int, expected int, written jsonb, removed text[], actor text, kind text,
  fields jsonb, changes jsonb, tab text, facts jsonb, xmin text, payments int`;

// The changes of a batch in one statement: each row of $1 is changeAnswerAtVersion's statement for
// one answer, with the same guards (version, and for a kept copy xmin and payments) checked row by
// row; a row whose guard fails writes nothing of its own and is missing from the result, the
// others are written. An answer another transaction has locked is skipped, not waited for (a row
// without version: the caller sends it alone), so that no one's lock holds the batch, and every
// save behind it. As in the single statement, application_facts is named only when a change
// carries facts (opening its indexes for no row is a third of a save's cost on PostgreSQL).
function batchStatement(withFacts: boolean): string {
  return `
  WITH input AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(${INPUT_COLUMNS})
  ), locked AS (
    SELECT answers.id FROM answers JOIN input USING (id) FOR UPDATE OF answers SKIP LOCKED
  ), saved AS (
    UPDATE answers SET data = (answers.data - input.removed) || input.written,
      version = answers.version + 1, updated_at = now()
    FROM input JOIN locked USING (id)
    WHERE answers.id = input.id AND answers.version = input.expected AND (input.xmin IS NULL OR (
      answers.xmin = input.xmin::xid
      AND (SELECT count(*) FROM payments WHERE payments.answer_id = input.id) = input.payments))
    RETURNING answers.id, answers.version, answers.updated_at, answers.xmin::text AS xmin
  ), event AS (
    INSERT INTO answer_events (answer_id, actor_login, kind, fields, changes)
    SELECT saved.id, input.actor, input.kind, input.fields, input.changes FROM saved JOIN input USING (id)
  ), draft AS (
    DELETE FROM answer_drafts USING saved JOIN input USING (id)
    WHERE answer_drafts.answer_id = saved.id AND answer_drafts.tab = input.tab
  )${
    withFacts
      ? `, facts AS (
    ${factsUpsertFromJson("saved JOIN input USING (id)", "input.facts")}
  )`
      : ""
  }
  SELECT id, version, updated_at, xmin FROM saved
  UNION ALL SELECT id, NULL, NULL, NULL FROM input WHERE id NOT IN (SELECT id FROM locked)`;
}
const BATCH_STATEMENT = {
  facts: preparedStatement(batchStatement(true)),
  noFacts: preparedStatement(batchStatement(false)),
};

/** One row of the batch statement's input. */
function inputRow(change: VersionedAnswerChange) {
  const { diff } = change;
  return {
    id: change.answerId,
    expected: change.expectedVersion,
    written: diff.written,
    removed: diff.removed,
    actor: change.actorLogin,
    kind: change.kind,
    fields: diff.changed,
    changes: diff.changes,
    tab: change.discardDraftOf ?? null,
    facts: change.facts,
    xmin: change.unchangedSince?.xmin ?? null,
    payments: change.unchangedSince?.payments ?? null,
  };
}

interface Pending {
  change: VersionedAnswerChange;
  resolve(result: ChangedAnswerAtVersion | undefined): void;
  reject(error: unknown): void;
}

/** A row of the batch statement's result: written, or (version null) skipped for another's lock. */
type BatchRow = { id: number; version: number | null; updated_at: Date; xmin: string };

/** The most changes one statement carries; the others wait for the next. */
const MAX_BATCH = 200;

/**
 * Tab saves' writes, batched when they come faster than the database answers (issue #13): a change
 * is sent at once while fewer than `maxInFlight` batch statements are running; otherwise it waits
 * for one of them to end and goes with every change that waited meanwhile, in one statement (one
 * round trip, one commit and one plan for all of them instead of one each: on results night most
 * of a save's cost on PostgreSQL, and a good part of the server's). Nothing waits on a quiet
 * server. Each change keeps its own outcome: written, or undefined when its guard failed, exactly
 * as changeAnswerAtVersion answers alone. Two changes of one answer never share a statement. A
 * change whose answer another transaction holds, and every change of a statement that failed (a
 * deadlock, a lost connection), is sent alone (changeAnswerAtVersion) outside the batches: it
 * waits, or fails, on its own, and never holds the saves behind it.
 */
export class AnswerChangeBatcher {
  private readonly queue: Pending[] = [];
  private inFlight = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly maxInFlight = 1,
  ) {}

  change(change: VersionedAnswerChange): Promise<ChangedAnswerAtVersion | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ change, resolve, reject });
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.takeBatch();
      this.inFlight++;
      void this.send(batch).finally(() => {
        this.inFlight--;
        this.flush();
      });
    }
  }

  /** Waiting changes of distinct answers, in arrival order; a second change of an answer waits for the next. */
  private takeBatch(): Pending[] {
    const ids = new Set<number>();
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    for (const pending of this.queue) {
      if (batch.length >= MAX_BATCH || ids.has(pending.change.answerId)) rest.push(pending);
      else {
        ids.add(pending.change.answerId);
        batch.push(pending);
      }
    }
    this.queue.splice(0, this.queue.length, ...rest);
    return batch;
  }

  /** Sends a batch; resolves once its statement has ended (the changes sent alone after it go on their own). */
  private async send(batch: Pending[]): Promise<void> {
    let rows: BatchRow[];
    try {
      const withFacts = batch.some((p) => p.change.facts !== null);
      const statement = CompiledQuery.raw(withFacts ? BATCH_STATEMENT.facts : BATCH_STATEMENT.noFacts, [
        JSON.stringify(batch.map((p) => inputRow(p.change))),
      ]);
      rows = (await this.db.executeQuery<BatchRow>(statement)).rows;
    } catch {
      for (const pending of batch) this.sendAlone(pending);
      return;
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const pending of batch) {
      const row = byId.get(pending.change.answerId);
      if (!row) pending.resolve(undefined);
      else if (row.version === null) this.sendAlone(pending);
      else pending.resolve({ version: row.version, updated_at: row.updated_at, xmin: row.xmin });
    }
  }

  private sendAlone(pending: Pending): void {
    changeAnswerAtVersion(this.db, pending.change).then(pending.resolve, pending.reject);
  }
}
