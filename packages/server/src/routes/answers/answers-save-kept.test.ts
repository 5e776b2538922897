import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildCandidate } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { openAnswer, patchStoredAnswer, saveTab, VALID_CHOICE } from "../../../test/answers-kit.ts";
import { sql } from "kysely";
import { submitableValues } from "@portal/domain/engine/submitable";
import { completeApplication } from "@portal/domain/rules/fixtures";
import { candform } from "@portal/domain/schema/candform";
import { refreshApplicationFacts } from "../../queries/application-facts.ts";

/** The answer's facts row as the save left it, then as recomputed from the stored row. */
async function factsAsSavedAndAsRecomputed(app: FastifyInstance, answerId: number) {
  const read = () =>
    app.db
      .selectFrom("application_facts")
      .selectAll()
      .where("answer_id", "=", answerId)
      .executeTakeFirstOrThrow();
  const saved = await read();
  await refreshApplicationFacts(app.db, [answerId]);
  return { saved, recomputed: await read() };
}

/** The facts row's xmin: another one after any write to the row. */
async function factsStamp(app: FastifyInstance, answerId: number): Promise<string> {
  const { rows } = await sql<{ xmin: string }>`
    select xmin::text as xmin from application_facts where answer_id = ${answerId}
  `.execute(app.db);
  return rows[0].xmin;
}

// The personal tab as the web sends it, on a complete application.
const PERSONAL = submitableValues(candform, "personal", {
  ...completeApplication(),
  personal_validated: "O",
});

