import { sql } from "kysely";
import type { Database } from "../db/database.ts";

export const RUN_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;
export type RunState = (typeof RUN_STATES)[number];

/** One run of a job, as the jobs page lists it. */
export interface JobRun {
  id: string;
  name: string;
  state: RunState;
  /** Attempts made so far after the first (pg-boss's retry_count) and allowed. */
  retries: number;
  retryLimit: number;
  createdAt: Date;
  startAfter: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  /** What a completed run returned (counts), or the error of a failed one. */
  output: unknown;
  /** The administrator who asked for it ("Run now"), absent for a scheduled run. */
  requestedBy: string | null;
}

interface RunRow {
  id: string;
  name: string;
  state: RunState;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  start_after: Date;
  started_on: Date | null;
  completed_on: Date | null;
  output: unknown;
  data: { requestedBy?: string } | null;
}

const COLUMNS = sql.raw(
  "id::text AS id, name, state::text AS state, retry_count, retry_limit, created_on, start_after, started_on, completed_on, output, data",
);

// A scheduled run that completed without doing anything (the outbox every minute with nothing to
// send): most runs, and noise on the jobs page.
const HIDE_IDLE = sql`AND NOT (state = 'completed' AND data->>'requestedBy' IS NULL
  AND NOT EXISTS (SELECT 1 FROM jsonb_each(CASE WHEN jsonb_typeof(output) = 'object' THEN output END) e
                  WHERE e.value <> '0'::jsonb))`;

/**
 * The latest runs of the portal's jobs (pg-boss's tables: current runs and those archived once
 * done), newest first; `state` keeps one state only. Internal queues (pg-boss's own, "__pgboss__…")
 * are left out.
 */
export async function listJobRuns(
  db: Database,
  options: {
    names: readonly string[];
    state?: RunState;
    id?: string;
    /** Also the scheduled runs that completed having done nothing (every count 0); default false. */
    idle?: boolean;
    limit: number;
  },
): Promise<JobRun[]> {
  if (options.names.length === 0) return [];
  const names = sql.join(options.names.map((name) => sql`${name}`));
  const state = sql`${options.state ? sql`AND state = ${options.state}::pgboss.job_state` : sql``} ${
    options.id ? sql`AND id = ${options.id}::uuid` : sql``
  } ${options.idle || options.id ? sql`` : HIDE_IDLE}`;
  const { rows } = await sql<RunRow>`
    SELECT * FROM (
      SELECT ${COLUMNS} FROM pgboss.job WHERE name IN (${names}) ${state}
      UNION ALL
      SELECT ${COLUMNS} FROM pgboss.archive WHERE name IN (${names}) ${state}
    ) runs
    ORDER BY created_on DESC
    LIMIT ${options.limit}`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: row.state,
    retries: row.retry_count,
    retryLimit: row.retry_limit,
    createdAt: row.created_on,
    startAfter: row.start_after,
    startedAt: row.started_on,
    completedAt: row.completed_on,
    output: row.output,
    requestedBy: row.data?.requestedBy ?? null,
  }));
}

/** One run by id (a UUID: the route checks its form), current or archived; undefined when there is none. */
export async function findJobRun(db: Database, name: string, id: string): Promise<JobRun | undefined> {
  const [run] = await listJobRuns(db, { names: [name], id, limit: 1 });
  return run;
}

/** How many runs of each job wait, run or failed, for the page's summary. */
export async function countJobRuns(
  db: Database,
  names: readonly string[],
): Promise<Map<string, Partial<Record<RunState, number>>>> {
  const counts = new Map<string, Partial<Record<RunState, number>>>();
  if (names.length === 0) return counts;
  const list = sql.join(names.map((name) => sql`${name}`));
  const { rows } = await sql<{ name: string; state: RunState; count: string }>`
    SELECT name, state::text AS state, count(*) AS count FROM pgboss.job
    WHERE name IN (${list}) GROUP BY name, state`.execute(db);
  for (const row of rows) counts.set(row.name, { ...counts.get(row.name), [row.state]: Number(row.count) });
  return counts;
}
