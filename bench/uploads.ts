/**
 * Upload benchmark (issue 4): starts the real server in a child process (buildApp + listen on a
 * random port, temporary DATA_DIR, PGlite unless DATABASE_URL is set, S3 when S3_* are set),
 * uploads 1 MB then 10 MB PDF files with 20 concurrent clients, and records throughput and the
 * server's peak RSS per file size in bench/results/uploads.json. Uploads are streamed, so the
 * peak must not grow with the file size.
 *
 *   npx tsx bench/uploads.ts            (UPLOAD_BENCH_SCALE=0.2 for a quick run)
 *   DATABASE_URL=postgres://… npx tsx bench/uploads.ts   (a throw-away database is created on
 *   that server and dropped afterwards)
 */
import { fork, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { throwAwayDatabase } from "./throwaway-database.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const CONCURRENCY = 20;
const SCALE = Number(process.env.UPLOAD_BENCH_SCALE ?? 1);
const PHASES = [
  { label: "1 MB", size: 1024 * 1024, requests: Math.max(CONCURRENCY, Math.round(400 * SCALE)) },
  { label: "10 MB", size: 10 * 1024 * 1024, requests: Math.max(CONCURRENCY, Math.round(100 * SCALE)) },
];
const MB = 1024 * 1024;
const XSRF = "bench-xsrf";

type Ready = { type: "ready"; port: number; users: { token: string; answerId: number }[] };
type Memory = { type: "memory"; rss: number; peak: number; hwm: number | null; heapUsed: number };

// ---------------------------------------------------------------------------- server (child)

/** VmHWM (peak resident set since start) from /proc, in bytes, where Linux provides it. */
function vmHwm(): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync("/proc/self/status", "utf8"));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

async function serve(): Promise<void> {
  const { buildApp } = await import("../packages/server/src/app.ts");
  const { loadConfig } = await import("../packages/server/src/config.ts");
  const { createSession } = await import("../packages/server/src/auth/sessions.ts");
  const dataDir = process.env.BENCH_DATA_DIR!;
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  });
  const app = await buildApp(config);
  const users: Ready["users"] = [];
  for (let i = 0; i < CONCURRENCY; i++) {
    const login = `bench-${i}-${crypto.randomBytes(3).toString("hex")}@example.org`;
    const user = await app.db
      .insertInto("users")
      .values({ login, email: login, password_hash: null, activated_at: new Date() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const answer = await app.db
      .insertInto("answers")
      // A Master's application: the payment tab, whose proof of payment the bench uploads, shows.
      .values({ form_id: "candform", login, data: JSON.stringify({ typeformation: "MSC" }) })
      .returning("id")
      .executeTakeFirstOrThrow();
    users.push({ token: await createSession(app.db, user.id), answerId: answer.id });
  }
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  process.on("message", async (message: { type: string }) => {
    if (message.type === "reset") {
      global.gc?.();
      peak = process.memoryUsage().rss;
      process.send!({ type: "reset-done" });
    } else if (message.type === "memory") {
      const { rss, heapUsed } = process.memoryUsage();
      process.send!({
        type: "memory",
        rss,
        peak: Math.max(peak, rss),
        hwm: vmHwm(),
        heapUsed,
      } satisfies Memory);
    } else if (message.type === "stop") {
      clearInterval(sampler);
      await app.close();
      process.exit(0);
    }
  });
  process.send!({ type: "ready", port, users } satisfies Ready);
}

// ---------------------------------------------------------------------------- clients (parent)

/** A multipart body holding one PDF of `size` bytes (real header, then padding) in proof_of_payment. */
function uploadBody(size: number): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `----bench${crypto.randomBytes(8).toString("hex")}`;
  const pdf = Buffer.alloc(size, 0x20);
  Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "latin1").copy(pdf);
  Buffer.from("\n%%EOF\n").copy(pdf, size - 7);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="proof_of_payment"; filename="proof.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(new ArrayBuffer(head.length + size + tail.length));
  body.set(head);
  body.set(pdf, head.length);
  body.set(tail, head.length + size);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function ask<T>(child: ChildProcess, type: string, answer: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: { type: string }) => {
      if (message.type !== answer) return;
      child.off("message", listener);
      resolve(message as T);
    };
    child.on("message", listener);
    child.send({ type });
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function runPhase(child: ChildProcess, ready: Ready, phase: (typeof PHASES)[number]) {
  const { body, contentType } = uploadBody(phase.size);
  await ask(child, "reset", "reset-done");
  const before = await ask<Memory>(child, "memory", "memory");
  let next = 0;
  let failures = 0;
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const started = performance.now();
  const client = async (user: Ready["users"][number]) => {
    while (next < phase.requests) {
      next++;
      const t0 = performance.now();
      const res = await fetch(
        `http://127.0.0.1:${ready.port}/ws/form/candform/answer/${user.answerId}/file`,
        {
          method: "POST",
          body,
          headers: {
            "content-type": contentType,
            authorization: `Bearer ${user.token}`,
            "x-xsrf-token": XSRF,
            cookie: `XSRF-TOKEN=${XSRF}`,
          },
        },
      );
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status !== 200) failures++;
    }
  };
  await Promise.all(ready.users.map(client));
  const seconds = (performance.now() - started) / 1000;
  const after = await ask<Memory>(child, "memory", "memory");
  latencies.sort((a, b) => a - b);
  const ok = phase.requests - failures;
  const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
  return {
    fileSize: phase.label,
    fileBytes: phase.size,
    requests: phase.requests,
    statuses,
    seconds: round(seconds, 2),
    requestsPerSecond: round(ok / seconds, 2),
    megabytesPerSecond: round((ok * phase.size) / MB / seconds),
    latencyMs: {
      p50: Math.round(percentile(latencies, 50)),
      p95: Math.round(percentile(latencies, 95)),
      max: Math.round(latencies.at(-1) ?? 0),
    },
    serverRssBeforeMB: round(before.rss / MB),
    serverRssPeakMB: round(after.peak / MB),
    serverRssGrowthMB: round((after.peak - before.rss) / MB),
  };
}

