import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { seedAnswers } from "../applications/applications-fixtures.ts";
import { seedJury } from "../workflow/workflow-test-kit.ts";

describe("a reminder the office gives no day", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEADLINE_APPLICATION: "2027-04-15", TIME_ZONE: "Europe/Paris" });
  });
  afterAll(async () => t.close());

  it("names the date of each candidate's programme, in their language and the zone their browser reported", async () => {
    const boss = await buildAdmin(t.app);
    const ada = await buildCandidate(t.app);
    const ines = await buildCandidate(t.app);
    const campaign = await buildCandidate(t.app);
    await t.app.db
      .updateTable("users")
      .set({ time_zone: "America/New_York" })
      .where("id", "=", ada.id)
      .execute();
    await t.app.db.updateTable("users").set({ locale: "fr" }).where("id", "=", ines.id).execute();
    await seedJury(t.app, { id: "DATE_JURY", type: "MSC", code: "DTE" });
    await seedJury(t.app, { id: "CAMPAIGN_JURY", type: "MSC", code: "CMP" });
    await t.app.db
      .insertInto("programme_settings")
      .values({ programme: "DTE", application_closes: new Date("2027-03-31T21:59:59Z") })
      .execute();
    const msc = (code: string) => ({
      typeformation: "MSC",
      mscchoice: code,
      givenName: "A",
      familyName: "B",
    });
    const ids = await seedAnswers(t.app, [
      { login: ada.login, data: msc("DTE") },
      { login: ines.login, data: msc("DTE") },
      { login: campaign.login, data: msc("CMP") },
    ]);
    const res = await call(t.app, {
      method: "POST",
      url: "/ws/admin/reminders?dryRun=false",
      token: boss.token,
      payload: { template: "reminder_application", selection: { ids } },
    });
    expect(res.json()).toEqual({ result: "OK", recipients: 3, sent: 3 });
    const text = async (login: string) =>
      (
        await t.app.db
          .selectFrom("outbox")
          .select("text")
          .where("recipient", "=", login)
          .executeTakeFirstOrThrow()
      ).text;
    expect(await text(ada.login)).toContain("Applications close on 31 March 2027, 17:59 (New York time).");
    expect(await text(ines.login)).toContain(
      "Les candidatures ferment le 31 mars 2027 à 23:59 (heure de Paris).",
    );
    expect(await text(campaign.login)).toContain("Applications close on 15 April 2027, 23:59 (Paris time).");
  });
});
