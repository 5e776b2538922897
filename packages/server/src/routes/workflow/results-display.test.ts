import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { openAnswer, storedAnswer } from "../../../test/answers-kit.ts";
import { seedAnswer, seedJury, validatedApplication } from "./workflow-test-kit.ts";

/** GET …/answer/{login} as this user; the answer's data. */
async function readData(t: TestApp, user: BuiltUser, login = user.login) {
  const res = await call(t.app, { url: `/ws/form/candform/answer/${login}`, token: user.token });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, unknown>;
}

/** PUT /ws/admin/juries/{id} as an administrator. */
async function publish(t: TestApp, admin: BuiltUser, id: string, flags: Record<string, boolean>) {
  const res = await call(t.app, {
    method: "PUT",
    url: `/ws/admin/juries/${id}`,
    token: admin.token,
    payload: flags,
  });
  expect(res.statusCode).toBe(200);
}

describe("results: decisions set by administrators, shown only once the jury publishes them", () => {
  let t: TestApp;
  let boss: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    boss = await buildAdmin(t.app);
  });
  afterAll(async () => t.close());

  it("administrators set admis, decisionbourse and montant_ins through the decision route", async () => {
    const ada = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, ada, validatedApplication());
    const res = await call(t.app, {
      method: "PUT",
      url: `/ws/admin/answers/${id}/decision`,
      token: boss.token,
      payload: { admis: "O", decisionbourse: "TFW", montant_ins: 9500 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().decision).toMatchObject({ admis: "O", decisionbourse: "TFW", montant_ins: 9500 });
    expect((await storedAnswer(t.app, id)).data).toMatchObject({
      admis: "O",
      decisionbourse: "TFW",
      montant_ins: 9500,
    });
    // The administrator reads the real values whatever the publication.
    expect(await readData(t, boss, ada.login)).toMatchObject({
      admis: "O",
      decisionbourse: "TFW",
      show_admis: "N",
    });
  });

  it("refuses the decision fields to a candidate (ignored on save)", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const res = await call(t.app, {
      method: "POST",
      url: `/ws/form/candform/answer/${answer.id}`,
      token: ada.token,
      payload: { tab: "choice", version: 1, values: { typeformation: "MSC", mscchoice: "MAE", admis: "O" } },
    });
    expect(res.statusCode).toBe(200);
    expect((await storedAnswer(t.app, answer.id)).data.admis).toBe("-");
  });

  it("hides an unpublished decision from the candidate and shows it when the jury publishes", async () => {
    const jury = await seedJury(t.app, { id: "JURY_TOGGLE", code: "MAE" });
    const ada = await buildCandidate(t.app);
    await seedAnswer(
      t.app,
      ada,
      validatedApplication({ admis: "O", decisionbourse: "ISAE-F", montant_ins: 9500 }),
    );

    const hidden = await readData(t, ada);
    expect(hidden).toMatchObject({
      admis: "-",
      show_result: "O",
      show_admis: "N",
      show_result_bourse: "N",
      show_buttons_reg: "N",
    });
    expect(hidden).not.toHaveProperty("decisionbourse");

    await publish(t, boss, jury, { resultats_publies: true });
    const results = await readData(t, ada);
    expect(results).toMatchObject({
      admis: "O",
      show_admis: "O",
      show_buttons_reg: "O",
      show_result_bourse: "N",
    });
    expect(results).not.toHaveProperty("decisionbourse");

    await publish(t, boss, jury, { resultats_brs_publies: true });
    expect(await readData(t, ada)).toMatchObject({
      admis: "O",
      decisionbourse: "ISAE-F",
      show_result_bourse: "O",
    });

    await publish(t, boss, jury, { resultats_publies: false, resultats_brs_publies: false });
    const withdrawn = await readData(t, ada);
    expect(withdrawn).toMatchObject({ admis: "-", show_admis: "N", show_buttons_reg: "N" });
    expect(withdrawn).not.toHaveProperty("decisionbourse");
  });

  it("shows nothing before the application is validated, even when the jury has published", async () => {
    await seedJury(t.app, {
      id: "JURY_OPEN",
      published: true,
      scholarships: true,
      type: "AM",
      code: "MS SAS",
    });
    const ada = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, {
      typeformation: "AM",
      fstchoice: "MS SAS",
      admis: "N",
      decisionbourse: "NA",
    });
    const data = await readData(t, ada);
    expect(data).toMatchObject({ admis: "-", show_admis: "N", show_result_bourse: "N" });
    expect(data).not.toHaveProperty("decisionbourse");
  });

  it("takes the jury from juryisae when an administrator set it", async () => {
    await seedJury(t.app, { id: "JURY_CLOSED", published: false, type: "AM", code: "MS SPA" });
    await seedJury(t.app, { id: "JURY_SPECIAL", published: true, type: "AM", code: "MS SPECIAL" });
    const ada = await buildCandidate(t.app);
    await seedAnswer(
      t.app,
      ada,
      validatedApplication({ typeformation: "AM", fstchoice: "MS SPA", admis: "L" }),
    );
    expect((await readData(t, ada)).admis).toBe("-");
    await seedAnswer(t.app, ada, { juryisae: "JURY_SPECIAL" });
    expect(await readData(t, ada)).toMatchObject({ admis: "L", show_admis: "O", show_buttons_reg: "N" });
  });

  it("never returns an unpublished decision in a save's answer, nor in the schema", async () => {
    await seedJury(t.app, { id: "JURY_HIDDEN", published: false, type: "PG_DIP", code: "PGD HIDDEN" });
    const ada = await buildCandidate(t.app);
    const base = { typeformation: "PG_DIP", fstchoice: "PGD HIDDEN" };
    const id = await seedAnswer(t.app, ada, validatedApplication(base));
    const schemaBefore = await call(t.app, { url: "/ws/form/candform/schema", token: ada.token });
    await seedAnswer(t.app, ada, { admis: "O", decisionbourse: "Named grant" });
    const save = await call(t.app, {
      method: "POST",
      url: `/ws/form/candform/answer/${id}`,
      token: ada.token,
      payload: { tab: "parents", version: 1, values: { fatherProfession: "Pilot" } },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().data).toMatchObject({ admis: "-", fatherProfession: "Pilot" });
    expect(save.body).not.toContain("Named grant");
    const schemaAfter = await call(t.app, { url: "/ws/form/candform/schema", token: ada.token });
    expect(schemaAfter.body).not.toContain("Named grant");
    expect(schemaAfter.json().schema).toEqual(schemaBefore.json().schema);
  });

  it("shows the tuition payment buttons once registered with montant_ins above 0", async () => {
    await seedJury(t.app, { id: "JURY_TUITION", published: true, type: "AM", code: "MS TUITION" });
    const ada = await buildCandidate(t.app);
    const values = { typeformation: "AM", fstchoice: "MS TUITION", admis: "O", candidat_confirmation: "O" };
    await seedAnswer(t.app, ada, validatedApplication({ ...values, montant_ins: 12000 }));
    expect(await readData(t, ada)).toMatchObject({ show_tuition_payment: "O", show_buttons_reg: "N" });
    await seedAnswer(t.app, ada, { montant_ins: 0 });
    expect((await readData(t, ada)).show_tuition_payment).toBe("N");
  });
});
