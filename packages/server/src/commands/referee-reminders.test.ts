import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS } from "../clock.ts";
import { buildCandidate } from "../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../test/harness.ts";
import { mailsTo, seedAnswer, validApplication } from "../routes/workflow/workflow-test-kit.ts";
import { remindReferees } from "./referee-reminders.ts";

/** Referee reminders as a sweep (issue #37): called directly with a moved `now`. */
describe("remindReferees", () => {
  let t: TestApp;
  const referees = Array.from({ length: 6 }, (_, i) => `referee-${i}@example.org`);
  let invitedAt: Date;

  beforeAll(async () => {
    t = await createTestApp();
    // Three candidates, two referees each, invited through the candidate's route.
    for (let i = 0; i < referees.length; i += 2) {
      const candidate = await buildCandidate(t.app);
      await seedAnswer(
        t.app,
        candidate,
        validApplication({ reco_email_1: referees[i], reco_email_2: referees[i + 1] }),
      );
      await call(t.app, { method: "POST", url: "/ws/references/invitations", token: candidate.token });
    }
    invitedAt = (
      await t.app.db.selectFrom("answer_references").select("invited_at").executeTakeFirstOrThrow()
    ).invited_at;
  });
  afterAll(async () => t.close());

  const options = () => ({ days: 7, settings: t.config });
  const countMails = async () =>
    (await Promise.all(referees.map((r) => mailsTo(t.app, r)))).reduce((n, mails) => n + mails.length, 0);

  it("reminds no one before N days, then each waiting referee once per N days", async () => {
    expect(await remindReferees(t.app.db, new Date(invitedAt.getTime() + 6 * DAY_MS), options())).toEqual({
      expired: 0,
      reminded: 0,
    });
    const eighth = new Date(invitedAt.getTime() + 8 * DAY_MS);
    // A referee whose letter is in is never reminded.
    await t.app.db
      .updateTable("answer_references")
      .set({ received_at: invitedAt })
      .where("email", "=", referees[0]!)
      .execute();
    const before = await countMails();
    expect((await remindReferees(t.app.db, eighth, options())).reminded).toBe(5);
    expect(await countMails()).toBe(before + 5);
    const [, reminder] = await mailsTo(t.app, referees[1]!);
    expect(reminder!.subject).toMatch(/^Reminder/);
    expect(reminder!.text).toContain("/reference/");
    // The same day again, or six days later: nothing more.
    expect((await remindReferees(t.app.db, eighth, options())).reminded).toBe(0);
    expect(
      (await remindReferees(t.app.db, new Date(eighth.getTime() + 6 * DAY_MS), options())).reminded,
    ).toBe(0);
    expect(
      (await remindReferees(t.app.db, new Date(eighth.getTime() + 7 * DAY_MS), options())).reminded,
    ).toBe(5);
  });

  it("marks the references past their end as expired, and reminds them no more", async () => {
    const end = new Date(invitedAt.getTime() + 61 * DAY_MS);
    expect(await remindReferees(t.app.db, end, options())).toEqual({ expired: 5, reminded: 0 });
    expect((await remindReferees(t.app.db, end, options())).expired).toBe(0);
  });
});

describe.runIf(process.env.DATABASE_URL)("remindReferees on PostgreSQL, two processes at once", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("sends each reminder once", async () => {
    const referees: string[] = [];
    for (let i = 0; i < 20; i++) {
      const candidate = await buildCandidate(t.app);
      const pair = [`a${i}@example.org`, `b${i}@example.org`];
      referees.push(...pair);
      await seedAnswer(t.app, candidate, validApplication({ reco_email_1: pair[0], reco_email_2: pair[1] }));
      await call(t.app, { method: "POST", url: "/ws/references/invitations", token: candidate.token });
    }
    const now = new Date(Date.now() + 8 * DAY_MS);
    const options = { days: 7, settings: t.config, batch: 3 };
    const runs = await Promise.all([
      remindReferees(t.app.db, now, options),
      remindReferees(t.app.db, now, options),
      remindReferees(t.app.db, now, options),
    ]);
    expect(runs.reduce((n, run) => n + run.reminded, 0)).toBe(40);
    for (const referee of referees) expect((await mailsTo(t.app, referee)).length).toBe(2);
  });
});
