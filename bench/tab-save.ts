/**
 * Tab save throughput (issue #13): in one run, on one PostgreSQL server (a throwaway database per
 * side on DATABASE_URL, by default the local postgres://postgres@127.0.0.1:5432/postgres), with
 * TAB_SAVE_CLIENTS (50) concurrent clients (autocannon, in this process):
 *
 * 1. bare: bench/tab-save-bare-server.ts, Fastify + pg + one `UPDATE … WHERE version = $n`;
 * 2. portal: the real server (bench/tab-save-portal-server.ts), each client saving a candidate's
 *    personal tab through the route the web uses (POST /ws/form/candform/answer/{id} with the
 *    bearer token, the XSRF cookie and header, the values the web sends and the version of the
 *    previous answer; a new identity-card number each time, so every save writes).
 *
 * Each side runs in its own process with bench/count-statements.ts preloaded: the SQL statements
 * it sent during the measured phase, divided by the saves, are the round trips per save (with
 * their breakdown), with the server's CPU time per save. TAB_SAVE_PROFILE=1 also records a CPU
 * profile of the portal during its phase (<tmpdir>/tab-save.cpuprofile, read further with
 * bench/tab-save-profile.ts) and prints its top self-time functions.
 * The CPU time of PostgreSQL's processes and of the clients is read beside the server's
 * (bench/database-cpu.ts): where the machine's cores went, per save. TAB_SAVE_SETUP_SQL runs
 * statements on the portal's database before the load (an index dropped, to weigh it);
 * TAB_SAVE_NODE_FLAGS gives both servers Node flags (a garbage collector setting, to weigh it).
 * Prints saves/s, p50/p99 and errors of both and "tab save = NN % of the bare route";
 * writes bench/results/tab-save.json.
 *
 *   npx tsx bench/tab-save.ts
 *   TAB_SAVE_SECONDS=10 TAB_SAVE_PROFILE=1 BENCH_DATABASE_PREFIX=h_save_ npx tsx bench/tab-save.ts
 */
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { submitableValues } from "@portal/domain/engine/submitable";
import { completeApplication } from "@portal/domain/rules/fixtures";
import { candform } from "@portal/domain/schema/candform";
import type { BenchCandidate } from "./tab-save-portal-server.ts";
import { describeSelfTimes, selfTimes, type CpuProfile } from "./tab-save-profile.ts";
import { postgresCpuMicros } from "./database-cpu.ts";
import { throwAwayDatabase } from "./throwaway-database.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIENTS = Number(process.env.TAB_SAVE_CLIENTS ?? 50);
const SECONDS = Number(process.env.TAB_SAVE_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.TAB_SAVE_WARMUP_SECONDS ?? 3);
const PROFILE = process.env.TAB_SAVE_PROFILE === "1";
// Spare candidates stand in while one whose save failed re-reads its version (none when all goes well).
const CANDIDATES = CLIENTS * 2;
const XSRF = "bench-xsrf";
const FORM = "candform";

/** The part of autocannon's options and result this bench uses (the package ships no types). */
interface CannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}
interface CannonResult {
  duration: number;
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latency: { average: number; p50: number; p99: number; max: number };
  statusCodeStats: Record<string, { count: number }>;
}
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
  requests: {
    setupRequest(request: CannonRequest, context: { candidate?: Slot }): CannonRequest;
    onResponse(status: number, body: string, context: { candidate?: Slot }): void;
  }[];
}) => Promise<CannonResult>;

/** A candidate as the clients hold it: where it saves, with what, and the version it is at. */
interface Slot {
  path: string;
  token: string;
  version: number;
  /** How to learn the stored version again after a failed save. */
  reread(): Promise<number>;
}

// What the web posts for the personal tab (form-screen/tab-saver.ts): the tab's submitable values
// with its validated flag set, on top of the answer the candidate has.
const full = completeApplication();
const personalValues = submitableValues(candform, "personal", { ...full, personal_validated: "O" });
let sequence = 0;

/**
 * Runs CLIENTS connections for `seconds`, each taking a free candidate, saving it, and giving it
 * back with the version of the answer: a candidate is never in two requests at once, and a
 * connection keeps its candidate from one save to the next (the free list is last in, first out).
 */
