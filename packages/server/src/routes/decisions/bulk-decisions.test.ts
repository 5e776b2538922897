import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildCandidate } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { createAnswer } from "../../../test/files-kit.ts";
import { storedAnswer } from "../../../test/answers-kit.ts";
import { buildDossierCast, type DossierCast } from "../dossier/dossier-test-kit.ts";
import { DECIDABLE, eventsOf, patchAnswer } from "./decision-kit.ts";

describe("POST /ws/admin/applications/bulk", () => {
  let t: TestApp;
  let cast: DossierCast;
  let second: number;
  let notValidated: number;
  let ing: number;

  const bulk = (token: string, body: Record<string, unknown>, dryRun: boolean, locale = "en") =>
    call(t.app, {
      method: "POST",
      url: `/ws/admin/applications/bulk?dryRun=${dryRun}`,
      token,
      payload: body,
      headers: { "accept-language": locale },
    });

  beforeAll(async () => {
    t = await createTestApp();
    cast = await buildDossierCast(t.app);
    second = await createAnswer(t.app, (await buildCandidate(t.app)).login, DECIDABLE);
    notValidated = await createAnswer(t.app, (await buildCandidate(t.app)).login, {
      typeformation: "MSC",
      mscchoice: "MAE",
    });
    ing = await createAnswer(t.app, (await buildCandidate(t.app)).login, {
      typeformation: "ING",
      candidat_validation: "O",
    });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    for (const id of [cast.answerId, second])
      await patchAnswer(t.app, id, { ...DECIDABLE, admis: "-", waiting_rank: null, juryisae: null });
    await patchAnswer(t.app, notValidated, { admis: "-" });
    await patchAnswer(t.app, ing, { admis: "-" });
  });

  it("previews a change without writing anything, listing the refused applications", async () => {
    const before = await storedAnswer(t.app, cast.answerId);
    const res = await bulk(
      cast.admin.token,
      { selection: { ids: [cast.answerId, second, notValidated, 999999] }, set: { admis: "L", rank: 4 } },
      true,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ applied: false, count: 2 });
    expect(body.changes.map((c: { id: number }) => c.id)).toEqual([cast.answerId, second]);
    // The preview reads in staff wording, never the stored codes ("-" → "L").
    expect(body.changes[0].fields).toContainEqual({
      field: "admis",
      label: "Admission decision",
      before: "No decision",
      after: "Waiting list",
    });
    expect(body.changes[0].fields).toContainEqual({
      field: "waiting_rank",
      label: "Waiting list rank",
      before: null,
      after: "4",
    });
    expect(body.refused.map((r: { id: number }) => r.id)).toEqual([notValidated, 999999]);
    expect(body.refused[0].reason).toMatch(/not available|validated/i);
    expect(await storedAnswer(t.app, cast.answerId)).toEqual(before);
    expect(await eventsOf(t.app, cast.answerId, "bulk-decision")).toEqual([]);
  });

  it("applies in one go with a history line per application", async () => {
    const res = await bulk(
      cast.admin.token,
      { selection: { ids: [cast.answerId, second] }, set: { admis: "O", motivation: "excellent_record" } },
      false,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, count: 2 });
    for (const id of [cast.answerId, second]) {
      expect((await storedAnswer(t.app, id)).data).toMatchObject({
        admis: "O",
        decision_motivation: "excellent_record",
      });
      const [event] = await eventsOf(t.app, id, "bulk-decision");
      expect(event.actor_login).toBe(cast.admin.login);
      expect(event.changes).toMatchObject({ admis: { before: "-", after: "O" } });
    }
  });

  it("takes the listing's filters", async () => {
    const res = await bulk(
      cast.admin.token,
      {
        selection: { filters: { typeformation: "MSC" } },
        set: { admis: "N" },
      },
      true,
    );
    expect(res.statusCode, res.body).toBe(200);
    const ids = [...res.json().changes, ...res.json().refused].map((c: { id: number }) => c.id);
    expect(ids).toContain(cast.answerId);
    expect(ids).not.toContain(ing);
    const unknown = await bulk(
      cast.admin.token,
      { selection: { filters: { admis: "Z" } }, set: { admis: "N" } },
      true,
    );
    expect(unknown.statusCode).toBe(400);
  });

  it("refuses every reviewer, their own jury's included, even a preview: a change in bulk decides (issue #35)", async () => {
    for (const reviewer of [cast.otherReviewer, cast.reviewer])
      for (const dryRun of [true, false]) {
        const res = await bulk(
          reviewer.token,
          { selection: { ids: [cast.answerId] }, set: { admis: "O" } },
          dryRun,
        );
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: "REVIEWER_READ_ONLY" });
      }
    expect((await storedAnswer(t.app, cast.answerId)).data.admis).toBe("-");
    const jury = await bulk(
      cast.reviewer.token,
      { selection: { ids: [cast.answerId] }, set: { jury: "JURY_ING" } },
      true,
    );
    expect(jury.statusCode).toBe(403);
    expect(
      (await bulk(cast.candidate.token, { selection: { ids: [cast.answerId] }, set: { admis: "O" } }, true))
        .statusCode,
    ).toBe(403);
  });

  it("moves applications to another jury for an administrator, and refuses an unknown jury", async () => {
    const res = await bulk(
      cast.admin.token,
      { selection: { ids: [second] }, set: { jury: "JURY_ING" } },
      false,
    );
    expect(res.statusCode).toBe(200);
    expect((await storedAnswer(t.app, second)).data.juryisae).toBe("JURY_ING");
    const facts = await t.app.db
      .selectFrom("application_facts")
      .select("jury")
      .where("answer_id", "=", second)
      .executeTakeFirstOrThrow();
    expect(facts.jury).toBe("JURY_ING");
    const unknown = await bulk(
      cast.admin.token,
      { selection: { ids: [second] }, set: { jury: "NOPE" } },
      true,
    );
    expect(unknown.json().refused[0].reason).toMatch(/“NOPE” does not exist/);
  });

  it("refuses bad values by application, an empty change and more than 5000 applications", async () => {
    const bad = await bulk(
      cast.admin.token,
      { selection: { ids: [cast.answerId] }, set: { admis: "O", rank: 2 } },
      true,
    );
    expect(bad.json().refused[0].reason).toMatch(/only given with a waiting list/);
    const amount = await bulk(
      cast.admin.token,
      { selection: { ids: [cast.answerId] }, set: { admis: "O", montant_ins: 1.234 } },
      true,
      "fr",
    );
    expect(amount.json().refused[0].reason).toMatch(/deux décimales/);
    expect(
      (await bulk(cast.admin.token, { selection: { ids: [cast.answerId] }, set: {} }, true)).statusCode,
    ).toBe(400);
    const many = Array.from({ length: 5001 }, (_, i) => i + 1);
    const tooMany = await bulk(cast.admin.token, { selection: { ids: many }, set: { admis: "O" } }, true);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain("5001 applications are selected, at most 5000");
  });
});
