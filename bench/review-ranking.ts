/**
 * Review ranking benchmark (issue #38: "the workspace at 20,000 applications and 60,000 scores:
 * sorted by score, a page answers in under 50 ms server time"). Writes 20,000 applications of the
 * demo campaign's generator with their facts, a scoresheet per programme, three submitted reviews
 * per application (60,000 scores, from 30 readers) and the standings (domain standingOf per
 * application, then each programme ranked by queries/review-standings.ts's rankProgramme), then, as
 * an administrator, pages of GET /ws/admin/applications one request at a time through app.inject
 * (in process: routing, session, SQL, counts, JSON; no network), p50/p95/p99 over RUNS requests:
 * sorted by score, a programme by rank, the disagreeing reviews by spread, a lowest score, the
 * tenth page by score; beside, in the same run, the workspace's default page (last activity), a bare
 * `SELECT … LIMIT 50` through Kysely and GET /healthz. Also one score changed and its standing and
 * programme's ranks refreshed (refreshStanding), the write a submitted review costs.
 * Writes bench/results/review-ranking[-postgresql].json and .md.
 *
 *   npx tsx bench/review-ranking.ts                          # PGlite in a temporary directory
 *   DATABASE_URL=postgres://… npx tsx bench/review-ranking.ts  # a new database on that server, dropped after
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { standingOf } from "@portal/domain/review/standing";
import { weightedScore, type Criterion } from "@portal/domain/review/scoresheet";
import { call, createTestApp } from "../packages/server/test/harness.ts";
import { buildAdmin } from "../packages/server/test/factories.ts";
import {
  DEMO_PUBLISHED_JURIES,
  generateApplications,
} from "../packages/server/src/seeds/demo-campaign-generator.ts";
import { insertGeneratedApplications } from "../packages/server/src/seeds/demo-campaign.ts";
import { rankProgramme, refreshStanding } from "../packages/server/src/queries/review-standings.ts";

const APPLICATIONS = Number(process.env.APPLICATIONS ?? 20000);
const REVIEWS_EACH = 3;
const READERS = 30;
const RUNS = Number(process.env.RUNS ?? 100);
const here = path.dirname(fileURLToPath(import.meta.url));
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
async function timed(run: () => Promise<void>, runs = RUNS) {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
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
const ids = await insertGeneratedApplications(app.db, config.formId, applications);
const applicationsMs = performance.now() - seedStart;

const levels = (n: number) => Array.from({ length: n }, (_, i) => ({ value: i, descriptor: `level ${i}` }));
const criteria: Criterion[] = [
  { id: "academic", label: "Academic record", weight: 3, levels: levels(5) },
  { id: "motivation", label: "Motivation", weight: 2, levels: levels(5) },
  { id: "fit", label: "Fit with the programme", weight: 1, levels: levels(4) },
];
const facts = await app.db
  .selectFrom("application_facts")
  .select(["answer_id", "programme"])
  .where("answer_id", "in", ids)
  .execute();
const programmes = [...new Set(facts.map((f) => f.programme).filter((p): p is string => !!p))];
const sheets = new Map<string, number>();
for (const programme of programmes) {
  const row = await app.db
    .insertInto("scoresheets")
    .values({ programme, version: 1, criteria: JSON.stringify(criteria), created_by: "bench" })
    .returning("id")
    .executeTakeFirstOrThrow();
  sheets.set(programme, row.id);
}
const readers: number[] = [];
for (let i = 0; i < READERS; i++)
  readers.push((await buildAdmin(app, { login: `bench-reader-${i}@example.org` })).id);

// Deterministic scores: each application a merit, each reader a leaning, a little noise.
let state = 38;
const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (max: number, around: number) =>
  Math.max(0, Math.min(max, Math.round(around * max + (random() - 0.5) * 2)));
const scoresByAnswer = new Map<number, number[]>();
const rows: {
  answer_id: number;
  reviewer_id: number;
  scoresheet_id: number;
  scores: string;
  status: "submitted";
  score: number | null;
  submitted_at: Date;
}[] = [];
// 60,000 scores over the applications that name a programme: three or four readers each.
const scored = facts.filter((f) => f.programme);
const merits = scored.map(() => random());
for (let n = 0; n < APPLICATIONS * REVIEWS_EACH; n++) {
  const i = n % scored.length;
  const k = Math.floor(n / scored.length);
  const f = scored[i]!;
  const merit = merits[i]!;
  {
    const reader = readers[(i + k * 7) % READERS]!;
    const lean = ((reader % 5) - 2) * 0.05;
    const values = {
      academic: { value: pick(4, merit + lean) },
      motivation: { value: pick(4, merit + lean) },
      fit: { value: pick(3, merit) },
    };
    const score = weightedScore({ criteria }, values);
    rows.push({
      answer_id: f.answer_id,
      reviewer_id: reader,
      scoresheet_id: sheets.get(f.programme)!,
      scores: JSON.stringify(values),
      status: "submitted",
      score,
      submitted_at: new Date(),
    });
    scoresByAnswer.set(f.answer_id, [...(scoresByAnswer.get(f.answer_id) ?? []), score ?? 0]);
  }
}
for (let start = 0; start < rows.length; start += 2000)
  await app.db
    .insertInto("reviews")
    .values(rows.slice(start, start + 2000))
    .execute();
// The standings as refreshStanding writes them (standingOf), set in bulk, then every programme ranked.
const standings = [...scoresByAnswer.entries()].map(([id, s]) => ({ id, ...standingOf(s) }));
for (let start = 0; start < standings.length; start += 2000) {
  const chunk = standings.slice(start, start + 2000);
  await sql`
    update application_facts f set review_score = v.score, review_count = v.reviews, review_spread = v.spread
    from (values ${sql.join(
      chunk.map(
        (s) =>
          sql`(${s.id}::integer, ${s.score}::double precision, ${s.reviews}::integer, ${s.spread}::double precision)`,
      ),
    )}) as v(id, score, reviews, spread)
    where f.answer_id = v.id
  `.execute(app.db);
}
for (const programme of programmes) await rankProgramme(app.db, config.formId, programme);
await sql`ANALYZE`.execute(app.db);
const seedMs = performance.now() - seedStart;
const scoresCount = rows.length;
const admin = await buildAdmin(app, { login: "bench-admin@example.org" });

// The largest programme, for its ranking page.
const sizes = new Map<string, number>();
for (const f of facts) if (f.programme) sizes.set(f.programme, (sizes.get(f.programme) ?? 0) + 1);
const [largest] = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]!;

// --- pages -----------------------------------------------------------------------------------
async function page(query: string) {
  const res = await call(app, { method: "GET", url: `/ws/admin/applications?${query}`, token: admin.token });
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  return res.json() as { total: number; items: unknown[]; next: string | null };
}

const SCENARIOS: Record<string, string> = {
  byScore: "sort=score&order=desc&limit=50",
  byScoreAscending: "sort=score&order=asc&limit=50",
  programmeByRank: `programme=${encodeURIComponent(largest)}&sort=rank&order=asc&limit=50`,
  disagreeBySpread: "disagree=true&sort=spread&order=desc&limit=50",
  minScoreByScore: "minScore=60&reviews=3&sort=score&order=desc&limit=50",
};
const pages: Record<string, unknown> = {};
for (const [name, query] of Object.entries(SCENARIOS)) {
  const first = await page(query);
  pages[name] = { query, total: first.total, ...(await timed(async () => void (await page(query)))) };
}
let cursor: string | null = null;
for (let i = 0; i < 9; i++)
  cursor = (await page(`sort=score&order=desc&limit=50${cursor ? `&cursor=${cursor}` : ""}`)).next;
const deep = `sort=score&order=desc&limit=50&cursor=${cursor}`;
pages.byScoreTenthPage = {
  query: "sort=score&order=desc&limit=50&cursor=<tenth page>",
  ...(await timed(async () => void (await page(deep)))),
};

const baselines = {
  workspaceDefault: {
    query: "limit=50 (last activity, the workspace's default)",
    ...(await timed(async () => void (await page("limit=50")))),
  },
  bareQuery: {
    sql: "SELECT id, login, updated_at FROM answers ORDER BY updated_at DESC LIMIT 50",
    ...(await timed(async () => {
      await sql`SELECT id, login, updated_at FROM answers ORDER BY updated_at DESC LIMIT 50`.execute(app.db);
    })),
  },
  healthz: await timed(async () => {
    const res = await app.inject({ method: "GET", url: "/healthz" });
    if (res.statusCode !== 200) throw new Error(`healthz ${res.statusCode}`);
  }),
};

// One reader changes a score: the review written, the standing and the programme's ranks refreshed.
const target = rows.find((r) => facts.find((f) => f.answer_id === r.answer_id)?.programme === largest)!;
let flip = 0;
const scoreChange = await timed(async () => {
  flip = 1 - flip;
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("reviews")
      .set({ score: flip ? 100 : 0 })
      .where("answer_id", "=", target.answer_id)
      .where("reviewer_id", "=", target.reviewer_id)
      .execute();
    await refreshStanding(trx, target.answer_id);
  });
}, 50);

const pageTimes = Object.values(pages) as { p95Ms: number }[];
const out = {
  benchmark: "review-ranking",
  date: new Date().toISOString(),
  database,
  node: process.version,
  cpus: os.cpus().length,
  loadAverage: os.loadavg(),
  applications: APPLICATIONS,
  scores: scoresCount,
  programmes: programmes.length,
  largestProgramme: { programme: largest, applications: sizes.get(largest) },
  applicationsSeedMs: Math.round(applicationsMs),
  seedMs: Math.round(seedMs),
  timing: "app.inject round trip in process (routing, session, SQL, counts, JSON; no network)",
  targets: { pageP95Ms: 50 },
  pagesWithinTarget: pageTimes.every((p) => p.p95Ms < 50),
  pages,
  baselines,
  scoreChange: { what: "one review's score changed and refreshStanding in one transaction", ...scoreChange },
};
const name = `review-ranking${database === "postgresql" ? "-postgresql" : ""}`;
fs.mkdirSync(path.join(here, "results"), { recursive: true });
fs.writeFileSync(path.join(here, "results", `${name}.json`), `${JSON.stringify(out, null, 2)}\n`);
fs.writeFileSync(path.join(here, "results", `${name}.md`), summary());
console.log(JSON.stringify(out, null, 2));
await close();

/** The run as a table. */
function summary(): string {
  const row = (label: string, p: { total?: number; p50Ms: number; p95Ms: number; p99Ms: number }) =>
    `| ${label} | ${p.total ?? ""} | ${p.p50Ms} | ${p.p95Ms} | ${p.p99Ms} |`;
  return [
    `# Review ranking benchmark (${database})`,
    "",
    "Written by `bench/review-ranking.ts`; figures in the JSON file beside it.",
    "",
    `${out.applications} applications, ${out.scores} submitted scores over ${out.programmes} programmes (largest ${largest}: ${sizes.get(largest)}), ${out.cpus} CPUs, load ${out.loadAverage.map((l) => l.toFixed(1)).join(" ")}, ${out.date.slice(0, 10)}. Seeded in ${(out.seedMs / 1000).toFixed(1)} s. Timing: ${out.timing}.`,
    "",
    "| page | total | p50 ms | p95 ms | p99 ms |",
    "|---|---:|---:|---:|---:|",
    ...Object.entries(pages).map(([k, v]) => row(k, v as never)),
    row("*baseline: the workspace's default page*", baselines.workspaceDefault),
    row("*baseline: bare SELECT … LIMIT 50*", baselines.bareQuery),
    row("*baseline: GET /healthz*", baselines.healthz),
    "",
    `A score changed and its standing refreshed (the programme ranked again): p50 ${scoreChange.p50Ms} ms, p95 ${scoreChange.p95Ms} ms.`,
    "",
    `Target (page p95 < 50 ms): ${out.pagesWithinTarget ? "met" : "NOT met"}.`,
    "",
  ].join("\n");
}
