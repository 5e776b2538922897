import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { storedAnswer } from "../../../test/answers-kit.ts";
import { buildDossierCast, type DossierCast } from "../dossier/dossier-test-kit.ts";
import { UNDECIDED, eventsOf, patchAnswer, putDecision } from "./decision-kit.ts";

/**
 * Day one of the campaign (issue "What an office and its candidates hit on day one", items 5 and 7):
 * the office could not set the tuition of a registered candidate, read refusals worded to the
 * candidate, and a decision changed kept the motivation, rank or tuition of the old one.
 */
describe("PUT /ws/admin/answers/{id}/decision: what a change keeps, and what the office may still set", () => {
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

  /** What the dossier's decision form sends: every field, the scholarship shown as "--" when none is stored. */
  const asTheDossierSends = async (change: Record<string, unknown>, locale = "en") => {
    const { version } = await storedAnswer(t.app, cast.answerId);
    return putDecision(
      t.app,
      cast.admin,
      cast.answerId,
      {
        admis: "O",
        motivation: null,
        motivationVisible: false,
        rank: null,
        decisionbourse: "--",
        montant_ins: null,
        version,
        ...change,
      },
      locale,
    );
  };

  it("sets the tuition of a registered candidate whose tuition is not confirmed yet", async () => {
    await patchAnswer(t.app, cast.answerId, { admis: "O", candidat_confirmation: "O" });
    const res = await asTheDossierSends({ montant_ins: 9500 });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = await storedAnswer(t.app, cast.answerId);
    expect(data).toMatchObject({ admis: "O", montant_ins: 9500 });
    // "--" shown for a blank scholarship decision is the same decision: nothing else is written.
    const [event] = (await eventsOf(t.app, cast.answerId, "decision")).slice(-1);
    expect(event.fields).toContain("montant_ins");
    expect(event.fields).not.toContain("decisionbourse");
  });

  it("refuses, in staff wording under the field concerned, what a registration or a confirmed tuition closes", async () => {
    await patchAnswer(t.app, cast.answerId, { admis: "O", candidat_confirmation: "O" });
    const decision = await asTheDossierSends({ admis: "N" });
    expect(decision.statusCode).toBe(409);
    expect(decision.json().errors.admis[0]).toMatch(/candidate has already confirmed the registration/);
    expect(decision.json().message).not.toMatch(/\byour\b/i);

    await patchAnswer(t.app, cast.answerId, { montant_ins: 9500, tuition_paiement_confirmation: "O" });
    const amount = await asTheDossierSends({ montant_ins: 100 }, "fr");
    expect(amount.statusCode).toBe(409);
    expect(Object.keys(amount.json().errors)).toEqual(["montant_ins"]);
    expect(amount.json().errors.montant_ins[0]).toMatch(/le candidat a déjà confirmé le paiement/);
    expect((await storedAnswer(t.app, cast.answerId)).data.montant_ins).toBe(9500);
  });

  it("words the refusal of a decision before validation for the office, in English and French", async () => {
    await patchAnswer(t.app, cast.answerId, { candidat_validation: "N" });
    const en = await asTheDossierSends({});
    expect(en.json().errors.admis[0]).toBe(
      "the candidate has not validated the application yet: the jury decides on validated applications only",
    );
    const fr = await asTheDossierSends({}, "fr");
    expect(fr.json().errors.admis[0]).toMatch(/^le candidat n'a pas encore validé sa candidature/);
  });

  it("clears the motivation of a refusal when the candidate is admitted, so the candidate never reads it", async () => {
    await putDecision(t.app, cast.admin, cast.answerId, {
      admis: "N",
      motivation: "places_filled",
      motivationVisible: true,
    });
    const res = await putDecision(t.app, cast.admin, cast.answerId, { admis: "O" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().decision).toMatchObject({ admis: "O", motivation: null, motivationVisible: false });
    const { data } = await storedAnswer(t.app, cast.answerId);
    expect(data.decision_motivation ?? null).toBeNull();
    expect(data.decision_motivation_visible).toBe("N");
  });

  it("keeps a motivation the change gives anew with the new decision", async () => {
    await putDecision(t.app, cast.admin, cast.answerId, { admis: "N", motivation: "places_filled" });
    const res = await putDecision(t.app, cast.admin, cast.answerId, {
      admis: "L",
      rank: 1,
      motivation: "places_filled",
    });
    expect(res.json().decision).toMatchObject({ admis: "L", rank: 1, motivation: "places_filled" });
  });

  it("drops the tuition of a candidate moved from admitted to the waiting list, and an award on refusal", async () => {
    await putDecision(t.app, cast.admin, cast.answerId, {
      admis: "O",
      montant_ins: 9500,
      decisionbourse: "CEDAR",
    });
    const waiting = await putDecision(t.app, cast.admin, cast.answerId, { admis: "L", rank: 4 });
    expect(waiting.statusCode, waiting.body).toBe(200);
    // The award stands on the waiting list (it holds if a place comes), the tuition does not.
    expect(waiting.json().decision).toMatchObject({
      admis: "L",
      rank: 4,
      montant_ins: null,
      decisionbourse: "CEDAR",
    });
    const refused = await putDecision(t.app, cast.admin, cast.answerId, { admis: "N" });
    expect(refused.json().decision).toMatchObject({ admis: "N", rank: null, decisionbourse: "--" });
  });

  it("refuses tuition or an award named with a decision they do not go with, under their fields", async () => {
    const res = await putDecision(t.app, cast.admin, cast.answerId, {
      admis: "N",
      montant_ins: 9500,
      decisionbourse: "CEDAR",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.montant_ins[0]).toMatch(/only for an admitted candidate/);
    expect(res.json().errors.decisionbourse[0]).toMatch(/goes only with an admission or the waiting list/);
  });

  it("applies the same rule to a bulk change: admitting refused candidates clears their motivation", async () => {
    await putDecision(t.app, cast.admin, cast.answerId, { admis: "N", motivation: "places_filled" });
    const res = await call(t.app, {
      method: "POST",
      url: "/ws/admin/applications/bulk?dryRun=false",
      token: cast.admin.token,
      payload: { selection: { ids: [cast.answerId] }, set: { admis: "O" } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedAnswer(t.app, cast.answerId)).data.decision_motivation ?? null).toBeNull();
  });
});
