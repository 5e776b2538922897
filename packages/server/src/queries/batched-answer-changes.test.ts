import { type CompiledQuery, type Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candform } from "@portal/domain/schema/candform";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import type { DB } from "../db/schema.ts";
import { answerDiff, type VersionedAnswerChange } from "./answer-changes.ts";
import { findAnswerForSave, findOrCreateAnswer, type AnswerForSave } from "./answer-queries.ts";
import { factsRowOf } from "./application-facts.ts";
import { AnswerChangeBatcher } from "./batched-answer-changes.ts";
import { loadLookupSnapshot } from "./lookup-cache.ts";

describe("AnswerChangeBatcher", () => {
  let t: TestApp;
  let sequence = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** The database, with the text of every statement sent through it. */
  function recordingDb() {
    const sent: string[] = [];
    const db = {
      executeQuery: (query: CompiledQuery) => {
        sent.push(query.sql.trim().startsWith("WITH input") ? "batch" : "alone");
        return t.app.db.executeQuery(query);
      },
    } as unknown as Kysely<DB>;
    return { db, sent };
  }

  async function newAnswer(): Promise<AnswerForSave> {
    const login = `batch-${++sequence}@example.org`;
    const { id } = await findOrCreateAnswer(t.app.db, candform.id, login);
    return (await findAnswerForSave(t.app.db, candform.id, id))!;
  }

  const read = async (answer: { id: number }) => (await findAnswerForSave(t.app.db, candform.id, answer.id))!;

  /** A candidate's save of one value on the personal tab, at the version read. */
  function change(
    answer: AnswerForSave,
    values: Record<string, unknown>,
    extra: Partial<VersionedAnswerChange> = {},
  ) {
    return {
      answerId: answer.id,
      diff: answerDiff(answer.data, { ...answer.data, ...values }),
      expectedVersion: answer.version,
      actorLogin: answer.login,
      kind: "save-tab",
      facts: null,
      discardDraftOf: "personal",
      ...extra,
    } satisfies VersionedAnswerChange;
  }

  const history = (answer: { id: number }) =>
    t.app.db
      .selectFrom("answer_events")
      .select(["actor_login", "kind", "fields", "changes"])
      .where("answer_id", "=", answer.id)
      .orderBy("id")
      .execute();

  it("sends a change at once, and the changes that came meanwhile together, each with its own outcome", async () => {
    const { db, sent } = recordingDb();
    const batcher = new AnswerChangeBatcher(db);
    const [first, a, b, c] = await Promise.all([newAnswer(), newAnswer(), newAnswer(), newAnswer()]);
    await t.app.db
      .insertInto("answer_drafts")
      .values({
        answer_id: b.id,
        tab: "personal",
        base_version: b.version,
        values: JSON.stringify({ familyName: "Draft" }),
      })
      .execute();
    const results = await Promise.all([
      batcher.change(change(first, { familyName: "First" })),
      batcher.change(change(a, { familyName: "Alpha" })),
      batcher.change(change(b, { familyName: "Bravo" })),
      // Read at a version that is no longer the answer's: nothing of it is written.
      batcher.change(change({ ...c, version: c.version - 1 }, { familyName: "Stale" })),
    ]);
    expect(sent).toEqual(["batch", "batch"]);
    expect(results.map((r) => r?.version)).toEqual([
      first.version + 1,
      a.version + 1,
      b.version + 1,
      undefined,
    ]);
    for (const [answer, name] of [
      [first, "First"],
      [a, "Alpha"],
      [b, "Bravo"],
    ] as const) {
      const stored = await read(answer);
      expect(stored.data.familyName).toBe(name);
      expect(stored.xmin).toBe(results[[first, a, b].indexOf(answer)]!.xmin);
      expect((await history(answer)).at(-1)).toEqual({
        actor_login: answer.login,
        kind: "save-tab",
        fields: ["familyName"],
        changes: { familyName: { before: null, after: name } },
      });
    }
    expect(await read(c)).toEqual(c);
    expect((await history(c)).map((line) => line.kind)).toEqual(["create"]);
    // The saved tab's draft went with the save that saved it.
    const drafts = await t.app.db
      .selectFrom("answer_drafts")
      .select("answer_id")
      .where("answer_id", "=", b.id)
      .execute();
    expect(drafts).toEqual([]);
  });

  it("never sends two changes of one answer in one statement: the second is stale after the first", async () => {
    const { db, sent } = recordingDb();
    const batcher = new AnswerChangeBatcher(db);
    const [first, a] = await Promise.all([newAnswer(), newAnswer()]);
    const results = await Promise.all([
      batcher.change(change(first, { familyName: "First" })),
      batcher.change(change(a, { familyName: "One" })),
      batcher.change(change(a, { familyName: "Two" })),
    ]);
    expect(sent).toEqual(["batch", "batch", "batch"]);
    expect(results.map((r) => r?.version)).toEqual([first.version + 1, a.version + 1, undefined]);
    expect((await read(a)).data.familyName).toBe("One");
  });

  it("checks a kept copy's row and payments, removes the values a change removes and writes its facts", async () => {
    const batcher = new AnswerChangeBatcher(t.app.db);
    const [kept, moved] = await Promise.all([newAnswer(), newAnswer()]);
    await t.app.db
      .updateTable("answers")
      .set({ data: JSON.stringify({ ...kept.data, middleNames: "Anne" }) })
      .where("id", "=", kept.id)
      .execute();
    const current = await read(kept);
    const lookups = await loadLookupSnapshot(t.app.db);
    const data: Record<string, unknown> = { ...current.data, familyName: "Kept" };
    delete data.middleNames;
    const facts = factsRowOf({ ...current, data }, lookups, []);
    // The other row changed since its copy was kept (same version, another xmin): nothing written.
    await t.app.db
      .updateTable("answers")
      .set({ data: JSON.stringify({ ...moved.data, step: "personal" }) })
      .where("id", "=", moved.id)
      .execute();
    const results = await Promise.all([
      batcher.change(change(current, { familyName: "Kept" })),
      batcher.change({
        ...change(current, {}),
        diff: answerDiff(current.data, data),
        facts,
        unchangedSince: { xmin: current.xmin, payments: 0 },
        expectedVersion: current.version + 1,
      }),
      batcher.change({
        ...change(moved, { familyName: "Moved" }),
        unchangedSince: { xmin: moved.xmin, payments: 0 },
      }),
    ]);
    expect(results[2]).toBeUndefined();
    expect((await read(moved)).data.familyName).not.toBe("Moved");
    // The kept copy's xmin was the one before the first change: its row changed, nothing written.
    expect(results[1]).toBeUndefined();
    const saved = await read(kept);
    const again = await batcher.change({
      ...change(saved, {}),
      diff: answerDiff(saved.data, data),
      facts,
      unchangedSince: { xmin: saved.xmin, payments: 0 },
    });
    expect(again?.version).toBe(saved.version + 1);
    const stored = await read(kept);
    expect(stored.data).not.toHaveProperty("middleNames");
    expect(stored.data.familyName).toBe("Kept");
    const row = await t.app.db
      .selectFrom("application_facts")
      .select(["family_name"])
      .where("answer_id", "=", kept.id)
      .executeTakeFirst();
    expect(row?.family_name).toBe(facts.family_name);
  });

  it("sends alone each change of a statement that failed: one change's error is not the others'", async () => {
    const { db, sent } = recordingDb();
    const batcher = new AnswerChangeBatcher(db);
    const [first, good, bad] = await Promise.all([newAnswer(), newAnswer(), newAnswer()]);
    const results = await Promise.allSettled([
      batcher.change(change(first, { familyName: "First" })),
      batcher.change(change(good, { familyName: "Good" })),
      // answer_events.kind is NOT NULL: this change's history line cannot be written.
      batcher.change(change(bad, { familyName: "Bad" }, { kind: null as unknown as string })),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
    expect(sent).toEqual(["batch", "batch", "alone", "alone"]);
    expect((await read(good)).data.familyName).toBe("Good");
    expect(await read(bad)).toEqual(bad);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "does not wait for an answer another transaction holds: it is sent alone, and the others go on",
    async () => {
      const batcher = new AnswerChangeBatcher(t.app.db);
      const [first, held, free] = await Promise.all([newAnswer(), newAnswer(), newAnswer()]);
      const other = new pg.Client({ connectionString: t.config.databaseUrl });
      await other.connect();
      try {
        await other.query("BEGIN");
        await other.query("SELECT id FROM answers WHERE id = $1 FOR UPDATE", [held.id]);
        let heldDone = false;
        const heldSave = batcher
          .change(change(held, { familyName: "Held" }))
          .finally(() => (heldDone = true));
        const [firstSaved, freeSaved] = await Promise.all([
          batcher.change(change(first, { familyName: "First" })),
          batcher.change(change(free, { familyName: "Free" })),
        ]);
        expect([firstSaved?.version, freeSaved?.version]).toEqual([first.version + 1, free.version + 1]);
        expect(heldDone).toBe(false);
        await other.query("COMMIT");
        expect((await heldSave)?.version).toBe(held.version + 1);
        expect((await read(held)).data.familyName).toBe("Held");
      } finally {
        await other.end();
      }
    },
  );
});
