import crypto from "node:crypto";
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileStoreFor } from "../../src/storage/file-store-for.ts";
import { refreshApplicationFacts } from "../../src/queries/application-facts.ts";
import { buildAdmin, buildCandidate, buildReviewer } from "../factories.ts";
import { call, createTestApp, type TestApp } from "../harness.ts";
import {
  matrixEntries,
  type Expect,
  type MatrixActor,
  type MatrixContext,
  type MatrixEntry,
} from "./access-matrix-entries.ts";
import { uploadPhoto } from "./photo-upload.ts";
import { readableText } from "./response-text.ts";
import { listOperations, operationKey, type Operation } from "./route-inventory.ts";

/** The order of the calls on each operation: the administrator last, so their writes hide nothing. */
const ACTORS: MatrixActor[] = ["anonymous", "otherCandidate", "reviewer", "juryReviewer", "administrator"];

/** Actors who must never see the victim's data nor change anything on a write. */
const OUTSIDERS: MatrixActor[] = ["anonymous", "otherCandidate", "reviewer"];

/**
 * Actors whose writes must change nothing unless their entry says `mayWrite`: the outsiders, and the
 * reviewer of the victim's jury, who reads the dossier but writes only notes (issue #35).
 */
const READ_ONLY: MatrixActor[] = [...OUTSIDERS, "juryReviewer"];

/**
 * The victim: a candidate with an answer carrying a marker, an uploaded photo and a jury; plus the
 * other actors, among them a reviewer of another jury (staff, but not of the victim's application).
 */
async function buildActors(app: FastifyInstance) {
  const tag = crypto.randomBytes(5).toString("hex");
  const victim = await buildCandidate(app, { login: `victim-${tag}@example.org` });
  const marker = `Victimova${tag}`;
  const [victimJury, otherJury] = await juryPair(app);
  const opened = await call(app, { url: `/ws/form/candform/answer/${victim.login}`, token: victim.token });
  const answerId = (opened.json() as { id: number }).id;
  const row = await app.db
    .selectFrom("answers")
    .select("data")
    .where("id", "=", answerId)
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable("answers")
    .set({
      data: JSON.stringify({ ...row.data, familyName: marker, givenName: marker, juryisae: victimJury }),
    })
    .where("id", "=", answerId)
    .execute();
  const photoBytes = `photo-bytes-${tag}`;
  const { generated_name: fileName, version } = await uploadPhoto(
    app,
    victim.token,
    answerId,
    `photo-${tag}.jpg`,
    {
      trailer: photoBytes,
    },
  );
  await refreshApplicationFacts(app.db, [answerId]);
  // Otherwise every reviewer would be refused for want of a jury, and the matrix would prove nothing.
  const facts = await app.db
    .selectFrom("application_facts")
    .select("jury")
    .where("answer_id", "=", answerId)
    .executeTakeFirst();
  if (facts?.jury !== victimJury) throw new Error(`the victim's application is not in jury ${victimJury}`);
  const context: MatrixContext = {
    victim: { id: victim.id, login: victim.login, email: victim.login, answerId, version, fileName },
    juryId: victimJury,
  };
  const tokens: Partial<Record<MatrixActor, string>> = {
    otherCandidate: (await buildCandidate(app)).token,
    administrator: (await buildAdmin(app)).token,
    reviewer: (await buildReviewer(app, [otherJury])).token,
    juryReviewer: (await buildReviewer(app, [victimJury])).token,
  };
  // What must never reach an outsider: the victim's login, answer, file (name, name as sent, bytes).
  const secrets = [victim.login, marker, fileName, `photo-${tag}`, photoBytes];
  return { context, tokens, secrets };
}

/** Two juries of the seeded lookup tables: the victim's application's, and the reviewer's. */
async function juryPair(app: FastifyInstance): Promise<[string, string]> {
  const juries = await app.db.selectFrom("juries").select("id_jury").orderBy("id_jury").limit(2).execute();
  if (juries.length < 2) throw new Error("the access matrix needs two juries in the seeded lookups");
  return [juries[0]!.id_jury, juries[1]!.id_jury];
}

/** A digest of everything an outsider's write could change (sessions, outbox, rate limits excepted). */
async function stateDigest(app: FastifyInstance): Promise<string> {
  const hash = crypto.createHash("sha256");
  for (const table of [
    "users",
    "tokens",
    "answers",
    "answer_events",
    "answer_notes",
    "answer_drafts",
    "files",
    "labels",
    "juries",
  ]) {
    const { rows } = await sql<{ d: string | null }>`
      select md5(string_agg(t::text, '|' order by t::text)) as d from ${sql.table(table)} t`.execute(app.db);
    hash.update(`${table}:${rows[0]?.d ?? ""};`);
  }
  for (const table of ["countries", "formations", "communes", "bac_specialities", "institutions"]) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(app.db);
    hash.update(`${table}:${rows[0]?.n};`);
  }
  const names: string[] = [];
  for await (const object of fileStoreFor(app).list()) names.push(object.name);
  hash.update(names.sort().join(","));
  return hash.digest("hex");
}

