import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { seedAnswers } from "../applications/applications-fixtures.ts";
import { seedJury } from "../workflow/workflow-test-kit.ts";

const JURY = "PUB_JURY";

/** Publishing a jury's results mails each validated candidate exactly once per publication. */
describe("PUT /ws/admin/juries/:id publication", () => {
  let t: TestApp;
  let boss: BuiltUser;
  let ada: BuiltUser;
  let ines: BuiltUser;
  let late: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "https://portal.example.org" });
    boss = await buildAdmin(t.app);
    ada = await buildCandidate(t.app);
    ines = await buildCandidate(t.app);
    late = await buildCandidate(t.app);
    await t.app.db.updateTable("users").set({ locale: "fr-FR" }).where("id", "=", ines.id).execute();
    await seedJury(t.app, { id: JURY, type: "MSC", code: "PUB" });
    const base = { typeformation: "MSC", mscchoice: "PUB", candidat_validation: "O" };
    await seedAnswers(t.app, [
      { login: ada.login, data: { ...base, givenName: "Ada", familyName: "Lovelace", admis: "O" } },
      { login: ines.login, data: { ...base, givenName: "Inès", familyName: "Martin", admis: "L" } },
      // Not validated: neither counted nor told.
      {
        login: late.login,
        data: { ...base, candidat_validation: "N", givenName: "Late", familyName: "Comer" },
      },
    ]);
  });
  afterAll(async () => t.close());

  const publish = (on: boolean) =>
    call(t.app, {
      method: "PUT",
      url: `/ws/admin/juries/${JURY}`,
      token: boss.token,
      payload: { resultats_publies: on },
    });
  const resultMails = () =>
    t.app.db
      .selectFrom("outbox")
      .select(["recipient", "subject", "text", "dedupe_key"])
      .where("dedupe_key", "like", "result:%")
      .orderBy("id")
      .execute();
  const publications = () =>
    t.app.db.selectFrom("jury_publications").selectAll().where("id_jury", "=", JURY).execute();

  it("counts the validated applications of the jury per decision, with no publication yet", async () => {
    const res = await call(t.app, { url: "/ws/admin/juries", token: boss.token });
    const jury = res.json().juries.find((j: { id_jury: string }) => j.id_jury === JURY);
    expect(jury.counts).toEqual({ O: 1, N: 0, L: 1, R: 0, C: 0, "-": 0, undecided: 0, total: 2 });
    expect(jury.lastPublication).toBeNull();
  });

  it("publishes once when pressed twice, and mails each validated candidate in their language", async () => {
    const first = await publish(true);
    expect(first.statusCode).toBe(200);
    expect(first.json().publication).toEqual({ id: expect.any(Number), recipients: 2 });
    const second = await publish(true);
    expect(second.json().publication).toBeNull();
    expect(await publications()).toHaveLength(1);

    const mails = await resultMails();
    expect(mails.map((m) => m.recipient).sort()).toEqual([ada.login, ines.login].sort());
    const english = mails.find((m) => m.recipient === ada.login)!;
    expect(english.subject).toBe("Your admission result is available");
    expect(english.text).toContain("Hello Ada Lovelace,");
    expect(english.text).toContain("MSc in Aerospace Engineering");
    expect(english.text).toContain("https://portal.example.org/form/candform");
    const french = mails.find((m) => m.recipient === ines.login)!;
    expect(french.subject).toBe("Le résultat de votre candidature est disponible");
    expect(french.text).toContain("Bonjour Inès Martin,");

    const list = await call(t.app, { url: "/ws/admin/juries", token: boss.token });
    const jury = list.json().juries.find((j: { id_jury: string }) => j.id_jury === JURY);
    expect(jury.lastPublication).toEqual({ at: expect.any(String), by: boss.login, recipients: 2 });
  });

  it("publishes again after a withdrawal, mailing each candidate once more", async () => {
    expect((await publish(false)).json().publication).toBeNull();
    const again = await publish(true);
    expect(again.json().publication.recipients).toBe(2);
    expect(await publications()).toHaveLength(2);
    expect(await resultMails()).toHaveLength(4);
  });

  it("records one publication when two requests publish at the same time", async () => {
    await publish(false);
    const before = (await publications()).length;
    const responses = await Promise.all([publish(true), publish(true)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(responses.filter((r) => r.json().publication !== null)).toHaveLength(1);
    expect(await publications()).toHaveLength(before + 1);
    expect(await resultMails()).toHaveLength(6);
  });
});
