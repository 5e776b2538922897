/**
 * Applications workspace benchmark (issue #10: "at 20,000 answers a filtered, sorted page answers in
 * under 50 ms server time and an export of all rows in under 10 s with flat memory"). Writes 20,000
 * applications of the demo campaign's generator (every stage, international names) in bulk with
 * their facts, then, as an administrator:
 * - pages of GET /ws/admin/applications for several filter / sort / search combinations, one
 *   request at a time through app.inject (in-process: routing, session, query, counts, JSON; no
 *   network), p50/p95/p99 over RUNS requests each, beside two baselines of the same run: a bare
 *   `SELECT id, login, updated_at FROM answers ORDER BY updated_at DESC LIMIT 50` through Kysely,
 *   and GET /healthz (the framework and one trivial query);
 * - exports of every row in CSV and XLSX over HTTP (a real socket, the body read and dropped as it
 *   arrives): duration, bytes, and the process's peak RSS growth sampled every 20 ms.
 * Writes bench/results/applications[-postgresql].json and rewrites bench/results/applications.md
 * from the result files present.
 *
 *   npx tsx bench/applications.ts                    # PGlite in a temporary directory
 *   DATABASE_URL=postgres://… npx tsx bench/applications.ts   # a new database on that server, dropped after
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { call, createTestApp } from "../packages/server/test/harness.ts";
import { buildAdmin } from "../packages/server/test/factories.ts";
import {
  DEMO_PUBLISHED_JURIES,
  generateApplications,
} from "../packages/server/src/seeds/demo-campaign-generator.ts";
import { insertGeneratedApplications } from "../packages/server/src/seeds/demo-campaign.ts";

const APPLICATIONS = Number(process.env.APPLICATIONS ?? 20000);
const RUNS = Number(process.env.RUNS ?? 100);
const here = path.dirname(fileURLToPath(import.meta.url));
// An administrator from ADMIN_LOGIN: the start-up then writes no demo data, and the view holds
// exactly the generated applications.
const { app, config, close } = await createTestApp({
  ADMIN_LOGIN: "bench-owner@example.org",
  ADMIN_PASSWORD: `bench-${crypto.randomBytes(16).toString("hex")}`,
});
const database = config.databaseUrl ? "postgresql" : "pglite";

const round = (ms: number) => Math.round(ms * 100) / 100;

/** p50, p95, p99 and max of the durations (ms). */
function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
  return { runs: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99), maxMs: at(1) };
}

/** Times `run` RUNS times one after the other, after a few warm-up runs. */
async function timed(run: () => Promise<void>) {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return percentiles(times);
}

// --- data ------------------------------------------------------------------------------------
const seedStart = performance.now();
const formations = await app.db.selectFrom("formations").select(["type", "enum", "id_jury"]).execute();
const applications = generateApplications(APPLICATIONS, 20000, {
  now: new Date(),
  formations,
  publishedJuries: DEMO_PUBLISHED_JURIES,
  officerLogin: "bench-admin@example.org",
});
const generatedMs = performance.now() - seedStart;
await app.db
  .updateTable("juries")
  .set({ resultats_publies: true })
  .where("id_jury", "in", DEMO_PUBLISHED_JURIES)
  .execute();
await insertGeneratedApplications(app.db, config.formId, applications);
await sql`ANALYZE`.execute(app.db);
const seedMs = performance.now() - seedStart;
const admin = await buildAdmin(app, { login: "bench-admin@example.org" });

// --- pages -----------------------------------------------------------------------------------
async function page(query: string) {
  const res = await call(app, { method: "GET", url: `/ws/admin/applications?${query}`, token: admin.token });
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  return res.json() as { total: number; items: unknown[]; next: string | null };
}

const SCENARIOS: Record<string, string> = {
  default: "limit=50",
  stageAndTypeByName:
    "stage=application_validated,scholarship_applied&typeformation=MSC&sort=name&order=asc&limit=50",
  searchByName: "q=muller&sort=name&order=asc&limit=50",
  searchProgramme: "q=aerospace&stage=admitted&sort=updated&limit=50",
  juryEuScholarshipByCreated: "jury=JURY_AM&eu=false&scholarship=true&sort=created&order=asc&limit=50",
  decisionDocumentsByChoice: "admis=O,C&documents=complete&sort=fstchoice&order=desc&limit=50",
  datesByStage: `updatedFrom=${new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10)}&sort=stage&limit=50`,
};
const pages: Record<string, unknown> = {};
for (const [name, query] of Object.entries(SCENARIOS)) {
  const first = await page(query);
  pages[name] = { query, total: first.total, ...(await timed(async () => void (await page(query)))) };
}
// A page deep in the keyset: the tenth of the default view.
let cursor: string | null = null;
for (let i = 0; i < 9; i++) cursor = (await page(`limit=50${cursor ? `&cursor=${cursor}` : ""}`)).next;
const deep = `limit=50&cursor=${cursor}`;
pages.tenthPage = {
  query: "limit=50&cursor=<tenth page>",
  ...(await timed(async () => void (await page(deep)))),
};

const baselines = {
  bareQuery: {
    sql: "SELECT id, login, updated_at FROM answers ORDER BY updated_at DESC LIMIT 50",
    ...(await timed(async () => {
      await sql`SELECT id, login, updated_at FROM answers ORDER BY updated_at DESC LIMIT 50`.execute(app.db);
    })),
  },
  dashboard: await timed(async () => {
    const res = await call(app, { method: "GET", url: "/ws/admin/dashboard", token: admin.token });
    if (res.statusCode !== 200) throw new Error(`dashboard ${res.statusCode}`);
  }),
  healthz: await timed(async () => {
    const res = await app.inject({ method: "GET", url: "/healthz" });
    if (res.statusCode !== 200) throw new Error(`healthz ${res.statusCode}`);
  }),
};

