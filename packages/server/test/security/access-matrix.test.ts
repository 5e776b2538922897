import crypto from "node:crypto";
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileStoreFor } from "../../src/storage/file-store-for.ts";
import { call, createTestApp, type TestApp } from "../harness.ts";
import { matrixEntries, type Expect, type MatrixActor, type MatrixEntry } from "./access-matrix-entries.ts";
import { buildActors, urlOf } from "./matrix-actors.ts";
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
    "scoresheets",
    "review_assignments",
    "reviews",
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
