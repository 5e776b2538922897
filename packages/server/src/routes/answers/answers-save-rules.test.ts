import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCandidate } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { openAnswer, saveTab, storedAnswer } from "../../../test/answers-kit.ts";

// Regression (issue "day one"): a card expiring before its issue, a study period ending before it
// starts and a test score of "abc" were saved and printed; the domain's rules now refuse them here too.
describe("POST /ws/form/candform/answer/:answerid refuses impossible dates and scores", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("refuses an identity card expiring before its date of issue, under the expiry date", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const before = await storedAnswer(t.app, answer.id);
    const res = await saveTab(t.app, ada, answer.id, {
      tab: "personal",
      version: 1,
      values: { idcardno: "X1", idauthority: "Paris", idissuedate: "01/02/2030", idexpirydate: "01/02/2020" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.idexpirydate).toEqual([
      "Identity card: the expiry date must be after the date of issue",
    ]);
    expect(await storedAnswer(t.app, answer.id)).toEqual(before);
  });

  it("refuses a study period ending before it starts", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const before = await storedAnswer(t.app, answer.id);
    const line = { institution: "Uni", heb_from_tod: "01/09/2023", heb_from_tof: "30/06/2022" };
    const res = await saveTab(t.app, ada, answer.id, {
      tab: "background",
      version: 1,
      values: { heb_line: [line] },
    });
    expect(res.statusCode).toBe(400);
    // The server lists a list's row errors under the list itself.
    expect(res.json().errors.heb_line).toEqual([
      "Academic background: a study period must end after it begins",
    ]);
    expect(await storedAnswer(t.app, answer.id)).toEqual(before);
  });

  it("refuses a test score that is not a number, in the candidate's language", async () => {
    const ada = await buildCandidate(t.app);
    const answer = await openAnswer(t.app, ada);
    const before = await storedAnswer(t.app, answer.id);
    const values = {
      native_language: "French",
      english_level: "B2",
      english_test: "TOEFL",
      english_score: "abc",
    };
    const res = await saveTab(t.app, ada, answer.id, { tab: "langs", version: 1, values });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      english_score: ["The TOEFL iBT score must be a number from 0 to 120"],
    });
    const fr = await call(t.app, {
      method: "POST",
      url: `/ws/form/candform/answer/${answer.id}`,
      token: ada.token,
      headers: { "accept-language": "fr" },
      payload: { tab: "langs", version: 1, values },
    });
    expect(fr.json().errors).toEqual({
      english_score: ["Le score TOEFL iBT doit être un nombre de 0 à 120"],
    });
    expect(await storedAnswer(t.app, answer.id)).toEqual(before);

    const ok = await saveTab(t.app, ada, answer.id, {
      tab: "langs",
      version: 1,
      values: { ...values, english_score: "95" },
    });
    expect(ok.statusCode).toBe(200);
  });
});