/** The URL of an entry's request: `{name}` (and `*`) filled from params, then the query string. */
function urlOf(
  operation: string,
  params: Record<string, string | number> = {},
  query?: Record<string, string>,
) {
  const path = operation
    .slice(operation.indexOf(" ") + 1)
    .replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])))
    .replace(/\*$/, () => String(params["*"]));
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

const accepted = (expect: Expect) => (typeof expect === "number" ? [expect] : [...expect]);

describe("access matrix: every operation × anonymous, another candidate, a reviewer of another jury, a reviewer of the victim's jury, administrator", () => {
  let t: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp();
    operations = await listOperations(t.app);
  });
  afterAll(async () => t.close());

  it("has exactly one entry per operation of the OpenAPI document and the router", () => {
    const byKey = new Map<string, MatrixEntry[]>();
    for (const entry of matrixEntries) {
      const [method = "", path = ""] = entry.operation.split(" ");
      const key = operationKey(method, path);
      byKey.set(key, [...(byKey.get(key) ?? []), entry]);
    }
    const problems: string[] = [];
    for (const op of operations) {
      if (!byKey.has(operationKey(op.method, op.path)))
        problems.push(
          `${op.method} ${op.path}${op.hidden ? " (hidden from the OpenAPI document)" : ""} has no entry: ` +
            "add an entry to test/security/access-matrix-entries.ts",
        );
    }
    const existing = new Set(operations.map((op) => operationKey(op.method, op.path)));
    for (const [key, entries] of byKey) {
      if (!existing.has(key))
        problems.push(`${entries[0]!.operation}: no such route any more, remove its entry`);
      if (entries.length > 1) problems.push(`${entries[0]!.operation}: ${entries.length} entries, keep one`);
    }
    for (const entry of matrixEntries)
      if (entry.reviewer === undefined) problems.push(`${entry.operation}: no expectation for the reviewer`);
    for (const entry of matrixEntries)
      if (entry.juryReviewer === undefined)
        problems.push(`${entry.operation}: no expectation for the reviewer of the victim's jury`);
    expect(problems).toEqual([]);
  });

  it("gives each actor what its entry says, never the victim's data, and refused writes change nothing", async () => {
    const failures: string[] = [];
    let checks = 0;
    let leaks = 0;
    let writesChecked = 0;
    for (const entry of matrixEntries) {
      const { context, tokens, secrets } = await buildActors(t.app);
      const request = entry.request?.(context) ?? {};
      const method = entry.operation.split(" ")[0]!;
      const url = urlOf(entry.operation, request.params, request.query);
      for (const actor of ACTORS) {
        const expected = entry[actor];
        if (expected === undefined) continue;
        if (actor !== "anonymous" && !tokens[actor]) continue;
        const writes = method !== "GET" && READ_ONLY.includes(actor) && !entry.mayWrite?.includes(actor);
        const before = writes ? await stateDigest(t.app) : "";
        const res = await call(t.app, {
          method: method as "GET",
          url,
          token: tokens[actor],
          ...(request.raw
            ? { payload: request.raw.payload, headers: request.raw.headers }
            : request.body !== undefined
              ? { payload: request.body as object }
              : {}),
        });
        checks++;
        const where = `${entry.operation} as ${actor}`;
        if (!accepted(expected).includes(res.statusCode))
          failures.push(
            `${where}: ${res.statusCode}, expected ${accepted(expected).join(" or ")}: ${res.body.slice(0, 200)}`,
          );
        if (res.statusCode === 401 && (res.json() as { result?: string }).result !== "Not allowed")
          failures.push(`${where}: a 401 must answer {"result":"Not allowed"}`);
        if (OUTSIDERS.includes(actor)) {
          const body = (await readableText(res.rawPayload)) + JSON.stringify(res.headers);
          for (const secret of secrets) {
            if (body.includes(secret)) {
              leaks++;
              failures.push(`${where}: the response holds the victim's ${secret}`);
            }
          }
        }
        if (writes) {
          writesChecked++;
          if ((await stateDigest(t.app)) !== before)
            failures.push(`${where}: the request changed stored data`);
        }
      }
    }
    console.log(
      `access matrix: ${matrixEntries.length} operations, ${checks} checks, ${writesChecked} outsider writes ` +
        `verified unchanged, leaks = ${leaks}`,
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
