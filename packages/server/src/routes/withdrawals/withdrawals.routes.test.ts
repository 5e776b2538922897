import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { saveTab } from "../../../test/answers-kit.ts";
import { MovableClock } from "../../clock.ts";
import { offerFreedPlaces } from "../../commands/freed-place-offerer.ts";
import { candidateWith, dayFromToday } from "../../../test/offers-kit.ts";
import { seedJury, storedValues, validate } from "../workflow/workflow-test-kit.ts";

describe("POST and GET /ws/withdrawal/{login}", () => {
  let t: TestApp;
  let admin: BuiltUser;
  const clock = new MovableClock();

  beforeAll(async () => {
    t = await createTestApp({ DEADLINE_REGISTRATION: dayFromToday(30) }, { clock });
    await seedJury(t.app, { published: true });
    admin = await buildAdmin(t.app);
  });
  afterAll(async () => t.close());

  const withdraw = (user: BuiltUser, login: string, payload: object, locale = "en") =>
    call(t.app, {
      method: "POST",
      url: `/ws/withdrawal/${encodeURIComponent(login)}`,
      token: user.token,
      payload,
      headers: { "accept-language": locale },
    });
  const standing = (user: BuiltUser, login: string) =>
    call(t.app, { url: `/ws/withdrawal/${encodeURIComponent(login)}`, token: user.token });

  it("gives the candidate the reasons to choose from, and nothing withdrawn yet", async () => {
    const ada = await candidateWith(t.app, { admis: "O" });
    const res = await standing(ada, ada.login);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ withdrawal: null, offer: null });
    expect(res.json().reasons.map((r: { code: string }) => r.code)).toEqual([
      "other_offer",
      "personal",
      "financial",
      "programme",
      "visa",
      "other",
    ]);
  });

  it("requires a reason of the list, an explanation with 'other', at most 500 characters, in the reader's language", async () => {
    const ada = await candidateWith(t.app, { admis: "O" });
    for (const body of [
      {},
      { reason: "" },
      { reason: "deadline" },
      { reason: "other" },
      { reason: "other", comment: "x".repeat(501) },
    ]) {
      const res = await withdraw(ada, ada.login, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const french = await withdraw(ada, ada.login, { reason: "" }, "fr");
    expect(french.json().message).toContain("Choisissez le motif");
    expect((await storedValues(t.app, ada.answerId)).withdrawn).toBeUndefined();
  });

  it("withdraws the candidate's application, keeps the decision, frees the place and refuses every later change", async () => {
    const ada = await candidateWith(t.app, { admis: "O" });
    const waiting = await candidateWith(t.app, { admis: "L", waiting_rank: 1 });
    const res = await withdraw(ada, ada.login, { reason: "other", comment: "  Moving abroad  " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().withdrawal).toMatchObject({
      reason: "other",
      reasonLabel: "Another reason",
      comment: "Moving abroad",
      by: "candidate",
    });
    expect(res.json().withdrawal.byLogin).toBeUndefined();
    expect(await storedValues(t.app, ada.answerId)).toMatchObject({ withdrawn: "O", admis: "O" });
    const facts = await t.app.db
      .selectFrom("application_facts")
      .select("stage")
      .where("answer_id", "=", ada.answerId)
      .executeTakeFirstOrThrow();
    expect(facts.stage).toBe("withdrawn");

    // Final: a second withdrawal, a tab save, a step and a draft are all refused.
    expect((await withdraw(ada, ada.login, { reason: "visa" })).statusCode).toBe(409);
    const version = (
      await t.app.db
        .selectFrom("answers")
        .select("version")
        .where("id", "=", ada.answerId)
        .executeTakeFirstOrThrow()
    ).version;
    const save = await saveTab(t.app, ada, ada.answerId, {
      tab: "address",
      version,
      values: { address: "2 rue du Port" },
    });
    expect(save.statusCode).toBe(409);
    const step = await validate(t.app, ada, "validateregistration");
    expect(step.statusCode).toBe(409);
    expect(step.json().failures[0].code).toBe("WORKFLOW_WITHDRAWN");
    const draft = await call(t.app, {
      method: "PUT",
      url: `/ws/form/candform/answer/${ada.answerId}/drafts/address`,
      token: ada.token,
      payload: { baseVersion: version, values: { address: "3 rue du Port" } },
    });
    expect(draft.statusCode).toBe(409);
    const answer = await call(t.app, { url: `/ws/form/candform/answer/${ada.login}`, token: ada.token });
    expect(answer.json().readOnlyTabs).toEqual(expect.arrayContaining(["choice", "register", "tuition"]));

    // The place goes to the waiting list when the sweep runs.
    expect(await offerFreedPlaces(t.app.db, clock.now(), t.app.config)).toBe(1);
    expect((await storedValues(t.app, waiting.answerId)).admis).toBe("O");
    const offered = await standing(waiting, waiting.login);
    expect(offered.json().offer.deadline).toMatch(/T\d\d:59:59\.000Z$/);
  });

  it("lets an administrator record a withdrawal for a candidate, with who did it for staff", async () => {
    const bob = await candidateWith(t.app, { admis: "L", waiting_rank: 9 });
    const res = await withdraw(admin, bob.login, { reason: "visa" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().withdrawal).toMatchObject({ by: "office", byLogin: admin.login, reason: "visa" });
    const forCandidate = await standing(bob, bob.login);
    expect(forCandidate.json().withdrawal).toMatchObject({ by: "office", reasonLabel: expect.any(String) });
    expect(forCandidate.json().withdrawal.byLogin).toBeUndefined();
    // Not admitted: no place freed.
    const row = await t.app.db
      .selectFrom("withdrawals")
      .select(["frees_place", "by_login", "stage_before"])
      .where("answer_id", "=", bob.answerId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ frees_place: false, by_login: admin.login, stage_before: "waiting_list" });

    const history = await call(t.app, {
      url: `/ws/admin/answers/${bob.answerId}/history`,
      token: admin.token,
    });
    const line = history.json().items.find((l: { kind: string }) => l.kind === "withdrawal");
    expect(line.summary).toBe("Application withdrawn: Visa refused or not obtained in time");
    expect(line.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: "Withdrawn by", after: `the office (${admin.login})` }),
      ]),
    );
  });

  it("refuses another candidate and reviewers; lets the jury's reviewer read", async () => {
    const carol = await candidateWith(t.app, { admis: "O" });
    const mallory = await buildCandidate(t.app);
    const outsider = await buildReviewer(t.app, ["JURY_OTHER"]);
    const juror = await buildReviewer(t.app, ["JURY_MSC"]);
    for (const user of [mallory, outsider, juror])
      expect((await withdraw(user, carol.login, { reason: "visa" })).statusCode).toBe(403);
    expect((await standing(mallory, carol.login)).statusCode).toBe(403);
    expect((await standing(outsider, carol.login)).statusCode).toBe(403);
    expect((await standing(juror, carol.login)).statusCode).toBe(200);
    expect((await storedValues(t.app, carol.answerId)).withdrawn).toBeUndefined();
  });
});
