/**
 * Admin listing benchmark (issue 3): seeds 20,000 answers through SQL, then times
 * GET /ws/form/candform/answers with autocannon (first page, a page deep in the keyset, a search)
 * and a full walk through every page. Writes bench/results/answers-listing.json.
 *
 *   npx tsx bench/answers-listing.ts                 # PGlite in a temporary directory
 *   DATABASE_URL=postgres://… npx tsx bench/answers-listing.ts   # a new database on that server
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { sql } from "kysely";
import { emptyAnswer } from "@portal/domain/schema/candform";
import { createTestApp } from "../packages/server/test/harness.ts";
import { createSession } from "../packages/server/src/auth/sessions.ts";

/** The part of autocannon's result this bench reads (the package ships no types). */
interface CannonResult {
  requests: { average: number };
  latency: { average: number; p50: number; p97_5: number; p99: number; max: number };
  non2xx: number;
  errors: number;
}
const autocannon = createRequire(import.meta.url)("autocannon") as (
  options: Record<string, unknown>,
) => Promise<CannonResult>;

const ANSWERS = Number(process.env.ANSWERS ?? 20000);
const DURATION = Number(process.env.DURATION ?? 5);
const here = path.dirname(fileURLToPath(import.meta.url));
// The test harness gives a fresh database: PGlite in a temporary directory, or a new database on
// the DATABASE_URL server, dropped at the end.
const { app, config, close } = await createTestApp();

async function seed(): Promise<number> {
  const started = performance.now();
  const template = JSON.stringify(emptyAnswer());
  await sql`
    INSERT INTO answers (form_id, login, data, created_at, updated_at)
    SELECT 'candform', 'candidate' || g || '@example.org',
      ${template}::jsonb || jsonb_build_object(
        'familyName', 'Family' || g, 'givenName', 'Given' || g,
        'typeformation', (ARRAY['MSC','AM','PG_DIP','ING'])[1 + g % 4],
        'nationality', (ARRAY['FR','GB','IN','BR','CN'])[1 + g % 5], 'step', 'personal'),
      now() - make_interval(days => g % 300), now() - make_interval(secs => g * 37 % 5000000)
    FROM generate_series(1, ${ANSWERS}) AS g`.execute(app.db);
  await sql`ANALYZE answers`.execute(app.db);
  return performance.now() - started;
}

async function adminToken(): Promise<string> {
  const user = await app.db
    .insertInto("users")
    .values({
      login: "bench-admin@example.org",
      email: "bench-admin@example.org",
      role: "administrator",
      activated_at: new Date(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return createSession(app.db, user.id);
}

// autocannon runs in a worker thread so that it does not share the server's event loop.
function cannon(url: string, token: string) {
  return autocannon({
    url,
    connections: 10,
    duration: DURATION,
    workers: 1,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** One request at a time: the latency an administrator opening the side panel sees. */
async function sequential(url: string, token: string, count = 100) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 100) / 100;
  return { requests: count, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}

const summary = (r: CannonResult) => ({
  requestsPerSecond: r.requests.average,
  latencyMs: {
    average: r.latency.average,
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    max: r.latency.max,
  },
  non2xx: r.non2xx,
  errors: r.errors,
});

const seedMs = await seed();
const token = await adminToken();
const base = await app.listen({ port: 0, host: "127.0.0.1" });
const listing = `${base}/ws/form/candform/answers`;
const get = async (url: string) =>
  (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<{
    total: number;
    items: unknown[];
    nextCursor: string | null;
  }>;

// Full walk, 500 a page: every answer once; keeps the cursor of a page near the end.
const walkStart = performance.now();
let cursor: string | null = null;
let deepCursor = "";
let seen = 0;
let pages = 0;
do {
  const page = await get(`${listing}?limit=500&fields=familyName${cursor ? `&cursor=${cursor}` : ""}`);
  seen += page.items.length;
  pages++;
  if (page.nextCursor && seen >= ANSWERS * 0.95 - 500) deepCursor ||= page.nextCursor;
  cursor = page.nextCursor;
} while (cursor);
const walkMs = performance.now() - walkStart;

const plan = await sql<{ "QUERY PLAN": string }>`
  EXPLAIN SELECT id FROM answers WHERE form_id = 'candform' ORDER BY updated_at DESC, id DESC LIMIT 51`.execute(
  app.db,
);

const scenarios = {
  firstPage: `${listing}?limit=50`,
  firstPageWithFields: `${listing}?limit=50&fields=familyName,givenName,typeformation,nationality`,
  deepPage: `${listing}?limit=50&fields=familyName&cursor=${deepCursor}`,
  search: `${listing}?limit=50&q=family1234`,
};
const results: Record<string, unknown> = {};
for (const [name, url] of Object.entries(scenarios)) {
  results[name] = { oneAtATime: await sequential(url, token), concurrent: summary(await cannon(url, token)) };
}

const out = {
  benchmark: "answers-listing",
  date: new Date().toISOString(),
  database: config.databaseUrl ? "postgresql" : "pglite",
  node: process.version,
  cpus: os.cpus().length,
  answers: ANSWERS,
  seedMs: Math.round(seedMs),
  autocannon: { connections: 10, durationSeconds: DURATION, workerThread: true },
  loadAverage: os.loadavg(),
  fullWalk: { pageSize: 500, pages, answersSeen: seen, ms: Math.round(walkMs) },
  planUsesListingIndex: plan.rows.some((r) => r["QUERY PLAN"].includes("answers_listing")),
  plan: plan.rows.map((r) => r["QUERY PLAN"]),
  scenarios: results,
};
fs.mkdirSync(path.join(here, "results"), { recursive: true });
fs.writeFileSync(
  path.join(here, "results", `answers-listing${config.databaseUrl ? "-postgresql" : ""}.json`),
  `${JSON.stringify(out, null, 2)}\n`,
);
console.log(JSON.stringify(out, null, 2));
await close();
