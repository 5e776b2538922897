import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { seedAnswers } from "../applications/applications-fixtures.ts";
import { putDecision } from "../decisions/decision-kit.ts";
import { seedJury } from "../workflow/workflow-test-kit.ts";

const JURY = "AUD_JURY";

/**
 * Publishing a jury once mailed all its validated candidates, 21 of 45 of whom had no decision and
 * found nothing to read (issue "day one", item 4): only candidates with a decision are told, the
 * confirmation can say how many, and a decision recorded after the publication tells its candidate.
 */
describe("the audience of a jury's publication", () => {
  let t: TestApp;
  let boss: BuiltUser;
  let admitted: BuiltUser;
  let refused: BuiltUser;
  let pending: BuiltUser;
  let blank: BuiltUser;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "https://portal.example.org" });
    boss = await buildAdmin(t.app);
    [admitted, refused, pending, blank] = await Promise.all([1, 2, 3, 4].map(() => buildCandidate(t.app)));
    const late = await buildCandidate(t.app);
    await seedJury(t.app, { id: JURY, type: "MSC", code: "AUD" });
    const base = { typeformation: "MSC", mscchoice: "AUD", candidat_validation: "O" };
    ids = await seedAnswers(t.app, [
      { login: admitted.login, data: { ...base, givenName: "Ada", familyName: "Admitted", admis: "O" } },
      { login: refused.login, data: { ...base, givenName: "Ron", familyName: "Refused", admis: "N" } },
      { login: pending.login, data: { ...base, givenName: "Pia", familyName: "Pending", admis: "-" } },
      { login: blank.login, data: { ...base, givenName: "Bea", familyName: "Blank" } },
      { login: late.login, data: { ...base, candidat_validation: "N", admis: "O" } },
    ]);
  });
  afterAll(async () => t.close());

  const resultMails = () =>
    t.app.db
      .selectFrom("outbox")
      .select(["recipient", "dedupe_key"])
      .where((eb) =>
        eb.or([eb("dedupe_key", "like", "result:%"), eb("dedupe_key", "like", "result-change:%")]),
      )
      .orderBy("id")
      .execute();
  const preview = (jury = JURY) =>
    call(t.app, { url: `/ws/admin/juries/${jury}/publication-preview`, token: boss.token });

  it("previews who would be told and who has no decision yet, writing nothing", async () => {
    const res = await preview();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: "OK", recipients: 2, undecided: 2 });
    expect((await preview("NO_SUCH_JURY")).statusCode).toBe(404);
    expect(await resultMails()).toEqual([]);
  });

  it("tells only the candidates with a decision when the results are published", async () => {
    const res = await call(t.app, {
      method: "PUT",
      url: `/ws/admin/juries/${JURY}`,
      token: boss.token,
      payload: { resultats_publies: true },
    });
    expect(res.json().publication.recipients).toBe(2);
    expect((await resultMails()).map((m) => m.recipient).sort()).toEqual(
      [admitted.login, refused.login].sort(),
    );
    expect((await preview()).json()).toMatchObject({ recipients: 2, undecided: 2 });
  });

  it("tells a candidate of a first decision recorded after the publication, once for a double click", async () => {
    const pendingId = ids[2];
    const first = await putDecision(t.app, boss, pendingId, { admis: "O" });
    const again = await putDecision(t.app, boss, pendingId, { admis: "O" });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    const mails = (await resultMails()).filter((m) => m.recipient === pending.login);
    expect(mails).toHaveLength(1);
    expect(mails[0].dedupe_key).toMatch(/^result-change:/);
  });

  it("tells a candidate once more when their decision changes, not when it goes back to none", async () => {
    const pendingId = ids[2];
    await putDecision(t.app, boss, pendingId, { admis: "L", rank: 1 });
    expect((await resultMails()).filter((m) => m.recipient === pending.login)).toHaveLength(2);
    await putDecision(t.app, boss, pendingId, { admis: "-" });
    expect((await resultMails()).filter((m) => m.recipient === pending.login)).toHaveLength(2);
  });

  it("tells the candidates a bulk change decides on, and none while the results are not published", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/ws/admin/applications/bulk?dryRun=false",
      token: boss.token,
      payload: { selection: { ids: [ids[3]] }, set: { admis: "N" } },
    });
    expect(res.json().count).toBe(1);
    expect((await resultMails()).filter((m) => m.recipient === blank.login)).toHaveLength(1);

    await call(t.app, {
      method: "PUT",
      url: `/ws/admin/juries/${JURY}`,
      token: boss.token,
      payload: { resultats_publies: false },
    });
    const before = (await resultMails()).length;
    await putDecision(t.app, boss, ids[1], { admis: "O" });
    expect(await resultMails()).toHaveLength(before);
  });
});