// Issue #13: a candidate's next save starts from the copy this process kept of its last save
// (commands/kept-answers.ts); whatever changed the row since must still be what the save builds on.
describe("a tab save from the copy kept since the previous save", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** A new candidate with the programme choice saved: this process now keeps a copy of the answer. */
  async function choiceSaved() {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const choice = await saveTab(t.app, ada, answer.id, { tab: "choice", version: 1, values: VALID_CHOICE });
    expect(choice.statusCode).toBe(200);
    return { ada, answer, version: choice.json().version as number };
  }

  it("saves in turn at each version it returned, as from a fresh read", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    let version = answer.version;
    for (const mscchoice of ["MAE", "ASO", "MAE"]) {
      const res = await saveTab(t.app, ada, answer.id, {
        tab: "choice",
        version,
        values: { ...VALID_CHOICE, mscchoice },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().version).toBe(version + 1);
      version = res.json().version;
    }
    const events = await t.app.db
      .selectFrom("answer_events")
      .select("changes")
      .where("answer_id", "=", answer.id)
      .where("kind", "=", "save-tab")
      .orderBy("id")
      .execute();
    expect(events.map((e) => e.changes?.mscchoice)).toEqual([
      { before: null, after: "MAE" },
      { before: "MAE", after: "ASO" },
      { before: "ASO", after: "MAE" },
    ]);
    const { saved, recomputed } = await factsAsSavedAndAsRecomputed(t.app, answer.id);
    expect(saved).toEqual(recomputed);
  });

  it("builds on a change made since without a new version (SQL, a step), not on its copy", async () => {
    const { ada, answer, version: choiceVersion } = await choiceSaved();
    // Behind the API's back, the version kept: only the row's xmin tells the copy is stale.
    await patchStoredAnswer(t.app, answer.id, { familyName: "Lovelace" });
    const next = await saveTab(t.app, ada, answer.id, {
      tab: "choice",
      version: choiceVersion,
      values: { ...VALID_CHOICE, mscchoice: "ASO" },
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().data).toMatchObject({ familyName: "Lovelace", mscchoice: "ASO" });
    const last = await t.app.db
      .selectFrom("answer_events")
      .select("changes")
      .where("answer_id", "=", answer.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(last.changes?.mscchoice).toEqual({ before: "MAE", after: "ASO" });
    const { saved, recomputed } = await factsAsSavedAndAsRecomputed(t.app, answer.id);
    expect(saved.family_name).toBe("Lovelace");
    expect(saved).toEqual(recomputed);
  });

  it("builds on a payment recorded since, which the copy does not hold", async () => {
    const { ada, answer, version: choiceVersion } = await choiceSaved();
    await patchStoredAnswer(t.app, answer.id, { admis: "O" });
    const admitted = await saveTab(t.app, ada, answer.id, {
      tab: "choice",
      version: choiceVersion,
      values: { ...VALID_CHOICE, mscchoice: "ASO" },
    });
    expect(admitted.statusCode).toBe(200);
    const unpaid = (await factsAsSavedAndAsRecomputed(t.app, answer.id)).saved.payment_status;
    await t.app.db
      .insertInto("payments")
      .values({
        answer_id: answer.id,
        reference: null,
        nature: "application_fee",
        instalment: null,
        amount_cents: 30000,
        method: "transfer",
        paid_at: new Date(),
        note: null,
        recorded_by: "officer@example.org",
        notification_id: null,
      })
      .execute();
    const next = await saveTab(t.app, ada, answer.id, {
      tab: "choice",
      version: admitted.json().version,
      values: { ...VALID_CHOICE, mscchoice: "MAE" },
    });
    expect(next.statusCode).toBe(200);
    const { saved, recomputed } = await factsAsSavedAndAsRecomputed(t.app, answer.id);
    expect(saved.payment_status).not.toBe(unpaid);
    expect(saved).toEqual(recomputed);
  });

  it("leaves the facts row as it is when a save changes no fact", async () => {
    const { ada, answer, version: choiceVersion } = await choiceSaved();
    const personal = async (version: number, values: Record<string, unknown>) => {
      const res = await saveTab(t.app, ada, answer.id, {
        tab: "personal",
        version,
        values: { ...PERSONAL, ...values },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().version as number;
    };
    let version = await personal(choiceVersion, { idcardno: "ID1" });
    const stamp = await factsStamp(t.app, answer.id);
    // An identity card number is no fact: the row stays as it was, and still says what it should.
    version = await personal(version, { idcardno: "ID2" });
    expect(await factsStamp(t.app, answer.id)).toBe(stamp);
    expect((await factsAsSavedAndAsRecomputed(t.app, answer.id)).saved.search_key).toContain(
      ada.login.toLowerCase(),
    );
    // A family name is one, in the listing and in the search.
    await personal(version, { familyName: "Lovelace", idcardno: "ID3" });
    expect(await factsStamp(t.app, answer.id)).not.toBe(stamp);
    const { saved, recomputed } = await factsAsSavedAndAsRecomputed(t.app, answer.id);
    expect(saved.family_name).toBe("Lovelace");
    expect(saved).toEqual(recomputed);
  });

  it("writes the facts again after a lookup change, though the save itself changes none", async () => {
    const { ada, answer, version: choiceVersion } = await choiceSaved();
    const first = await saveTab(t.app, ada, answer.id, {
      tab: "personal",
      version: choiceVersion,
      values: { ...PERSONAL, idcardno: "ID1" },
    });
    expect(first.statusCode).toBe(200);
    // What a refresh by another process, from lookups this one has not loaded yet, may leave; the
    // lookups' change then reaches this process as a new snapshot (here at once).
    await t.app.db
      .updateTable("application_facts")
      .set({ stage: "stale" })
      .where("answer_id", "=", answer.id)
      .execute();
    t.app.lookups.invalidate();
    const next = await saveTab(t.app, ada, answer.id, {
      tab: "personal",
      version: first.json().version,
      values: { ...PERSONAL, idcardno: "ID2" },
    });
    expect(next.statusCode).toBe(200);
    const { saved, recomputed } = await factsAsSavedAndAsRecomputed(t.app, answer.id);
    expect(saved.stage).not.toBe("stale");
    expect(saved).toEqual(recomputed);
  });
});
