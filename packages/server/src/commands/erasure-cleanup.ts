import fs from "node:fs/promises";
import path from "node:path";
import { outboxDir, outboxFileName } from "../mail/transport.ts";
import type { FileStore } from "../storage/file-store.ts";
import { deleteStoredObjects } from "../storage/object-remover.ts";

/** What an erasure leaves to delete once its transaction has committed. */
export interface AfterCommit {
  /** FileStore objects (the uploaded bytes). */
  objects: string[];
  /** Outbox ids: their .eml copies in the file outbox ($DATA_DIR/outbox, when SMTP_URL is unset). */
  mails: number[];
}

/**
 * Deletes the bytes and the file-outbox copies of an erasure, after commit (a rollback must never
 * leave rows without their bytes). Failures are counted, not thrown: the rows are gone, and the
 * orphan cleaner removes leftover bytes within the hour.
 */
export async function cleanUpAfterErasure(
  target: { store: FileStore; dataDir: string },
  work: AfterCommit,
): Promise<{ deleted: number; failed: number }> {
  const result = await deleteStoredObjects(target.store, work.objects);
  const dir = outboxDir(target.dataDir);
  for (const id of work.mails) {
    try {
      await fs.rm(path.join(dir, outboxFileName(id)), { force: true });
    } catch {
      result.failed++;
    }
  }
  return result;
}