function load(port: number, slots: Slot[], seconds: number): Promise<CannonResult> {
  const free = [...slots];
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CLIENTS,
    duration: seconds,
    requests: [
      {
        setupRequest(request, context) {
          const slot = free.pop();
          if (!slot) throw new Error("every candidate is busy: more requests lost than spare candidates");
          context.candidate = slot;
          return {
            ...request,
            method: "POST",
            path: slot.path,
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${slot.token}`,
              cookie: `XSRF-TOKEN=${XSRF}`,
              "x-xsrf-token": XSRF,
            },
            body: JSON.stringify({
              tab: "personal",
              version: slot.version,
              values: { ...personalValues, idcardno: `ID${++sequence}` },
            }),
          };
        },
        onResponse(status, body, context) {
          const slot = context.candidate!;
          if (status === 200) {
            slot.version = (JSON.parse(body) as { version: number }).version;
            free.push(slot);
          } else {
            void slot.reread().then((version) => {
              slot.version = version;
              free.push(slot);
            });
          }
        },
      },
    ],
  });
}

/** What the child's preloaded counter (count-statements.ts) holds now. */
interface Counts {
  statements: Record<string, number>;
  cpuMicros: number;
}

async function statementCounts(child: ChildProcess, file: string): Promise<Counts> {
  fs.rmSync(file, { force: true });
  child.kill("SIGUSR2");
  for (let i = 0; i < 500; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as Counts;
  }
  throw new Error("the statement counter did not answer");
}

/** Statements sent per save between two counts, by statement, most first. */
function perSave(before: Record<string, number>, after: Record<string, number>, saves: number) {
  const rows = Object.entries(after)
    .map(([statement, n]) => [statement, (n - (before[statement] ?? 0)) / Math.max(saves, 1)] as const)
    .filter(([, n]) => n > 0.005)
    .sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, n]) => sum + n, 0);
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return { total: round2(total), statements: Object.fromEntries(rows.map(([s, n]) => [s, round2(n)])) };
}

function message<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const listener = (m: { type: string }) => {
      if (m.type !== type) return;
      child.off("message", listener);
      resolve(m as T);
    };
    child.on("message", listener);
    child.once("exit", (code) => reject(new Error(`server exited with ${code} before ${type}`)));
  });
}

// TAB_SAVE_NODE_FLAGS: Node's flags for both servers, to weigh one (--max-semi-space-size=64).
const childArgv = [
  ...(process.env.TAB_SAVE_NODE_FLAGS?.split(" ").filter(Boolean) ?? []),
  "--import",
  "tsx",
  "--import",
  path.join(here, "count-statements.ts"),
];

/** The bare baseline in its own process, and how to reach its rows. */
async function startBare(databaseUrl: string, countsFile: string) {
  const child = fork(path.join(here, "tab-save-bare-server.ts"), [], {
    execArgv: childArgv,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      ROWS: String(CANDIDATES),
      STATEMENT_COUNTS_FILE: countsFile,
    },
    stdio: ["ignore", "pipe", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  const slots: Slot[] = Array.from({ length: CANDIDATES }, (_, i) => ({
    path: `/bare/${i + 1}`,
    token: "",
    version: 1,
    async reread() {
      const res = await fetch(`http://127.0.0.1:${port}/bare/${i + 1}`);
      return ((await res.json()) as { version: number }).version;
    },
  }));
  return { child, port, slots };
}

/** The portal in its own process, and its candidates. */
async function startPortal(databaseUrl: string, countsFile: string, dataDir: string) {
  const child = fork(path.join(here, "tab-save-portal-server.ts"), [], {
    execArgv: childArgv,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      BENCH_DATA_DIR: dataDir,
      CANDIDATES: String(CANDIDATES),
      STATEMENT_COUNTS_FILE: countsFile,
    },
    // The server logs as in production, to a sink nobody reads (a pipe would make the bench read it).
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const ready = await message<{ port: number; candidates: BenchCandidate[] }>(child, "ready");
  const slots: Slot[] = ready.candidates.map((candidate) => ({
    path: `/ws/form/${FORM}/answer/${candidate.answerId}`,
    token: candidate.token,
    version: candidate.version,
    async reread() {
      const res = await fetch(`http://127.0.0.1:${ready.port}/ws/form/${FORM}/answer/${candidate.login}`, {
        headers: { authorization: `Bearer ${candidate.token}` },
      });
      return ((await res.json()) as { version: number }).version;
    },
  }));
  return { child, port: ready.port, slots };
}

/** Warm-up, then the measured phase with the statement counts around it. */
async function measure(
  label: string,
  side: { child: ChildProcess; port: number; slots: Slot[] },
  countsFile: string,
  profileFile?: string,
) {
  console.info(`${label}: warm-up ${WARMUP_SECONDS} s, then ${CLIENTS} clients for ${SECONDS} s…`);
  await load(side.port, side.slots, WARMUP_SECONDS);
  // The saves cut off by the end of the warm-up may have been stored: every version is read again.
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const slot of side.slots) slot.version = await slot.reread();
  const before = await statementCounts(side.child, countsFile);
  const databaseBefore = postgresCpuMicros();
  const benchBefore = process.cpuUsage();
  if (profileFile) {
    side.child.send({ type: "profile-start" });
    await message(side.child, "profile-started");
  }
  const result = await load(side.port, side.slots, SECONDS);
  const benchCpu = process.cpuUsage(benchBefore);
  const databaseAfter = postgresCpuMicros();
  if (profileFile) {
    side.child.send({ type: "profile-stop", file: profileFile });
    await message(side.child, "profile-written");
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = await statementCounts(side.child, countsFile);
  const saves = result["2xx"];
  const msPerSave = (micros: number) => Math.round(micros / 10 / Math.max(saves, 1)) / 100;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([s, v]) => [s, v.count]));
  return {
    savesPerSecond: Math.round(saves / result.duration),
    saves,
    seconds: result.duration,
    errors: result.non2xx + result.errors + result.timeouts,
    statuses,
    latencyMs: {
      average: result.latency.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    // The server's own CPU per save: a figure that holds better than saves/s on a busy machine.
    serverCpuMsPerSave: msPerSave(after.cpuMicros - before.cpuMicros),
    // Where the rest of the machine's two cores went: PostgreSQL's processes, and the clients.
    databaseCpuMsPerSave:
      databaseBefore === null || databaseAfter === null ? null : msPerSave(databaseAfter - databaseBefore),
    clientsCpuMsPerSave: msPerSave(benchCpu.user + benchCpu.system),
    statementsPerSave: perSave(before.statements, after.statements, saves),
  };
}

