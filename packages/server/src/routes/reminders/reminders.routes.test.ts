import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { seedAnswers } from "../applications/applications-fixtures.ts";
import { seedJury } from "../workflow/workflow-test-kit.ts";

describe("POST /ws/admin/reminders", () => {
  let t: TestApp;
  let boss: BuiltUser;
  let reviewer: BuiltUser;
  let ada: BuiltUser;
  let ines: BuiltUser;
  let done: BuiltUser;
  let other: BuiltUser;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "https://portal.example.org" });
    boss = await buildAdmin(t.app);
    reviewer = await buildReviewer(t.app, ["REM_JURY"]);
    ada = await buildCandidate(t.app);
    ines = await buildCandidate(t.app);
    done = await buildCandidate(t.app);
    other = await buildCandidate(t.app);
    await t.app.db.updateTable("users").set({ locale: "fr" }).where("id", "=", ines.id).execute();
    await seedJury(t.app, { id: "REM_JURY", type: "MSC", code: "REM" });
    await seedJury(t.app, { id: "REM_OTHER", type: "MSC", code: "REO" });
    const msc = (code: string, extra: object) => ({ typeformation: "MSC", mscchoice: code, ...extra });
    ids = await seedAnswers(t.app, [
      { login: ada.login, data: msc("REM", { givenName: "Ada", familyName: "Lovelace" }) },
      { login: ines.login, data: msc("REM", { givenName: "Inès", familyName: "Martin" }) },
      // Validated already: an application reminder does not concern it.
      {
        login: done.login,
        data: msc("REM", { givenName: "Done", familyName: "Early", candidat_validation: "O" }),
      },
      { login: other.login, data: msc("REO", { givenName: "Other", familyName: "Jury" }) },
    ]);
  });
  afterAll(async () => t.close());

  const remind = (token: string, body: object, dryRun: boolean, headers: Record<string, string> = {}) =>
    call(t.app, {
      method: "POST",
      url: `/ws/admin/reminders?dryRun=${dryRun}`,
      token,
      payload: body,
      headers,
    });
  const reminderEvents = () =>
    t.app.db
      .selectFrom("answer_events")
      .select(["answer_id", "actor_login"])
      .where("kind", "=", "reminder")
      .execute();

  it("counts on a dry run and writes nothing", async () => {
    const res = await remind(boss.token, { template: "reminder_application", selection: { ids } }, true);
    expect(res.json()).toEqual({ result: "OK", recipients: 3, sent: 0 });
    expect(await reminderEvents()).toEqual([]);
  });

  it("sends one mail per concerned candidate in their language with the deadline, and one history line each", async () => {
    const res = await remind(
      boss.token,
      {
        template: "reminder_application",
        deadline: "2026-12-12",
        selection: { filters: { jury: "REM_JURY" } },
      },
      false,
    );
    expect(res.json()).toEqual({ result: "OK", recipients: 2, sent: 2 });
    const mails = await t.app.db
      .selectFrom("outbox")
      .select(["recipient", "subject", "text"])
      .where("recipient", "in", [ada.login, ines.login, done.login, other.login])
      .execute();
    expect(mails.map((m) => m.recipient).sort()).toEqual([ada.login, ines.login].sort());
    const en = mails.find((m) => m.recipient === ada.login)!;
    expect(en.subject).toBe("Your application is not finished");
    expect(en.text).toContain("Applications close on 12 December 2026.");
    const fr = mails.find((m) => m.recipient === ines.login)!;
    expect(fr.text).toContain("Les candidatures ferment le 12 décembre 2026.");
    const events = await reminderEvents();
    expect(events.map((e) => e.answer_id).sort()).toEqual([ids[0], ids[1]].sort());
    expect(events.every((e) => e.actor_login === boss.login)).toBe(true);

    const history = await call(t.app, { url: `/ws/admin/answers/${ids[0]}/history`, token: boss.token });
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain("Reminder e-mailed to the candidate");
    const french = await call(t.app, {
      url: `/ws/admin/answers/${ids[0]}/history`,
      token: boss.token,
      headers: { "accept-language": "fr" },
    });
    expect(JSON.stringify(french.json())).toContain("Relance envoyée au candidat par e-mail");
  });

  it("refuses a reviewer, even for their own jury's applications: writing to candidates is an administrator's (issue #35)", async () => {
    const before = await reminderEvents();
    for (const selection of [{ ids: [ids[0]!] }, { ids: [ids[3]!] }, { filters: { q: "" } }]) {
      const res = await remind(reviewer.token, { template: "reminder_application", selection }, true);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "REVIEWER_READ_ONLY" });
    }
    expect(await reminderEvents()).toEqual(before);
  });

  it("refuses an unknown template and a bad deadline with a message in the request's language", async () => {
    const template = await remind(boss.token, { template: "activation", selection: { ids } }, true);
    expect(template.statusCode).toBe(400);
    expect(template.json().message).toContain("reminder_registration");
    const deadline = await remind(
      boss.token,
      { template: "reminder_application", deadline: "2026-02-30", selection: { ids } },
      true,
      { "accept-language": "fr" },
    );
    expect(deadline.statusCode).toBe(400);
    expect(deadline.json().message).toContain("AAAA-MM-JJ");
  });

  it("refuses candidates", async () => {
    const res = await remind(ada.token, { template: "reminder_application", selection: { ids } }, true);
    expect(res.statusCode).toBe(403);
  });
});
