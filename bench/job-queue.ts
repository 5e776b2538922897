/**
 * The job queue, measured before choosing it (issue #37): pg-boss 10 on the portal's own connection,
 * on PGlite (embedded) and on PostgreSQL (DATABASE_URL, default the machine's server). For each:
 * the queue's start (workers and schedules of six jobs on a migrated database); a run asked and
 * awaited through the queue, 40 times one after the other (the path of "Run now" and of a sweep
 * scheduled by cron); beside it the bare floor of the same run in the same process: the handler
 * called directly after one `SELECT 1` round trip; and what the queue costs while idle (statements a
 * second, counted at the connection). Writes bench/results/job-queue.json. Not part of CI.
 *
 *   npx tsx bench/job-queue.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import { openDatabase, type Database } from "../packages/server/src/db/database.ts";
import { migrateToLatest } from "../packages/server/src/db/migrate.ts";
import { JobQueue, type PortalJob } from "../packages/server/src/jobs/job-queue.ts";
import { throwAwayDatabase } from "./throwaway-database.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNS = 40;
const IDLE_MS = 10_000;
const NAMES = ["bench-a", "bench-b", "bench-c", "bench-d", "bench-e", "bench-f"];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1));
};

/** Counts the statements that reach the database, whoever sends them. */
function counting(db: Database): { db: Database; count(): number } {
  let statements = 0;
  const original = db.executeQuery.bind(db);
  (db as { executeQuery: Database["executeQuery"] }).executeQuery = ((query) => {
    statements++;
    return original(query);
  }) as Database["executeQuery"];
  return { db, count: () => statements };
}

async function measure(engine: "pglite" | "postgresql") {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-jobs-"));
  const throwaway =
    engine === "postgresql" ? await throwAwayDatabase() : { url: undefined, drop: async () => {} };
  const db = await openDatabase({ databaseUrl: throwaway.url, dataDir });
  await migrateToLatest(db as never);
  const work = async () => ({ done: 1 });
  const jobs: PortalJob[] = NAMES.map((name) => ({ name, cron: "0 3 * * *", run: work }));
  const counted = counting(db);
  const log = { warn: () => {}, info: () => {} };
  const app = { db: counted.db, log, config: { timeZone: "Europe/Paris" } } as unknown as FastifyInstance;
  const queue = new JobQueue(app, jobs, 2);
  let started = performance.now();
  await queue.start();
  const startMs = performance.now() - started;

  const viaQueue: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    started = performance.now();
    const id = await queue.runNow("bench-a", "bench");
    await queue.settled("bench-a", id!);
    viaQueue.push(performance.now() - started);
  }
  const bare: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    started = performance.now();
    await sql`SELECT 1`.execute(db);
    await work();
    bare.push(performance.now() - started);
  }
  const before = counted.count();
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const idlePerSecond = ((counted.count() - before) / IDLE_MS) * 1000;
  await queue.stop();
  await db.destroy();
  await throwaway.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    engine,
    startMs: Number(startMs.toFixed(0)),
    runThroughQueueMs: { p50: percentile(viaQueue, 50), p95: percentile(viaQueue, 95) },
    bareRunMs: { p50: percentile(bare, 50), p95: percentile(bare, 95) },
    idleStatementsPerSecond: Number(idlePerSecond.toFixed(1)),
  };
}

process.env.DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
const results = [await measure("pglite"), await measure("postgresql")];
const out = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}`,
  queue: "pg-boss 10.4.2 through the portal's Kysely connection (jobs/kysely-connection.ts)",
  jobs: NAMES.length,
  runs: RUNS,
  results,
};
fs.mkdirSync(path.join(here, "results"), { recursive: true });
fs.writeFileSync(path.join(here, "results/job-queue.json"), `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
process.exit(0);
