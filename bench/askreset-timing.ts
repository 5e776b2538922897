/**
 * Account discovery by timing (issue #8, item 4): does POST …/user/askreset answer as fast for an
 * address without an account as for one with an account? Starts the real server in a child
 * process (buildApp + listen on a random port, temporary DATA_DIR, PGlite unless DATABASE_URL is
 * set), then sends requests one at a time, alternating an address with an activated account and
 * an address without one (each address once, so the per-account rate limit stays out of the way),
 * and compares the two series: medians and a two-sided Mann-Whitney U test. Writes
 * bench/results/askreset-timing.json. Not part of CI: a timing is a measurement, not a test.
 *
 *   npx tsx bench/askreset-timing.ts            (ASKRESET_BENCH_PAIRS=100 by default)
 *   DATABASE_URL=postgres://… npx tsx bench/askreset-timing.ts
 */
import { fork } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { throwAwayDatabase } from "./throwaway-database.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const PAIRS = Number(process.env.ASKRESET_BENCH_PAIRS ?? 100);
const WARM_UP = 10;
const XSRF = "bench-xsrf";

type Ready = { type: "ready"; port: number; known: string[] };

// ---------------------------------------------------------------------------- server (child)

async function serve(): Promise<void> {
  const { buildApp } = await import("../packages/server/src/app.ts");
  const { loadConfig } = await import("../packages/server/src/config.ts");
  const config = loadConfig({
    ...process.env,
    DATA_DIR: process.env.BENCH_DATA_DIR!,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  });
  const app = await buildApp(config);
  const known: string[] = [];
  for (let i = 0; i < PAIRS + WARM_UP; i++) {
    const login = `known-${i}-${crypto.randomBytes(3).toString("hex")}@example.org`;
    await app.db
      .insertInto("users")
      .values({ login, email: login, password_hash: null, activated_at: new Date() })
      .execute();
    known.push(login);
  }
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.on("message", async (message: { type: string }) => {
    if (message.type === "stop") {
      await app.close();
      process.exit(0);
    }
  });
  process.send!({ type: "ready", port, known } satisfies Ready);
}

// ---------------------------------------------------------------------------- statistics

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The standard normal CDF (Abramowitz and Stegun 7.1.26 for erf, error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Two-sided Mann-Whitney U test (normal approximation, tie-corrected, with continuity correction). */
function mannWhitney(a: number[], b: number[]): { u: number; z: number; p: number } {
  const all = [...a.map((v) => ({ v, g: 0 })), ...b.map((v) => ({ v, g: 1 }))].sort((x, y) => x.v - y.v);
  const ranks = new Array<number>(all.length);
  let tieTerm = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1].v === all[i].v) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) ranks[k] = rank;
    const ties = j - i + 1;
    tieTerm += ties ** 3 - ties;
    i = j + 1;
  }
  const n1 = a.length;
  const n2 = b.length;
  const r1 = all.reduce((sum, item, i) => (item.g === 0 ? sum + ranks[i] : sum), 0);
  const u1 = r1 - (n1 * (n1 + 1)) / 2;
  const u = Math.min(u1, n1 * n2 - u1);
  const n = n1 + n2;
  const sigma = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1))));
  const z = sigma === 0 ? 0 : (Math.abs(u1 - (n1 * n2) / 2) - 0.5) / sigma;
  return { u, z, p: Math.min(1, 2 * (1 - normalCdf(z))) };
}

// ---------------------------------------------------------------------------- clients (parent)

async function askReset(port: number, user: string): Promise<{ ms: number; status: number; body: string }> {
  const t0 = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/ws/form/candform/user/askreset`, {
    method: "POST",
    body: JSON.stringify({ user }),
    headers: { "content-type": "application/json", "x-xsrf-token": XSRF, cookie: `XSRF-TOKEN=${XSRF}` },
  });
  const body = await res.text();
  return { ms: performance.now() - t0, status: res.status, body };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-askreset-"));
  const database = await throwAwayDatabase();
  const child = fork(fileURLToPath(import.meta.url), ["--serve"], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once("message", (m) => resolve(m as Ready));
      child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    });
    const unknown = (i: number) => `nobody-${i}-${crypto.randomBytes(3).toString("hex")}@example.org`;
    for (let i = 0; i < WARM_UP; i++) {
      await askReset(ready.port, ready.known[PAIRS + i]);
      await askReset(ready.port, unknown(PAIRS + i));
    }
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    const answers = new Set<string>();
    for (let i = 0; i < PAIRS; i++) {
      // Alternate which goes first, so neither series always follows the other.
      const order = i % 2 === 0 ? ["known", "unknown"] : ["unknown", "known"];
      for (const kind of order) {
        const res = await askReset(ready.port, kind === "known" ? ready.known[i] : unknown(i));
        answers.add(`${res.status} ${res.body}`);
        (kind === "known" ? knownMs : unknownMs).push(res.ms);
      }
    }
    const test = mannWhitney(knownMs, unknownMs);
    const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
    const result = {
      benchmark: "askreset-timing",
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      database: process.env.DATABASE_URL ? "postgresql" : "pglite",
      requests: { known: knownMs.length, unknown: unknownMs.length, warmUpPairs: WARM_UP },
      distinctAnswers: [...answers],
      medianMs: { known: round(median(knownMs)), unknown: round(median(unknownMs)) },
      medianDifferenceMs: round(median(unknownMs) - median(knownMs)),
      mannWhitney: { u: test.u, z: round(test.z, 3), pValue: Number(test.p.toPrecision(3)) },
      verdict:
        test.p < 0.01
          ? "the two series differ (p < 0.01): the answer time may tell whether an account exists"
          : "no measurable difference (p >= 0.01)",
      before: "issue #8, before the fix: median 7.9 ms known vs 6.1 ms unknown, p = 6e-6 over 60 tries",
    };
    fs.mkdirSync(path.join(here, "results"), { recursive: true });
    fs.writeFileSync(
      path.join(here, "results", "askreset-timing.json"),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    console.log(JSON.stringify(result, null, 2));
  } finally {
    child.send({ type: "stop" });
    await new Promise((resolve) => child.once("exit", resolve));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes("--serve")) await serve();
else await main();
