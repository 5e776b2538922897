import type { FileStore } from "./file-store.ts";

/**
 * Deletes stored objects after the transaction that removed their rows has committed. A failure is
 * counted, not thrown: the rows are gone already, so the orphan cleaner removes those bytes later.
 */
export async function deleteStoredObjects(
  store: FileStore,
  names: string[],
): Promise<{ deleted: number; failed: number }> {
  let deleted = 0;
  let failed = 0;
  for (const name of names) {
    try {
      await store.delete(name);
      deleted++;
    } catch {
      failed++;
    }
  }
  return { deleted, failed };
}