async function stop(child: ChildProcess, bare: boolean): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  if (bare) child.kill("SIGTERM");
  else child.send({ type: "stop" });
  await exited;
}

async function main(): Promise<void> {
  process.env.DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
  const resultsDir = path.join(here, "results");
  fs.mkdirSync(resultsDir, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-tab-save-"));
  const countsFile = path.join(scratch, "statements.json");
  const bareDatabase = await throwAwayDatabase();
  const portalDatabase = await throwAwayDatabase();
  try {
    const bareSide = await startBare(bareDatabase.url!, countsFile);
    const bare = await measure("bare route", bareSide, countsFile).finally(() => stop(bareSide.child, true));

    const portalSide = await startPortal(portalDatabase.url!, countsFile, scratch);
    // Outside the repository (it weighs megabytes); its path is printed.
    const profileFile = PROFILE ? path.join(os.tmpdir(), "tab-save.cpuprofile") : undefined;
    const portal = await measure("portal tab save", portalSide, countsFile, profileFile).finally(() =>
      stop(portalSide.child, false),
    );
    const profile = profileFile
      ? selfTimes(JSON.parse(fs.readFileSync(profileFile, "utf8")) as CpuProfile, 25)
      : undefined;

    const percent = Math.round((100 * portal.savesPerSecond) / Math.max(bare.savesPerSecond, 1));
    const result = {
      benchmark: "tab-save",
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model,
      loadAverage: os.loadavg(),
      database: "postgresql",
      clients: CLIENTS,
      note:
        "Each side in its own process on its own throwaway database of the same PostgreSQL server, the " +
        "clients (autocannon) in the bench's process, all on this machine's cores. saves/s counts 200s only; " +
        "latency in ms over every answer; errors = non-2xx + connection errors + timeouts. statementsPerSave: " +
        "SQL statements the server sent (BEGIN and COMMIT included) during the measured phase / saves; " +
        "serverCpuMsPerSave: the server process's CPU time (user + system) over the phase / saves; " +
        "databaseCpuMsPerSave: the same for the PostgreSQL server's processes (read from /proc), " +
        "clientsCpuMsPerSave for the bench's own process (autocannon). " +
        "The portal logs at info, as in production.",
      bare,
      portal,
      ratio: { tabSavePercentOfBare: percent, target: "≥ 50 %, p99 ≤ 50 ms, 0 errors" },
      ...(profile ? { portalProfile: profile } : {}),
    };
    fs.writeFileSync(path.join(resultsDir, "tab-save.json"), `${JSON.stringify(result, null, 2)}\n`);
    const line = (label: string, side: typeof bare) =>
      `${label}: ${side.savesPerSecond} saves/s, p50 ${side.latencyMs.p50} ms, p99 ${side.latencyMs.p99} ms, ` +
      `${side.errors} errors, ${side.statementsPerSave.total} statements per save; CPU per save: ` +
      `server ${side.serverCpuMsPerSave} ms, PostgreSQL ${side.databaseCpuMsPerSave ?? "?"} ms, ` +
      `clients ${side.clientsCpuMsPerSave} ms`;
    console.info(line("bare route", bare));
    console.info(line("portal tab save", portal));
    console.info("portal statements per save:");
    for (const [statement, n] of Object.entries(portal.statementsPerSave.statements))
      console.info(`  ${String(n).padStart(5)}  ${statement}`);
    if (profile) console.info(`${describeSelfTimes(profile)}\nprofile: ${profileFile}`);
    console.info(`tab save = ${percent} % of the bare route`);
  } finally {
    await bareDatabase.drop();
    await portalDatabase.drop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
