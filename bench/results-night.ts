/**
 * Results-night simulation (issue #13): the portal as the jury publishes, at rising arrival rates,
 * with one server process and with two, each time behind nginx (the cluster of the scale-out test:
 * docs/deploy/nginx.conf over TLS, one PostgreSQL database, one S3 store), so that the process
 * count is the only difference between the two runs.
 *
 * The load is open-loop: visits arrive at a fixed rate whatever the server's pace (a slow server
 * does not slow the arrivals down), and each visit's time counts from when it was due, so queueing
 * shows in the figures. The rate rises by RESULTS_NIGHT_STEP visits/s every
 * RESULTS_NIGHT_STEP_SECONDS; a step is held when its p99 is under 500 ms with 0 errors. The run
 * stops at the first step not held (a step missed on latency alone gets a second try); the figure
 * is the highest rate held.
 *
 * A visit is one request, drawn from this mix (out of 20):
 *   4 result reads    a candidate whose jury published reads their answer (GET …/answer/{login})
 *   4 answer reads    a candidate still finishing reads their answer
 *   4 tab saves       the personal tab saved (POST …/answer/{id}, the version read before)
 *   2 logins          a password login (argon2id, the server's settings; a new session each time)
 *   2 PDF downloads   the application report of a candidate with a result (POST /ws/report/…)
 *   2 validations     a complete application validated (PUT /ws/validateapplication/{login}), once per candidate
 *   2 uploads         a 1 MB PDF as proof of payment (POST …/answer/{id}/file), replacing the last one
 * The population (bench/results-night/seed.ts) is written straight into the database; sessions
 * are opened there too, so only the logins of the mix pay argon2.
 *
 *   npx tsx bench/results-night.ts                                 (the full run, a few minutes)
 *   RESULTS_NIGHT_STEP_SECONDS=4 RESULTS_NIGHT_PROCESSES=1 npx tsx bench/results-night.ts   (a quick look)
 *
 * Needs PostgreSQL (DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432/postgres) and
 * nginx (packages/server/ensure-nginx.sh). Writes bench/results/results-night.json.
 */
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tabFieldIds } from "@portal/domain/engine/schema-index";
import { completeApplication } from "@portal/domain/rules/fixtures";
import { candform } from "@portal/domain/schema/candform";
import { createSession } from "../packages/server/src/auth/sessions.ts";
import { openDatabase } from "../packages/server/src/db/database.ts";
import { startCluster, type Cluster } from "../packages/server/test/scale-out/cluster.ts";
import { PortalClient, type PortalResponse } from "../packages/server/test/scale-out/portal-client.ts";
import { PASSWORD, seedPopulation } from "./results-night/seed.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const START = env("RESULTS_NIGHT_START", 20);
const STEP = env("RESULTS_NIGHT_STEP", 20);
const MAX_RATE = env("RESULTS_NIGHT_MAX", 400);
const STEP_MS = env("RESULTS_NIGHT_STEP_SECONDS", 15) * 1000;
const WARM_UP_MS = 5000;
const P99_LIMIT_MS = 500;
const PROCESS_COUNTS = (process.env.RESULTS_NIGHT_PROCESSES ?? "1,2").split(",").map(Number);

type Kind = "result" | "answer" | "save" | "login" | "pdf" | "validate" | "upload";
/** The mix out of 20 (see the header), interleaved so that every second of a step has all kinds. */
const MIX: Kind[] = [
  ...["result", "answer", "save", "result", "answer", "save", "login", "pdf", "validate", "upload"],
  ...["result", "answer", "save", "result", "answer", "save", "login", "pdf", "validate", "upload"],
] as Kind[];

/** Visits a run can make at most: the population is sized for it (validations use each candidate once). */
function visitBudget(): number {
  let visits = (WARM_UP_MS / 1000) * START;
  for (let rate = START; rate <= MAX_RATE; rate += STEP) visits += (rate * STEP_MS) / 1000;
  return Math.ceil(visits);
}

// A valid personal tab; each save changes the identity card number.
const full = completeApplication();
const personal = Object.fromEntries(
  tabFieldIds(candform, "personal")
    .filter((id) => id in full && id !== "uploadPhoto")
    .map((id) => [id, full[id]]),
);

