import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  openAnswer,
  patchStoredAnswer,
  saveTab,
  storedAnswer,
  VALID_CHOICE,
} from "../../../test/answers-kit.ts";

describe("POST /ws/form/candform/answer/:answerid", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("stores a valid tab, marks it validated, bumps the version and records who changed which fields", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const res = await saveTab(t.app, ada, answer.id, { tab: "choice", version: 1, values: VALID_CHOICE });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ result: "OK", version: 2, messages: [] });
    expect(body.changed.sort()).toEqual(["choice_validated", "mscchoice", "typeformation"]);
    expect(body.data).toMatchObject({ typeformation: "MSC", mscchoice: "MAE", choice_validated: "O" });
    const row = await storedAnswer(t.app, answer.id);
    expect(row.version).toBe(2);
    expect(row.data).toMatchObject({
      typeformation: "MSC",
      mscchoice: "MAE",
      choice_validated: "O",
      campaign_year: 2025,
    });
    const events = await t.app.db
      .selectFrom("answer_events")
      .select(["actor_login", "kind", "fields", "created_at"])
      .where("answer_id", "=", answer.id)
      .where("kind", "=", "save-tab")
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0].actor_login).toBe(ada.login);
    expect([...events[0].fields].sort()).toEqual(["choice_validated", "mscchoice", "typeformation"]);
  });

  it("refuses a save based on a stale version with 409 and leaves the answer as it was", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    expect(
      (await saveTab(t.app, ada, answer.id, { tab: "choice", version: 1, values: VALID_CHOICE })).statusCode,
    ).toBe(200);
    const before = await storedAnswer(t.app, answer.id);
    const res = await saveTab(t.app, ada, answer.id, {
      tab: "choice",
      version: 1,
      values: { typeformation: "MSC", mscchoice: "ASO" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      result: "error",
      code: "STALE_VERSION",
      message:
        "This answer was changed elsewhere since you opened it. Reload the page to see the latest version, then save again.",
    });
    expect(await storedAnswer(t.app, answer.id)).toEqual(before);
  });

  it("refuses invalid values with 400 listing the fields, and leaves the answer as it was", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const before = await storedAnswer(t.app, answer.id);
    const res = await saveTab(t.app, ada, answer.id, {
      tab: "choice",
      version: 1,
      values: { typeformation: "MSC", reco_email_1: "not-an-email" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.result).toBe("error");
    expect(body.code).toBe("VALIDATION");
    expect(body.errors).toEqual({
      mscchoice: ["should not be empty"],
      reco_email_1: ["Invalid e-mail address for referee 1 or referee 2"],
    });
    expect(body.message).toBe(
      "The request is not valid: Master of Science programme is not completed properly (should not be empty); " +
        "Email of referee 1 is not completed properly (Invalid e-mail address for referee 1 or referee 2)",
    );
    expect(await storedAnswer(t.app, answer.id)).toEqual(before);
  });

  it("refuses a tab breaking a §5 rule with the rule's message under its field (a referee who is the candidate)", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const before = await storedAnswer(t.app, answer.id);
    const res = await saveTab(t.app, ada, answer.id, {
      tab: "choice",
      version: 1,
      values: { ...VALID_CHOICE, reco_email_2: ada.login.toUpperCase() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      reco_email_2: ["Invalid e-mail address for referee 1 or referee 2"],
    });
    expect(await storedAnswer(t.app, answer.id)).toEqual(before);
  });

  it("refuses a programme or a country that is not in its lookup table, and keeps the known ones", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const before = await storedAnswer(t.app, answer.id);
    const res = await saveTab(t.app, ada, answer.id, {
      tab: "choice",
      version: 1,
      values: { typeformation: "AM", fstchoice: "MS MADE UP", sndchoice: "MAE", trdchoice: "-" },
    });
    expect(res.statusCode).toBe(400);
    // MAE is an MSc: not a choice among the Advanced Masters the candidate applies to.
    expect(res.json().errors).toEqual({
      fstchoice: ["is not one of the allowed choices"],
      sndchoice: ["is not one of the allowed choices"],
    });
    expect(res.json().message).toContain("First choice is not completed properly");
    expect(await storedAnswer(t.app, answer.id)).toEqual(before);

    const known = await saveTab(t.app, ada, answer.id, {
      tab: "choice",
      version: 1,
      values: { typeformation: "AM", fstchoice: "MS SAS", sndchoice: "MS IEM", trdchoice: "-" },
    });
    expect(known.statusCode).toBe(200);
  });

  it("answers the field errors in French when the browser asks for French", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const res = await call(t.app, {
      method: "POST",
      url: `/ws/form/candform/answer/${answer.id}`,
      token: ada.token,
      headers: { "accept-language": "fr-FR,fr;q=0.9" },
      payload: { tab: "choice", version: 1, values: { typeformation: "MSC" } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ mscchoice: ["ne doit pas être vide"] });
    expect(res.json().message).toContain("Programme de Master of Science n'est pas correctement renseigné");
  });

  it("refuses a locked tab to the candidate with 409 LOCKED and changes nothing", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    await patchStoredAnswer(t.app, answer.id, { candidat_validation: "O" });
    const before = await storedAnswer(t.app, answer.id);
    const res = await saveTab(t.app, ada, answer.id, { tab: "choice", version: 1, values: VALID_CHOICE });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      result: "error",
      code: "LOCKED",
      message: "This part of the application is validated and can no longer be changed.",
    });
    expect(await storedAnswer(t.app, answer.id)).toEqual(before);
  });

  it("ignores fields a candidate may not set: system fields, other tabs' fields, tab flags", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const res = await saveTab(t.app, ada, answer.id, {
      tab: "choice",
      version: 1,
      values: {
        ...VALID_CHOICE,
        admis: "O",
        candidat_validation: "O",
        show_admis: "O",
        montant_ins: 0,
        decisionbourse: "TFW",
        personal_validated: "O",
        familyName: "Lovelace",
        unknown_field: "x",
      },
    });
    expect(res.statusCode).toBe(200);
    const { data } = await storedAnswer(t.app, answer.id);
    expect(data).toMatchObject({
      admis: "-",
      candidat_validation: "N",
      show_admis: "N",
      personal_validated: "N",
    });
    expect(data).not.toHaveProperty("montant_ins");
    expect(data).not.toHaveProperty("decisionbourse");
    expect(data).not.toHaveProperty("familyName");
    expect(data).not.toHaveProperty("unknown_field");
    expect(data.choice_validated).toBe("O");
  });

  it("does not store a field the values themselves hide (mscchoice when the programme is AM)", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const res = await saveTab(t.app, ada, answer.id, {
      tab: "choice",
      version: 1,
      values: { typeformation: "AM", mscchoice: "MAE", fstchoice: "MS SAS" },
    });
    expect(res.statusCode).toBe(200);
    const { data } = await storedAnswer(t.app, answer.id);
    expect(data).toMatchObject({ typeformation: "AM", fstchoice: "MS SAS" });
    expect(data).not.toHaveProperty("mscchoice");
  });

  it("refuses another candidate's answer with 403, whatever the id, and changes nothing", async () => {
    const ada = await buildCandidate(t.app);
    const bob = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const before = await storedAnswer(t.app, answer.id);
    for (const id of [answer.id, 999999]) {
      const res = await saveTab(t.app, bob, id, { tab: "choice", version: 1, values: VALID_CHOICE });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ result: "Not allowed", code: "FORBIDDEN" });
    }
    expect(await storedAnswer(t.app, answer.id)).toEqual(before);
  });

  it("answers 401 Not allowed without a session", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/ws/form/candform/answer/1",
      payload: { tab: "choice", version: 1, values: VALID_CHOICE },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: "Not allowed" });
  });

  it("refuses an unknown tab and a malformed body with 400", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const unknown = await saveTab(t.app, ada, answer.id, { tab: "nope", version: 1, values: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: "VALIDATION",
      message: "The request is not valid: unknown tab “nope”",
    });
    const noVersion = await call(t.app, {
      method: "POST",
      url: `/ws/form/candform/answer/${answer.id}`,
      token: ada.token,
      payload: { tab: "choice", values: VALID_CHOICE },
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().result).toBe("error");
    const badList = await saveTab(t.app, ada, answer.id, {
      tab: "background",
      version: 1,
      values: { heb_line: "x" },
    });
    expect(badList.statusCode).toBe(400);
    expect(badList.json().errors.heb_line).toEqual(["has the wrong type"]);
  });

  it("lets an administrator write any answer, locked tabs and system fields included", async () => {
    const ada = await buildCandidate(t.app);
    const admin = await buildAdmin(t.app);
    const answer = await openAnswer(t.app, ada);
    await patchStoredAnswer(t.app, answer.id, { candidat_validation: "O" });
    const res = await saveTab(t.app, admin, answer.id, {
      tab: "result",
      version: 1,
      values: { show_admis: "O", programme: "MAE" },
    });
    expect(res.statusCode).toBe(200);
    const choice = await saveTab(t.app, admin, answer.id, {
      tab: "choice",
      version: 2,
      values: VALID_CHOICE,
    });
    expect(choice.statusCode).toBe(200);
    const row = await storedAnswer(t.app, answer.id);
    expect(row.version).toBe(3);
    expect(row.data).toMatchObject({ show_admis: "O", programme: "MAE", typeformation: "MSC" });
    const event = await t.app.db
      .selectFrom("answer_events")
      .select(["actor_login", "fields"])
      .where("answer_id", "=", answer.id)
      .where("kind", "=", "save-tab")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    expect(event.actor_login).toBe(admin.login);
    expect(event.fields).toEqual(expect.arrayContaining(["show_admis", "programme"]));
  });

  it("refuses an administrator's decision fields, pointing to the decision route (issue #11)", async () => {
    const ada = await buildCandidate(t.app);
    const admin = await buildAdmin(t.app);
    const answer = await openAnswer(t.app, ada);
    const res = await saveTab(t.app, admin, answer.id, {
      tab: "result",
      version: 1,
      values: { admis: "maybe", montant_ins: 8000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "DECISION_FIELDS" });
    expect(res.json().message).toContain("admis, montant_ins");
    expect((await storedAnswer(t.app, answer.id)).version).toBe(1);
  });

  it("answers 404 to an administrator for an answer that does not exist", async () => {
    const admin = await buildAdmin(t.app);
    const res = await saveTab(t.app, admin, 999999, { tab: "choice", version: 1, values: VALID_CHOICE });
    expect(res.statusCode).toBe(404);
  });

  // Found by the fuzz suite (seed 14): an object whose toString is not a function, in a field another
  // field's visibility watches, made the engine throw (500).
  it("refuses forged object values with 400, not 500, and stores nothing", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    for (const value of [[{ toString: false }], { toString: 1 }]) {
      const res = await saveTab(t.app, ada, answer.id, {
        tab: "funding2",
        version: 1,
        values: { funding2_source: value },
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await storedAnswer(t.app, answer.id)).version).toBe(1);
  });
});

