import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.ts";
import type { FileStore, StoredObject } from "../storage/file-store.ts";
import { fileStoreFor } from "../storage/file-store-for.ts";
import { hit } from "../auth/rate-limits.ts";

/** Bytes younger than this are left alone: their upload may still be about to be recorded. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const BATCH = 500;

/** What one cleaning pass removed. */
export interface CleaningReport {
  orphans: string[];
  partials: number;
}

/**
 * Deletes stored objects that no `files` row nor reference letter refers to and that are older than the grace period
 * (an upload cut between storing and recording, a deletion whose byte removal failed), and the
 * temporary files of interrupted writes.
 */
export async function cleanOrphanFiles(
  db: Database,
  store: FileStore,
  options: { now?: Date; graceMs?: number } = {},
): Promise<CleaningReport> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_GRACE_MS));
  const orphans: string[] = [];
  let batch: StoredObject[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const names = batch.map((object) => object.name);
    const known = await db
      .selectFrom("files")
      .select("generated_name")
      .where("generated_name", "in", names)
      .execute();
    // Reference letters (migration 0024) live in the same store outside `files`.
    const letters = await db
      .selectFrom("answer_references")
      .select("letter_name")
      .where("letter_name", "in", names)
      .execute();
    const referenced = new Set([
      ...known.map((row) => row.generated_name),
      ...letters.map((row) => row.letter_name),
    ]);
    for (const name of names.filter((n) => !referenced.has(n))) {
      await store.delete(name);
      orphans.push(name);
    }
    batch = [];
  };
  for await (const object of store.list()) {
    if (object.modifiedAt >= cutoff) continue;
    batch.push(object);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  const partials = await store.sweepPartials(cutoff);
  return { orphans, partials };
}

/** How often the cleaner runs while the server is up. */
export const CLEANING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the cleaner at start-up (in the background) and then hourly; stops with the app. Every
 * server process has this timer, but one listing of the shared store per hour is enough: the first
 * process to count the hour (a counter in PostgreSQL) cleans it, the others only sweep their own
 * spool. Failures are logged, never fatal: a missed pass is caught up by the next one.
 */
export function startFileMaintenance(app: FastifyInstance): void {
  const store = fileStoreFor(app);
  let running: Promise<void> = Promise.resolve();
  const pass = () => {
    running = (async () => {
      const { hits } = await hit(app.db, "maintenance:orphan-files", CLEANING_INTERVAL_MS);
      // The spool of interrupted writes is this process's own folder: every process sweeps its own.
      const report =
        hits === 1
          ? await cleanOrphanFiles(app.db, store)
          : { orphans: [], partials: await store.sweepPartials(new Date(Date.now() - ORPHAN_GRACE_MS)) };
      if (report.orphans.length || report.partials) app.log.info(report, "removed orphaned upload bytes");
    })().catch((error: unknown) => app.log.warn({ err: error }, "orphaned upload cleaning failed"));
  };
  const timer = setInterval(pass, CLEANING_INTERVAL_MS);
  timer.unref();
  app.addHook("onReady", async () => pass());
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
