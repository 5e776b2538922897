import fsp from "node:fs/promises";
import path from "node:path";

/** Removes the files of a spool directory last written before `before`; returns how many went. */
export async function removeFilesOlderThan(dir: string, before: Date): Promise<number> {
  let removed = 0;
  for (const entry of await fsp.readdir(dir)) {
    const file = path.join(dir, entry);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat && stat.mtime < before) {
      await fsp.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
