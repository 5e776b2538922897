/**
 * Preloaded (`--import`) into each server process by bench/tab-save.ts: counts the SQL statements
 * every pg client sends, by their first 90 characters, and on SIGUSR2 writes to
 * STATEMENT_COUNTS_FILE `{ statements: {text: count}, cpuMicros }` (with the process's CPU time so
 * far); the bench reads it before and after a run. Touches no server code: it wraps
 * pg.Client.prototype.query, which every pool's client calls.
 */
import fs from "node:fs";
import pg from "pg";

const counts = new Map<string, number>();
const file = process.env.STATEMENT_COUNTS_FILE;
type Query = (...args: unknown[]) => unknown;
const original = pg.Client.prototype.query as unknown as Query;

const keys = new Map<string, string>();

/**
 * The statement's text as a short key: whitespace folded, parameters' values never included. Kept
 * by text: folding the tab save's 1.5 KB statement at each call cost the portal's side CPU the
 * bare route's one-line statement does not.
 */
function keyOf(config: unknown): string {
  const text = (typeof config === "string" ? config : (config as { text?: string } | null)?.text) ?? "?";
  let key = keys.get(text);
  if (key === undefined) {
    key = text.replace(/\s+/g, " ").trim().slice(0, 90);
    if (keys.size < 10_000) keys.set(text, key);
  }
  return key;
}

(pg.Client.prototype as unknown as { query: Query }).query = function (this: unknown, ...args: unknown[]) {
  const key = keyOf(args[0]);
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return original.apply(this, args);
};

process.on("SIGUSR2", () => {
  if (!file) return;
  const cpu = process.cpuUsage();
  const snapshot = { statements: Object.fromEntries(counts), cpuMicros: cpu.user + cpu.system };
  // Written aside then renamed: the bench never reads half a file.
  fs.writeFileSync(`${file}.part`, JSON.stringify(snapshot));
  fs.renameSync(`${file}.part`, file);
});
