import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";

const require = createRequire(import.meta.url);

/** The installed PGlite's version: a template made by another version is not used. */
export function pgliteVersion(): string {
  const entry = require.resolve("@electric-sql/pglite");
  const manifest = path.join(path.dirname(entry), "..", "package.json");
  return (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version;
}

/**
 * The packed data folder of a new PGlite database (`npm run db:template -w @portal/server` writes
 * it, for the installed PGlite's version). Unpacking it takes a third of the CPU that PGlite's own
 * initdb does: the first `npm start` of a clone and every test's temporary database start sooner.
 */
export function templateFile(version = pgliteVersion()): string {
  const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "pglite-template");
  return path.join(folder, `pgdata-${version}.tar.gz`);
}

/**
 * PGlite's own start parameters, with 32 MB of shared buffers instead of PostgreSQL's default
 * 128 MB: PGlite zeroes them at every start (0.15 to 0.25 s of a restart) and they stay resident
 * (100 MB); 32 MB hold an embedded portal's working set.
 */
const START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

/**
 * Opens the PGlite database in `dir`; a new one (no folder, or an empty one) starts from the
 * template when there is one for this PGlite, and from PGlite's own initdb otherwise, or when the
 * template cannot be loaded.
 */
export async function openPglite(dir: string): Promise<PGlite> {
  const isNew = !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
  const template = templateFile();
  const startParams = START_PARAMS;
  if (!isNew || !fs.existsSync(template)) return PGlite.create(dir, { startParams });
  try {
    return await PGlite.create(dir, { loadDataDir: new Blob([fs.readFileSync(template)]), startParams });
  } catch {
    // A damaged template: what it unpacked goes, and initdb makes the database as it always did.
    fs.rmSync(dir, { recursive: true, force: true });
    return PGlite.create(dir, { startParams });
  }
}
