/**
 * Login storm benchmark (issue #13, "measure logins/s and p99 at 20 concurrent, and keep the event
 * loop free while hashing"). In one run:
 *
 * 1. bare baseline: argon2id (the server's own ARGON2_OPTIONS) verified in a plain node process
 *    with as many calls in flight as the storm has clients: the machine's ceiling in logins/s;
 * 2. the real server in a child process (buildApp + listen on a random port, temporary DATA_DIR),
 *    N activated candidates written straight to the database with one precomputed hash;
 * 3. light authenticated GETs (GET …/session with a bearer token) at a fixed rate, alone: baseline p99;
 * 4. the storm: 20 clients logging in over and over through the route the web uses (POST …/login
 *    with the XSRF cookie and header), each with its own account (the throttle only counts
 *    failures, and every login here succeeds), while the same light GETs go on at the same rate.
 *
 * The database is PostgreSQL by default, a throwaway database on DATABASE_URL or on the local test
 * server (its maintenance database postgres://postgres@127.0.0.1:5432/postgres): results night runs on PostgreSQL, and PGlite
 * would put every query of the storm on the server's main thread. BENCH_DATABASE=pglite uses the
 * embedded database instead. Writes bench/results/login.json.
 *
 *   npx tsx bench/login.ts
 *   BENCH_DATABASE=pglite LOGIN_STORM_SECONDS=5 npx tsx bench/login.ts
 */
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import argon2 from "@node-rs/argon2";
import { throwAwayDatabase } from "./throwaway-database.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIENTS = Number(process.env.LOGIN_CLIENTS ?? 20);
const STORM_MS = Number(process.env.LOGIN_STORM_SECONDS ?? 10) * 1000;
const BASELINE_MS = 5000;
const BARE_MS = 4000;
const LIGHT_GETS_PER_SECOND = 20;
const PASSWORD = "correct horse battery staple 13";
const XSRF = "bench-xsrf";
const FORM = "candform";

type Ready = { type: "ready"; port: number; logins: string[]; readerToken: string; hashSlots: number };
type LoopDelay = { type: "loop"; p50: number; p99: number; max: number; cpuMs: number };

// ---------------------------------------------------------------------------- server (child)

async function serve(): Promise<void> {
  const { buildApp } = await import("../packages/server/src/app.ts");
  const { loadConfig } = await import("../packages/server/src/config.ts");
  const { hashPassword } = await import("../packages/server/src/auth/passwords.ts");
  const { createSession } = await import("../packages/server/src/auth/sessions.ts");
  const { HASH_SLOTS } = await import("../packages/server/src/auth/hash-slots.ts");
  const config = loadConfig({
    ...process.env,
    DATA_DIR: process.env.BENCH_DATA_DIR!,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  });
  const app = await buildApp(config);
  const hash = await hashPassword(PASSWORD);
  const logins = Array.from({ length: CLIENTS + 1 }, (_, i) => `storm-${i}@example.org`);
  const rows = await app.db
    .insertInto("users")
    .values(logins.map((login) => ({ login, email: login, password_hash: hash, activated_at: new Date() })))
    .returning("id")
    .execute();
  const readerToken = await createSession(app.db, rows.at(-1)!.id);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  // The event loop's own delay, per phase: what every other request waits before it even starts.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  let cpu = process.cpuUsage();
  loop.enable();
  process.on("message", async (message: { type: string }) => {
    if (message.type === "reset") {
      loop.reset();
      cpu = process.cpuUsage();
    } else if (message.type === "read") {
      const used = process.cpuUsage(cpu);
      const ms = (ns: number) => Math.round(ns / 1e4) / 100;
      process.send!({
        type: "loop",
        p50: ms(loop.percentile(50)),
        p99: ms(loop.percentile(99)),
        max: ms(loop.max),
        cpuMs: Math.round((used.user + used.system) / 1000),
      } satisfies LoopDelay);
    } else if (message.type === "stop") {
      await app.close();
      process.exit(0);
    }
  });
  process.send!({
    type: "ready",
    port,
    logins: logins.slice(0, CLIENTS),
    readerToken,
    hashSlots: HASH_SLOTS,
  } satisfies Ready);
}

// ---------------------------------------------------------------------------- measurements (parent)

const round = (x: number) => Math.round(x * 10) / 10;

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { count: times.length, p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted.at(-1) ?? NaN) };
}

/** argon2id verifications per second in this plain process, `inFlight` at a time, for `ms`. */
async function bareArgon2(inFlight: number, ms: number) {
  const { ARGON2_OPTIONS } = await import("../packages/server/src/auth/passwords.ts");
  const hash = await argon2.hash(PASSWORD, ARGON2_OPTIONS);
  const times: number[] = [];
  const end = performance.now() + ms;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        if (!(await argon2.verify(hash, PASSWORD))) throw new Error("argon2 verify failed");
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return {
    options: ARGON2_OPTIONS,
    inFlight,
    verifiesPerSecond: round(times.length / seconds),
    ms: percentiles(times),
  };
}

async function login(port: number, user: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/ws/form/${FORM}/login`, {
    method: "POST",
    body: JSON.stringify({ login: user, password: PASSWORD }),
    headers: { "content-type": "application/json", "x-xsrf-token": XSRF, cookie: `XSRF-TOKEN=${XSRF}` },
  });
  await res.arrayBuffer();
  return res.status;
}

async function lightGet(port: number, token: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/ws/form/${FORM}/session`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await res.arrayBuffer();
  return res.status;
}