/** A multipart body holding one PDF of 1 MB in proof_of_payment. */
function uploadBody(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = "----resultsnight";
  const pdf = Buffer.alloc(1024 * 1024, 0x20);
  Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "latin1").copy(pdf);
  Buffer.from("\n%%EOF\n").copy(pdf, pdf.length - 7);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="proof_of_payment"; filename="transfer.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
  return {
    payload: Buffer.concat([head, pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A candidate with an open session (opened in the database) and, for writers, the answer's version. */
interface Visitor {
  login: string;
  client: PortalClient;
  answerId: number;
  version: number;
  busy: boolean;
}

/** Opens a session per login straight in the database and reads each answer's id and version. */
async function visitors(cluster: Cluster, logins: string[], agent: https.Agent): Promise<Visitor[]> {
  const db = await openDatabase({ databaseUrl: cluster.databaseUrl, dataDir: os.tmpdir() });
  try {
    const rows = await db
      .selectFrom("users")
      .innerJoin("answers", "answers.login", "users.login")
      .select(["users.id as userId", "users.login", "answers.id as answerId", "answers.version"])
      .where("users.login", "in", logins)
      .execute();
    const byLogin = new Map(rows.map((row) => [row.login, row]));
    const result: Visitor[] = [];
    for (let i = 0; i < logins.length; i += 50) {
      const batch = await Promise.all(
        logins.slice(i, i + 50).map(async (login) => {
          const row = byLogin.get(login)!;
          const client = new PortalClient(cluster.url, { ca: cluster.ca, agent });
          client.xsrf = "results-night-xsrf";
          client.token = await createSession(db, row.userId);
          return { login, client, answerId: row.answerId, version: row.version, busy: false };
        }),
      );
      result.push(...batch);
    }
    return result;
  } finally {
    await db.destroy();
  }
}

/** What one step measured. */
interface StepFigures {
  rate: number;
  seconds: number;
  visits: number;
  errors: number;
  errorSamples: string[];
  p50: number;
  p99: number;
  max: number;
  perKindP99: Partial<Record<Kind, number>>;
  held: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The load of one process count: population, sessions, then the steps until one is not held. */
async function runCluster(processes: number) {
  const cluster = await startCluster({
    processes,
    nginx: true,
    nginxWorkers: 2,
    databasePrefix: process.env.RESULTS_NIGHT_DB_PREFIX ?? "portal_bench_night_",
    // Results night mails every candidate: no relay here, the file outbox of each process.
    // RESULTS_NIGHT_LOG_LEVEL=info shows the processes' logs (to see why a request failed).
    env: { LOG_LEVEL: process.env.RESULTS_NIGHT_LOG_LEVEL ?? "error" },
    logs: Boolean(process.env.RESULTS_NIGHT_LOG_LEVEL),
  });
  const agent = new https.Agent({ keepAlive: true, maxSockets: 512, ca: cluster.ca });
  try {
    const budget = visitBudget();
    const population = await seedPopulation(cluster.databaseUrl, {
      readers: 2000,
      // Half of them save and upload (never validated), the other half validate once each.
      finishers: 2000 + Math.ceil(budget / 10) + 100,
    });
    const writers = population.finishers.slice(0, 2000);
    const validators = population.finishers.slice(2000);
    const readers = await visitors(cluster, population.readers, agent);
    const savers = await visitors(cluster, writers, agent);
    const finishers = await visitors(cluster, validators, agent);
    const upload = uploadBody();
    let cursor = 0;
    const pick = <T>(list: T[]) => list[cursor++ % list.length]!;
    /** A writer with nothing in flight (a save and an upload on one answer would conflict). */
    const idleSaver = () => {
      for (let i = 0; i < savers.length; i++) {
        const saver = pick(savers);
        if (!saver.busy) return saver;
      }
      throw new Error("every writer is busy: the population is too small for this rate");
    };
    let nextFinisher = 0;
    let sequence = 0;

    const visit = async (kind: Kind): Promise<PortalResponse> => {
      switch (kind) {
        case "result": {
          const reader = pick(readers);
          return reader.client.get(`/ws/form/candform/answer/${reader.login}`);
        }
        case "answer": {
          const saver = pick(savers);
          return saver.client.get(`/ws/form/candform/answer/${saver.login}`);
        }
        case "login": {
          const client = new PortalClient(cluster.url, { ca: cluster.ca, agent });
          client.xsrf = "results-night-xsrf";
          return client.login(pick(readers).login, PASSWORD);
        }
        case "pdf": {
          const reader = pick(readers);
          return reader.client.post(`/ws/report/application_file/${reader.login}`);
        }
        case "validate": {
          const finisher = finishers[nextFinisher++];
          if (!finisher) throw new Error("no candidate left to validate: the population is too small");
          return finisher.client.put(`/ws/validateapplication/${finisher.login}`);
        }
        case "save":
        case "upload": {
          const saver = idleSaver();
          saver.busy = true;
          try {
            const res =
              kind === "save"
                ? await saver.client.post(`/ws/form/candform/answer/${saver.answerId}`, {
                    tab: "personal",
                    version: saver.version,
                    values: { ...personal, idcardno: `NIGHT-${++sequence}` },
                  })
                : await saver.client.post(
                    `/ws/form/candform/answer/${saver.answerId}/file`,
                    upload.payload,
                    upload.headers,
                  );
            if (res.status === 200) saver.version = res.json<{ version: number }>().version;
            return res;
          } finally {
            saver.busy = false;
          }
        }
      }
    };

    /** Visits arrive every 1000/rate ms for `ms`; each is timed from when it was due. */
    const step = async (rate: number, ms: number): Promise<StepFigures> => {
      const latencies: number[] = [];
      const perKind = new Map<Kind, number[]>();
      const errorSamples: string[] = [];
      let errors = 0;
      const inFlight: Promise<void>[] = [];
      const interval = 1000 / rate;
      const started = performance.now();
      let due = started;
      let n = 0;
      while (due < started + ms) {
        const now = performance.now();
        while (due <= now && due < started + ms) {
          const kind = MIX[n++ % MIX.length]!;
          const scheduled = due;
          inFlight.push(
            visit(kind).then(
              (res) => {
                const took = performance.now() - scheduled;
                latencies.push(took);
                const list = perKind.get(kind) ?? [];
                list.push(took);
                perKind.set(kind, list);
                if (res.status !== 200) {
                  errors++;
                  if (errorSamples.length < 5)
                    errorSamples.push(`${kind} ${res.status} ${res.body.toString("utf8").slice(0, 160)}`);
                }
              },
              (error: Error) => {
                errors++;
                if (errorSamples.length < 5) errorSamples.push(`${kind} ${error.message}`);
              },
            ),
          );
          due += interval;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.max(1, due - performance.now())));
      }
      await Promise.all(inFlight);
      latencies.sort((a, b) => a - b);
      const p99 = Math.round(percentile(latencies, 99));
      return {
        rate,
        seconds: Math.round((performance.now() - started) / 100) / 10,
        visits: n,
        errors,
        errorSamples,
        p50: Math.round(percentile(latencies, 50)),
        p99,
        max: Math.round(latencies.at(-1) ?? 0),
        perKindP99: Object.fromEntries(
          [...perKind].map(([kind, list]) => [
            kind,
            Math.round(
              percentile(
                list.sort((a, b) => a - b),
                99,
              ),
            ),
          ]),
        ),
        held: p99 < P99_LIMIT_MS && errors === 0,
      };
    };

    await step(START, WARM_UP_MS);
    const steps: StepFigures[] = [];
    for (let rate = START, retried = false; rate <= MAX_RATE;) {
      const figures = await step(rate, STEP_MS);
      steps.push(figures);
      console.log(
        `results-night ${processes} process(es): ${rate} visits/s → p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
          `${figures.errors} errors${figures.held ? "" : " (not held)"}`,
      );
      for (const sample of figures.errorSamples) console.log(`  ${sample}`);
      if (figures.held) {
        rate += STEP;
        retried = false;
      } else if (retried || figures.errors > 0) break;
      // A step missed on latency alone is run once more: one stall of a shared machine is not the limit.
      else retried = true;
    }
    const held = steps.filter((s) => s.held).at(-1)?.rate ?? 0;
    return { processes, heldVisitsPerSecond: held, steps };
  } finally {
    agent.destroy();
    await cluster.stop();
  }
}

async function main(): Promise<void> {
  process.env.DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
  const runs = [];
  for (const processes of PROCESS_COUNTS) runs.push(await runCluster(processes));
  const one = runs.find((r) => r.processes === 1)?.heldVisitsPerSecond;
  const two = runs.find((r) => r.processes === 2)?.heldVisitsPerSecond;
  const ratio = one && two !== undefined ? Math.round((two / one) * 100) / 100 : null;
  for (const run of runs)
    console.log(
      `results-night: ${run.processes} process(es) held ${run.heldVisitsPerSecond} visits/s (p99 < ${P99_LIMIT_MS} ms, 0 errors)`,
    );
  if (ratio !== null) console.log(`results-night: 2 processes / 1 process = ${ratio}`);
  const result = {
    benchmark: "results-night",
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    setup:
      "server processes behind nginx (docs/deploy/nginx.conf, TLS, 2 workers) on one PostgreSQL database and one S3 store (s3rver), load generator on the same machine",
    mix: "per 20 visits: 4 result reads, 4 answer reads, 4 tab saves, 2 logins, 2 PDF downloads, 2 validations, 2 uploads of 1 MB",
    criterion: `p99 < ${P99_LIMIT_MS} ms from the time each visit was due, 0 errors`,
    steps: { start: START, step: STEP, max: MAX_RATE, seconds: STEP_MS / 1000 },
    runs,
    twoProcessesOverOne: ratio,
  };
  const out = path.join(here, "results", "results-night.json");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Figures in ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
