import PgBoss from "pg-boss";
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import { embeddedPoolOf } from "../db/database.ts";
import { JOB_SCHEMA } from "../db/migrations/0027-job-queue.ts";
import { kyselyConnection } from "./kysely-connection.ts";

/** Something the portal does later, by itself: a queue of its own, run on a schedule or on demand. */
export interface PortalJob {
  /** The queue's name, also the key of its label on the jobs page (jobs.name.<name>). */
  name: string;
  /** When it runs by itself (cron, in the institution's time zone). */
  cron: string;
  /** Does the work; what it returns (counts) is kept with the job and shown on the jobs page. */
  run(app: FastifyInstance): Promise<Record<string, number> | void>;
}

/** How a failed job is retried: 5 more times, 30 s, 1 min, 2 min, … apart. */
const RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;
// Any constant shared by every server process: one process at a time makes the queues.
const QUEUE_CREATION_LOCK = 6_170_437;

/** A run taking longer than this is counted as failed (and retried): sweeps are short. */
const EXPIRE_SECONDS = 15 * 60;

/**
 * The portal's job queue, on pg-boss (PostgreSQL, FOR UPDATE SKIP LOCKED) in the portal's database,
 * so it runs on PGlite as on a server and needs nothing else installed. Each job's queue is
 * "stately": at most one run waiting and one running across every server process, so a scheduled run
 * that several processes see happens once. pg-boss keeps each run's state, attempts, output and
 * error, which the jobs page reads (queries/job-list.ts).
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly jobs: readonly PortalJob[],
    private readonly pollingIntervalSeconds = 2,
  ) {
    this.boss = new PgBoss({
      db: kyselyConnection(app.db),
      schema: JOB_SCHEMA,
      // The schema is made by the portal's migrations (db/migrations/0027-job-queue.ts).
      migrate: false,
      supervise: true,
      schedule: true,
      maintenanceIntervalSeconds: 300,
      // Kept a week for the jobs page, then deleted.
      deleteAfterDays: 7,
    });
    this.boss.on("error", (error) => app.log.warn({ err: error }, "job queue"));
  }

  async start(): Promise<void> {
    await this.boss.start();
    const timeZone = this.app.config.timeZone;
    await this.oneProcessAtATime(async () => {
      for (const job of this.jobs)
        await this.boss.createQueue(job.name, {
          name: job.name,
          policy: "stately",
          ...RETRY,
          expireInSeconds: EXPIRE_SECONDS,
        });
    });
    for (const job of this.jobs) {
      await this.boss.schedule(job.name, job.cron, {}, { tz: timeZone });
      const id = await this.boss.work(
        job.name,
        { pollingIntervalSeconds: this.pollingIntervalSeconds },
        async () => (await job.run(this.app)) ?? {},
      );
      this.workers.set(job.name, id);
    }
  }

  /**
   * Runs `work` holding a PostgreSQL advisory lock on a connection of its own: processes started
   * together on a new database otherwise deadlock making the queues' partitions. The embedded
   * database has one process (its data directory is locked) and one connection, which the lock would
   * hold against `work`'s own statements: there `work` simply runs.
   */
  private async oneProcessAtATime(work: () => Promise<void>): Promise<void> {
    const db = this.app.db;
    if (embeddedPoolOf(db)) return work();
    await db.connection().execute(async (connection) => {
      await sql`SELECT pg_advisory_lock(${QUEUE_CREATION_LOCK})`.execute(connection);
      try {
        await work();
      } finally {
        await sql`SELECT pg_advisory_unlock(${QUEUE_CREATION_LOCK})`.execute(connection);
      }
    });
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  has(name: string): boolean {
    return this.jobs.some((job) => job.name === name);
  }

  /**
   * Asks for a run now (the jobs page's "Run now", a test): the id of the run queued, or null when
   * one is already waiting (the queue holds one at a time). This process's worker is woken at once.
   */
  async runNow(name: string, requestedBy: string): Promise<string | null> {
    const id = await this.boss.send(name, { requestedBy });
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
    return id;
  }

  /** Runs a failed run again, keeping its history. */
  async retry(name: string, id: string): Promise<void> {
    await this.boss.retry(name, id);
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /** Waits until the run `id` has ended (completed, failed, cancelled), for tests and the CLI. */
  async settled(name: string, id: string, timeoutMs = 30_000): Promise<PgBoss.JobWithMetadata | null> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const job = await this.boss.getJobById<object>(name, id, { includeArchive: true });
      if (job && ["completed", "failed", "cancelled"].includes(job.state)) return job;
      if (Date.now() > until) return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** The job queue (jobs/job-queue.ts), started by startupTasks. */
    jobs: JobQueue;
  }
}

/** Starts the queue's workers and schedules; stopped (runs in progress finished) when the app closes. */
export async function startJobQueue(
  app: FastifyInstance,
  jobs: readonly PortalJob[],
  pollingIntervalSeconds?: number,
): Promise<JobQueue> {
  const queue = new JobQueue(app, jobs, pollingIntervalSeconds);
  app.decorate("jobs", queue);
  app.addHook("onClose", async () => queue.stop());
  await queue.start();
  return queue;
}
