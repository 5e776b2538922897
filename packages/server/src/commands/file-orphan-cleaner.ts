import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.ts";
import type { FileStore, StoredObject } from "../storage/file-store.ts";
import { fileStoreFor } from "../storage/file-store-for.ts";

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

/** How often each process sweeps its own spool of interrupted writes. */
export const SPOOL_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Sweeps this process's spool of interrupted writes at start and every hour: the spool is the
 * process's own folder, which no other process can clean. The listing of the shared store, which one
 * process is enough to do, is the job queue's "orphan-files" job (jobs/portal-jobs.ts).
 */
export function startSpoolSweeping(app: FastifyInstance): void {
  const store = fileStoreFor(app);
  let running: Promise<void> = Promise.resolve();
  const pass = () => {
    running = store
      .sweepPartials(new Date(Date.now() - ORPHAN_GRACE_MS))
      .then((partials) => {
        if (partials) app.log.info({ partials }, "removed interrupted upload writes");
      })
      .catch((error: unknown) => app.log.warn({ err: error }, "interrupted upload cleaning failed"));
  };
  const timer = setInterval(pass, SPOOL_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook("onReady", async () => pass());
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