/** Starts a fresh server process (own DATA_DIR and database), runs `work` against it, stops it. */
async function withServer<T>(work: (child: ChildProcess, ready: Ready) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-uploads-"));
  const database = await throwAwayDatabase();
  const child = fork(fileURLToPath(import.meta.url), ["--serve"], {
    execArgv: ["--import", "tsx", "--expose-gc"],
    env: { ...process.env, BENCH_DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once("message", (m) => resolve(m as Ready));
      child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    });
    return await work(child, ready);
  } finally {
    child.send({ type: "stop" });
    await new Promise((resolve) => child.once("exit", resolve));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const phases = [];
  // Each file size gets a fresh server, so that one phase's peak cannot hide the other's.
  for (const phase of PHASES) {
    const measured = await withServer(async (child, ready) => {
      // Warm-up: small uploads, so that start-up and first-use allocations are not counted.
      await runPhase(child, ready, { label: "warm-up", size: 64 * 1024, requests: CONCURRENCY * 2 });
      const result = await runPhase(child, ready, phase);
      const final = await ask<Memory>(child, "memory", "memory");
      return { ...result, serverPeakRssSinceStartMB: final.hwm ? Math.round(final.hwm / MB) : null };
    });
    phases.push(measured);
    console.log(JSON.stringify(measured));
  }
  const [small, large] = phases;
  const result = {
    benchmark: "uploads",
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    store: process.env.S3_BUCKET ? "s3" : "local directory (fsync before rename)",
    database: process.env.DATABASE_URL ? "postgresql" : "pglite",
    concurrency: CONCURRENCY,
    phases,
    memoryFlat: {
      rssGrowth1MBFilesMB: small.serverRssGrowthMB,
      rssGrowth10MBFilesMB: large.serverRssGrowthMB,
      peakRss1MBFilesMB: small.serverRssPeakMB,
      peakRss10MBFilesMB: large.serverRssPeakMB,
      note: "Growth = peak RSS during the phase minus RSS after warm-up, each size on a fresh server. With 20 uploads in flight, buffering 10 MB files would add at least 200 MB; streaming keeps it flat.",
    },
  };
  fs.mkdirSync(path.join(here, "results"), { recursive: true });
  fs.writeFileSync(path.join(here, "results", "uploads.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result.memoryFlat));
}

if (process.argv.includes("--serve")) await serve();
else await main();
