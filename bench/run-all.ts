/**
 * Runs every benchmark one after the other, each in its own process so that one's memory never
 * weighs on the next; each writes its own JSON file in bench/results/. Stops at the first failure.
 *
 *   npm run bench                     # all of them
 *   npm run bench -- uploads reports  # only these
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

// In the order `npm run bench` runs them: those of issue #13's goals first, Lighthouse (wire) and
// the tab save's p99 leading, the figures most sensitive to a machine still busy.
const BENCHES: Record<string, string> = {
  wire: "wire.ts",
  "tab-save": "tab-save.ts",
  login: "login.ts",
  startup: "startup.ts",
  reports: "reports.ts",
  "results-night": "results-night.ts",
  "form-render": "form-render/run.ts",
  uploads: "uploads.ts",
  "answers-listing": "answers-listing.ts",
  applications: "applications.ts",
  "review-ranking": "review-ranking.ts",
  "dossier-zip": "dossier-zip.ts",
  "askreset-timing": "askreset-timing.ts",
  "unit-timings": "unit-timings.ts",
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(", ")}. Known: ${Object.keys(BENCHES).join(", ")}.`);
  process.exit(2);
}

for (const name of wanted.length > 0 ? wanted : Object.keys(BENCHES)) {
  console.info(`\n=== ${name} ===`);
  const run = spawnSync(process.execPath, ["--import", "tsx", path.join(here, BENCHES[name])], {
    cwd: path.resolve(here, ".."),
    stdio: "inherit",
  });
  if (run.status !== 0) {
    console.error(`${name} failed (exit ${run.status ?? run.signal}).`);
    process.exit(1);
  }
}
console.info(`\nFigures in ${path.join(here, "results")}.`);
