import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSaveClients,
  lostSaves,
  startSaves,
  type LoadCounts,
  type SaveClient,
} from "./save-clients.ts";
import { startServer, stopServer, type ServerProcess } from "./server-process.ts";
import { createThrowawayDatabase } from "./throwaway-database.ts";

// Durability (issue #8): the real server process, 50 candidates saving at once, then the worst an
// operator meets — the process killed with SIGKILL, PostgreSQL dropping every connection. Every save
// the server acknowledged must still be there. Figures are printed, and written to
// bench/results/durability-*.json when DURABILITY_RESULTS=1 (a test run leaves the tracked files be).

const CLIENTS = 50;
/** How long the clients save before the disruption (and after it, for backend termination). */
const LOAD_MS = 3000;
const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../bench/results");
const onPostgres = Boolean(process.env.DATABASE_URL);
const writeResults = process.env.DURABILITY_RESULTS === "1";
/** Saves go on at most this long while waiting for enough of them on a slow machine. */
const MAX_LOAD_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lets the load run at least `minMs`, then until `enough()` holds (at most MAX_LOAD_MS). */
async function loadFor(minMs: number, enough: () => boolean) {
  const deadline = Date.now() + MAX_LOAD_MS;
  await sleep(minMs);
  while (!enough() && Date.now() < deadline) await sleep(100);
}

/** One scenario's figures, as written to the results file. */
interface ScenarioFigures extends Omit<LoadCounts, "unexpected"> {
  scenario: string;
  lost: number;
  unexpected: number;
  restartMs?: number;
}

/** Prints a line per scenario; with DURABILITY_RESULTS=1 writes bench/results/durability-<database>.json. */
function report(database: string, firstStartMs: number, scenarios: ScenarioFigures[]) {
  for (const s of scenarios) {
    const restart = s.restartMs === undefined ? "no restart" : `restart ${(s.restartMs / 1000).toFixed(1)} s`;
    console.log(
      `durability ${database} ${s.scenario}: ${s.acknowledged} saves acknowledged, ${s.unavailable} × 503, ` +
        `${s.conflicts} × 409, ${s.noAnswer} without answer, lost ${s.lost}, ${restart}`,
    );
  }
  if (!writeResults) return;
  fs.mkdirSync(resultsDir, { recursive: true });
  const figures = {
    database,
    date: new Date().toISOString(),
    // Start times depend on how busy the machine was: read them beside its size and load.
    machine: { cpus: os.cpus().length, loadAverage1m: Number(os.loadavg()[0].toFixed(1)) },
    clients: CLIENTS,
    loadMs: LOAD_MS,
    firstStartMs,
    scenarios,
  };
  fs.writeFileSync(
    path.join(resultsDir, `durability-${database}.json`),
    JSON.stringify(figures, null, 2) + "\n",
  );
}

/**
 * Saves under load, SIGKILL with 50 requests in flight, restart on the same data: the figures of
 * the scenario, with the acknowledged saves that did not survive.
 */
async function killUnderLoad(
  server: ServerProcess,
  clients: SaveClient[],
  restart: () => Promise<ServerProcess>,
) {
  const load = startSaves(server.url, clients);
  // At least one acknowledged save per client on average, however slow the machine.
  await loadFor(LOAD_MS, () => load.counts.acknowledged >= clients.length);
  const done = load.stop();
  server.child.kill("SIGKILL");
  const counts = await done;
  expect(await server.exited).toBe("SIGKILL");
  const restarted = await restart();
  const lost = await lostSaves(restarted.url, clients);
  return { restarted, counts, lost };
}

describe.skipIf(onPostgres)("durability on PGlite", () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-durability-"));
  });
  afterAll(async () => {
    await stopServer(server);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged save when the process is killed (SIGKILL) under 50 concurrent saves", async () => {
    const clients = await createSaveClients({ dataDir }, CLIENTS);
    server = await startServer({ dataDir });
    const firstStartMs = server.startMs;
    const { restarted, counts, lost } = await killUnderLoad(server, clients, () => startServer({ dataDir }));
    server = restarted;
    report("pglite", firstStartMs, [
      {
        scenario: "kill -9",
        ...counts,
        unexpected: counts.unexpected.length,
        lost: lost.length,
        restartMs: restarted.startMs,
      },
    ]);
    expect(counts.unexpected).toEqual([]);
    expect(counts.acknowledged).toBeGreaterThan(0);
    expect(lost).toEqual([]);
  }, 90_000);
});

describe.skipIf(!onPostgres)("durability on PostgreSQL", () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let server: ServerProcess | undefined;
  let clients: SaveClient[];
  let firstStartMs = 0;
  const scenarios: ScenarioFigures[] = [];
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-durability-"));
    database = await createThrowawayDatabase(process.env.DATABASE_URL!);
    clients = await createSaveClients({ dataDir, databaseUrl: database.url }, CLIENTS);
    server = await startServer({ dataDir, databaseUrl: database.url });
    firstStartMs = server.startMs;
  });
  afterAll(async () => {
    await stopServer(server);
    if (scenarios.length > 0) report("postgresql", firstStartMs, scenarios);
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("survives PostgreSQL terminating its connections under load: 503 or success, then saves again", async () => {
    const live = server!;
    const load = startSaves(live.url, clients);
    await loadFor(LOAD_MS / 2, () => load.counts.acknowledged >= clients.length);
    expect(await database.terminateBackends()).toBeGreaterThan(0);
    // Answers already on their way when the connections dropped do not count as saving again.
    await sleep(200);
    const before = clients.map((c) => c.acknowledgements);
    await loadFor(LOAD_MS, () => clients.every((c, i) => c.acknowledgements > before[i]));
    const counts = await load.stop();
    // The process is still the one started before: it neither exited nor was restarted.
    expect(live.child.exitCode, live.stderr()).toBeNull();
    expect(live.child.signalCode).toBeNull();
    const lost = await lostSaves(live.url, clients);
    scenarios.push({
      scenario: "backend termination",
      ...counts,
      unexpected: counts.unexpected.length,
      lost: lost.length,
    });
    expect(counts.unexpected).toEqual([]);
    expect(counts.noAnswer).toBe(0);
    // Every candidate saved again after the connections were dropped, without a restart.
    expect(clients.filter((c, i) => c.acknowledgements === before[i]).map((c) => c.login)).toEqual([]);
    expect((await fetch(`${live.url}/healthz`)).status).toBe(200);
    expect(lost).toEqual([]);
  }, 90_000);

  it("keeps every acknowledged save when the process is killed (SIGKILL) under 50 concurrent saves", async () => {
    const restart = () => startServer({ dataDir, databaseUrl: database.url });
    const { restarted, counts, lost } = await killUnderLoad(server!, clients, restart);
    server = restarted;
    scenarios.push({
      scenario: "kill -9",
      ...counts,
      unexpected: counts.unexpected.length,
      lost: lost.length,
      restartMs: restarted.startMs,
    });
    expect(counts.unexpected).toEqual([]);
    expect(counts.acknowledged).toBeGreaterThan(0);
    expect(lost).toEqual([]);
  }, 90_000);
});