describe("PUT /ws/form/candform/answer/:answerid/step/:step", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("records the tab the candidate is on without changing the version", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const url = `/ws/form/candform/answer/${answer.id}/step/personal`;
    const res = await call(t.app, { method: "PUT", url, token: ada.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: "OK" });
    const row = await storedAnswer(t.app, answer.id);
    expect(row.data.step).toBe("personal");
    expect(row.version).toBe(1);
    const save = await saveTab(t.app, ada, answer.id, { tab: "choice", version: 1, values: VALID_CHOICE });
    expect(save.statusCode).toBe(200);
    expect((await storedAnswer(t.app, answer.id)).data.step).toBe("personal");
  });

  it("refuses an unknown step, another candidate and no session", async () => {
    const ada = await buildCandidate(t.app);
    const bob = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const base = `/ws/form/candform/answer/${answer.id}/step`;
    expect((await call(t.app, { method: "PUT", url: `${base}/nowhere`, token: ada.token })).statusCode).toBe(
      400,
    );
    const other = await call(t.app, { method: "PUT", url: `${base}/personal`, token: bob.token });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ result: "Not allowed" });
    expect((await call(t.app, { method: "PUT", url: `${base}/personal` })).statusCode).toBe(401);
    expect((await storedAnswer(t.app, answer.id)).data).not.toHaveProperty("step");
  });
});