// --- exports ---------------------------------------------------------------------------------
const base = await app.listen({ port: 0, host: "127.0.0.1" });
const columnsRes = await call(app, {
  method: "GET",
  url: "/ws/admin/applications/columns",
  token: admin.token,
});
const allColumns = (columnsRes.json() as { columns: { id: string; group: string }[] }).columns;
const listingColumns = allColumns.slice(
  0,
  allColumns.findIndex((c) => c.group !== allColumns[0].group),
);

/** Downloads the export, dropping the bytes as they come, while sampling the process's RSS. */
async function exportRun(format: "csv" | "xlsx", columns: string[]) {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const res = await fetch(
    `${base}/ws/admin/applications/export?format=${format}&columns=${columns.join(",")}`,
    {
      headers: { authorization: `Bearer ${admin.token}` },
    },
  );
  if (res.status !== 200 || !res.body) throw new Error(`export ${format}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let newlines = 0;
  let firstByteMs = 0;
  const reader = res.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.byteLength;
    if (format === "csv") for (const byte of chunk) if (byte === 10) newlines++;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return {
    format,
    columns: columns.length,
    // CSV: lines after the header (no generated value holds a line break); XLSX: not counted.
    rows: format === "csv" ? newlines - 1 : null,
    ms: Math.round(ms),
    firstByteMs: Math.round(firstByteMs),
    megabytes: round(bytes / 1e6),
    rssBeforeMb: round(rssBefore / 1e6),
    peakRssGrowthMb: round((peak - rssBefore) / 1e6),
  };
}

const exports = [
  await exportRun(
    "csv",
    listingColumns.map((c) => c.id),
  ),
  await exportRun(
    "xlsx",
    listingColumns.map((c) => c.id),
  ),
  await exportRun(
    "csv",
    allColumns.map((c) => c.id),
  ),
  await exportRun(
    "xlsx",
    allColumns.map((c) => c.id),
  ),
];

const pageTimes = Object.values(pages) as { p95Ms: number }[];
const out = {
  benchmark: "applications",
  date: new Date().toISOString(),
  database,
  node: process.version,
  cpus: os.cpus().length,
  loadAverage: os.loadavg(),
  applications: APPLICATIONS,
  generateMs: Math.round(generatedMs),
  seedMs: Math.round(seedMs),
  timing:
    "pages: app.inject round trip in process (routing, session, SQL, counts, JSON; no network); exports: HTTP on 127.0.0.1, body read to the end",
  targets: { pageP95Ms: 50, exportMs: 10000 },
  pagesWithinTarget: pageTimes.every((p) => p.p95Ms < 50),
  exportsWithinTarget: exports.every((e) => e.ms < 10000),
  pages,
  baselines,
  exports,
};
fs.mkdirSync(path.join(here, "results"), { recursive: true });
const file = `applications${database === "postgresql" ? "-postgresql" : ""}.json`;
fs.writeFileSync(path.join(here, "results", file), `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify(out, null, 2));
writeSummary();
await close();

/** bench/results/applications.md: a table per database from the result files present. */
function writeSummary() {
  const lines = [
    "# Applications workspace benchmark",
    "",
    "Written by `bench/applications.ts`; figures in the JSON files beside it.",
    "",
  ];
  for (const name of ["applications.json", "applications-postgresql.json"]) {
    const source = path.join(here, "results", name);
    if (!fs.existsSync(source)) continue;
    const r = JSON.parse(fs.readFileSync(source, "utf8")) as typeof out;
    lines.push(
      `## ${r.database} (${r.applications} applications, ${r.cpus} CPUs, load ${r.loadAverage.map((l) => l.toFixed(1)).join(" ")}, ${r.date.slice(0, 10)})`,
      "",
      `Seeded in ${(r.seedMs / 1000).toFixed(1)} s. Timing: ${r.timing}.`,
      "",
      "| page | total | p50 ms | p95 ms | p99 ms |",
      "|---|---:|---:|---:|---:|",
      ...Object.entries(r.pages).map(([k, v]) => {
        const p = v as { total?: number; p50Ms: number; p95Ms: number; p99Ms: number };
        return `| ${k} | ${p.total ?? ""} | ${p.p50Ms} | ${p.p95Ms} | ${p.p99Ms} |`;
      }),
      `| *baseline: bare SELECT … LIMIT 50* | | ${r.baselines.bareQuery.p50Ms} | ${r.baselines.bareQuery.p95Ms} | ${r.baselines.bareQuery.p99Ms} |`,
      `| *GET /ws/admin/dashboard (for comparison)* | | ${r.baselines.dashboard.p50Ms} | ${r.baselines.dashboard.p95Ms} | ${r.baselines.dashboard.p99Ms} |`,
      `| *baseline: GET /healthz* | | ${r.baselines.healthz.p50Ms} | ${r.baselines.healthz.p95Ms} | ${r.baselines.healthz.p99Ms} |`,
      "",
      "| export | columns | seconds | first byte ms | MB | peak RSS growth MB |",
      "|---|---:|---:|---:|---:|---:|",
      ...r.exports.map(
        (e) =>
          `| ${e.format} | ${e.columns} | ${(e.ms / 1000).toFixed(1)} | ${e.firstByteMs} | ${e.megabytes} | ${e.peakRssGrowthMb} |`,
      ),
      "",
      `Targets (page p95 < 50 ms, export < 10 s): pages ${r.pagesWithinTarget ? "met" : "NOT met"}, exports ${r.exportsWithinTarget ? "met" : "NOT met"}.`,
      "",
    );
  }
  fs.writeFileSync(path.join(here, "results", "applications.md"), `${lines.join("\n")}\n`);
}