/** Light GETs fired at a fixed rate (open loop: a slow answer never delays the next request). */
async function lightGets(port: number, token: string, ms: number) {
  const times: number[] = [];
  let errors = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; performance.now() - start < ms; i++) {
    const due = start + (i * 1000) / LIGHT_GETS_PER_SECOND;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    pending.push(
      (async () => {
        const t0 = performance.now();
        const status = await lightGet(port, token).catch(() => 0);
        times.push(performance.now() - t0);
        if (status !== 200) errors++;
      })(),
    );
  }
  await Promise.all(pending);
  return { perSecond: LIGHT_GETS_PER_SECOND, errors, ms: percentiles(times) };
}

/** CLIENTS clients, each logging in again and again with its own account, for `ms`. */
async function storm(port: number, logins: string[], ms: number) {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const end = performance.now() + ms;
  const start = performance.now();
  await Promise.all(
    logins.map(async (user) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const status = await login(port, user).catch(() => 0);
        times.push(performance.now() - t0);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const ok = statuses["200"] ?? 0;
  return {
    clients: logins.length,
    seconds: round(seconds),
    loginsPerSecond: round(ok / seconds),
    errors: times.length - ok,
    statuses,
    ms: percentiles(times),
  };
}

async function main(): Promise<void> {
  const pglite = process.env.BENCH_DATABASE === "pglite";
  if (!pglite) process.env.DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
  else delete process.env.DATABASE_URL;

  console.info(`bare argon2id, ${CLIENTS} in flight, ${BARE_MS / 1000} s…`);
  const bare = await bareArgon2(CLIENTS, BARE_MS);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-login-"));
  const database = await throwAwayDatabase();
  const child = fork(fileURLToPath(import.meta.url), ["--serve"], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const loopDelay = async (): Promise<Omit<LoopDelay, "type">> => {
    const reply = new Promise<LoopDelay>((resolve) => child.once("message", (m) => resolve(m as LoopDelay)));
    child.send({ type: "read" });
    const { type: _, ...figures } = await reply;
    return figures;
  };
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once("message", (m) => resolve(m as Ready));
      child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    });
    // Warm-up: JIT, connections, the session route.
    await Promise.all(ready.logins.slice(0, 4).map((user) => login(ready.port, user)));
    for (let i = 0; i < 20; i++) await lightGet(ready.port, ready.readerToken);

    console.info(`light GETs alone, ${BASELINE_MS / 1000} s…`);
    child.send({ type: "reset" });
    const alone = await lightGets(ready.port, ready.readerToken, BASELINE_MS);
    const aloneLoop = await loopDelay();

    console.info(`login storm, ${CLIENTS} clients, ${STORM_MS / 1000} s, with the same light GETs…`);
    child.send({ type: "reset" });
    const [logins, during] = await Promise.all([
      storm(ready.port, ready.logins, STORM_MS),
      lightGets(ready.port, ready.readerToken, STORM_MS),
    ]);
    const stormLoop = await loopDelay();

    const result = {
      benchmark: "login",
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model,
      loadAverage: os.loadavg(),
      uvThreadpoolSize: Number(process.env.UV_THREADPOOL_SIZE ?? 4),
      serverHashSlots: ready.hashSlots,
      database: pglite ? "pglite" : "postgresql",
      note:
        "times in ms. bare = argon2.verify in a plain node process with as many calls in flight as clients " +
        "(the libuv pool runs 4 at a time): the ceiling of logins/s on this machine. The server runs at most " +
        "serverHashSlots argon2 computations at once (auth/hash-slots.ts), leaving CPU and pool threads to the rest. Light GETs = GET …/session " +
        "with a bearer token at a fixed rate, alone and during the storm; serverLoopDelay = the server's event-loop " +
        "delay (monitorEventLoopDelay) and CPU over each phase. The storm and its client share the machine's cores.",
      bare,
      storm: logins,
      lightGets: { alone, duringStorm: during },
      serverLoopDelay: { alone: aloneLoop, duringStorm: stormLoop },
      ratios: {
        loginsPerSecondOfBareVerifies: round(logins.loginsPerSecond / bare.verifiesPerSecond),
        lightGetP99DuringStormMs: during.ms.p99,
        lightGetP99AloneMs: alone.ms.p99,
        lightGetP99Target: "< 100 ms during the storm",
      },
    };
    fs.mkdirSync(path.join(here, "results"), { recursive: true });
    fs.writeFileSync(path.join(here, "results", "login.json"), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
    console.info(
      `logins/s ${logins.loginsPerSecond} = ${result.ratios.loginsPerSecondOfBareVerifies} × bare argon2 ` +
        `(${bare.verifiesPerSecond}/s); login p99 ${logins.ms.p99} ms, ${logins.errors} errors; ` +
        `light GET p99 ${during.ms.p99} ms during the storm vs ${alone.ms.p99} ms alone (target < 100 ms)`,
    );
  } finally {
    child.send({ type: "stop" });
    await new Promise((resolve) => child.once("exit", resolve));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes("--serve")) await serve();
else await main();
