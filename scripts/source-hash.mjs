import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const SKIPPED = new Set(["node_modules", "dist", ".vite", "data"]);

/** Every file under `entry` (a file or a folder), skipping dependencies, builds and data. */
function filesUnder(entry) {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .filter((item) => !SKIPPED.has(item.name))
    .flatMap((item) => filesUnder(path.join(entry, item.name)))
    .sort();
}

/**
 * A digest of the names and contents of the files under `entries` (relative to `root`): what a
 * build read, so that an unchanged digest means the build's output is still current.
 */
export function sourceHash(root, entries) {
  const hash = crypto.createHash("sha256");
  for (const file of entries.flatMap((entry) => filesUnder(path.join(root, entry)))) {
    hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

/** Whether the digest recorded in `stampFile` is `hash`. */
export function isCurrent(stampFile, hash) {
  return fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8").trim() === hash;
}
