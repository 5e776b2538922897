import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { saveTab, storedAnswer } from "../../../test/answers-kit.ts";
import { publishResults } from "../../../test/files-kit.ts";
import { buildDossierCast, type DossierCast } from "../dossier/dossier-test-kit.ts";
import { UNDECIDED, eventsOf, patchAnswer, putDecision } from "./decision-kit.ts";

describe("PUT /ws/admin/answers/{id}/decision", () => {
  let t: TestApp;
  let cast: DossierCast;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await buildDossierCast(t.app);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await patchAnswer(t.app, cast.answerId, UNDECIDED);
  });

  it("records a waiting list decision with its rank, motivation, scholarship and amount, with history", async () => {
    const res = await putDecision(t.app, cast.admin, cast.answerId, {
      admis: "L",
      rank: 3,
      motivation: "places_filled",
      motivationVisible: true,
      decisionbourse: "CEDAR",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().decision).toMatchObject({
      admis: "L",
      rank: 3,
      motivation: "places_filled",
      motivationVisible: true,
      decisionbourse: "CEDAR",
    });
    expect(res.json().decision.scholarshipOptions).toContainEqual({
      value: "CEDAR",
      label: "CEDAR scholarship",
    });
    const stored = await storedAnswer(t.app, cast.answerId);
    expect(stored.version).toBe(res.json().version);
    expect(stored.data).toMatchObject({
      admis: "L",
      waiting_rank: 3,
      decision_motivation: "places_filled",
      decision_motivation_visible: "O",
      decisionbourse: "CEDAR",
    });
    const [event] = (await eventsOf(t.app, cast.answerId, "decision")).slice(-1);
    expect(event.actor_login).toBe(cast.admin.login);
    expect(event.changes).toMatchObject({
      admis: { before: "-", after: "L" },
      waiting_rank: { before: null, after: 3 },
    });
    const facts = await t.app.db
      .selectFrom("application_facts")
      .select(["admis", "scholarship_decision"])
      .where("answer_id", "=", cast.answerId)
      .executeTakeFirstOrThrow();
    expect(facts).toEqual({ admis: "L", scholarship_decision: "CEDAR" });
  });

  it("takes the dossier form's explicit nulls as 'none' and an amount of 0 as 0 €, not as absent", async () => {
    // What the browser's decision panel sends for an admission without rank or motivation.
    const res = await putDecision(t.app, cast.admin, cast.answerId, {
      admis: "O",
      motivation: null,
      motivationVisible: false,
      rank: null,
      montant_ins: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = await storedAnswer(t.app, cast.answerId);
    expect(data).toMatchObject({ admis: "O", montant_ins: 0 });
    expect(data.waiting_rank ?? null).toBeNull();
    expect(data.decision_motivation ?? null).toBeNull();
  });

  it("sets the tuition amount in euros and cents for an admitted candidate", async () => {
    const res = await putDecision(t.app, cast.admin, cast.answerId, { admis: "O", montant_ins: 1234.5 });
    expect(res.statusCode).toBe(200);
    expect((await storedAnswer(t.app, cast.answerId)).data).toMatchObject({
      admis: "O",
      montant_ins: 1234.5,
    });
  });

  it("refuses any reviewer and a candidate: deciding is an administrator's (issue #35)", async () => {
    expect((await putDecision(t.app, cast.otherReviewer, cast.answerId, { admis: "O" })).statusCode).toBe(
      403,
    );
    // The jury's own reviewer read the dossier, yet turned a waiting list into an admission: no more.
    const own = await putDecision(t.app, cast.reviewer, cast.answerId, { admis: "O" });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: "REVIEWER_READ_ONLY" });
    expect((await putDecision(t.app, cast.candidate, cast.answerId, { admis: "O" })).statusCode).toBe(403);
    expect((await storedAnswer(t.app, cast.answerId)).data.admis).toBe("-");
  });

  it("refuses each bad value with a message by field, nothing stored", async () => {
    const bad = async (body: Record<string, unknown>, locale = "en") => {
      const res = await putDecision(t.app, cast.admin, cast.answerId, body, locale);
      expect(res.statusCode).toBe(400);
      return res.json();
    };
    expect((await bad({ admis: "X" })).code).toBe("FST_ERR_VALIDATION");
    expect((await bad({ admis: "L" })).errors.rank[0]).toMatch(/needs a rank/);
    expect((await bad({ admis: "O", rank: 2 })).errors.rank[0]).toMatch(/only given with a waiting list/);
    expect((await bad({ admis: "N", motivation: "nope" })).errors.motivation[0]).toMatch(
      /“nope” is not a motivation/,
    );
    const typo = await bad({ admis: "O", decisionbourse: "XYZ" });
    expect(typo.errors.decisionbourse[0]).toContain("use one of NA, WL, --, TFW, ISAE-F, CEDAR");
    const french = await bad({ admis: "O", decisionbourse: "XYZ" }, "fr");
    expect(french.message).toContain("n'est pas une décision de bourse possible");
    expect((await bad({ admis: "O", montant_ins: -5 })).errors.montant_ins[0]).toMatch(/from 0/);
    expect((await bad({ admis: "O", montant_ins: 10.005 })).errors.montant_ins[0]).toMatch(/two decimals/);
    expect((await storedAnswer(t.app, cast.answerId)).data.admis).toBe("-");
  });

  it("refuses an archived motivation", async () => {
    await t.app.db
      .updateTable("reasons")
      .set({ archived: true })
      .where("code", "=", "language_level")
      .execute();
    const res = await putDecision(t.app, cast.admin, cast.answerId, {
      admis: "N",
      motivation: "language_level",
    });
    expect(res.statusCode).toBe(400);
    await t.app.db
      .updateTable("reasons")
      .set({ archived: false })
      .where("code", "=", "language_level")
      .execute();
  });

  it("answers 409 to a stale version and before the application is validated", async () => {
    const { version } = await storedAnswer(t.app, cast.answerId);
    const stale = await putDecision(t.app, cast.admin, cast.answerId, { admis: "O", version: version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("STALE_VERSION");
    await patchAnswer(t.app, cast.answerId, { candidat_validation: "N" });
    const early = await putDecision(t.app, cast.admin, cast.answerId, { admis: "O", version });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("WRONG_STATE");
  });

  it("no longer lets the administrator's form save change a decision, pointing to this route", async () => {
    const { version } = await storedAnswer(t.app, cast.answerId);
    const res = await saveTab(t.app, cast.admin, cast.answerId, {
      tab: "result",
      version,
      values: { admis: "O" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "DECISION_FIELDS" });
    expect(res.json().message).toContain("/decision");
  });

  it("shows the candidate the motivation in their language and the rank only once published and visible", async () => {
    await putDecision(t.app, cast.admin, cast.answerId, { admis: "L", rank: 2, motivation: "places_filled" });
    const read = async (locale: string) =>
      (
        await call(t.app, {
          method: "GET",
          url: `/ws/form/candform/answer/${cast.candidate.login}`,
          token: cast.candidate.token,
          headers: { "accept-language": locale },
        })
      ).json().data;
    const hidden = await read("en");
    expect(hidden).not.toHaveProperty("decision_motivation");
    expect(hidden).not.toHaveProperty("waiting_rank");
    await publishResults(t.app, cast.juryId);
    const published = await read("en");
    expect(published).toMatchObject({ admis: "L", waiting_rank: 2 });
    expect(published).not.toHaveProperty("decision_motivation_label");
    await putDecision(t.app, cast.admin, cast.answerId, {
      admis: "L",
      rank: 2,
      motivation: "places_filled",
      motivationVisible: true,
    });
    expect((await read("fr")).decision_motivation_label).toBe("Toutes les places sont pourvues");
    await t.app.db
      .updateTable("juries")
      .set({ resultats_publies: false })
      .where("id_jury", "=", cast.juryId)
      .execute();
    t.app.lookups.invalidate();
  });

  it("gives the dossier the decision with the scholarship options in the asked language", async () => {
    const res = await call(t.app, {
      method: "GET",
      url: `/ws/admin/answers/${cast.answerId}?lang=fr`,
      token: cast.reviewer.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().decision).toMatchObject({ admis: "-", rank: null, decisionbourse: "--" });
    expect(res.json().decision.scholarshipOptions[0]).toEqual({
      value: "NA",
      label: "Pas de bourse attribuée",
    });
  });
});
