import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endOfDayIn } from "@portal/domain/campaign/deadlines";
import { buildApp } from "../app.ts";
import { DAY_MS, MovableClock } from "../clock.ts";
import { loadConfig } from "../config.ts";
import { remindReferees } from "../commands/referee-reminders.ts";
import { declineUnconfirmed } from "../commands/unconfirmed-decliner.ts";
import { offerFreedPlaces } from "../commands/freed-place-offerer.ts";
import { buildCandidate } from "../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../test/harness.ts";
import { candidateWith, dayFromToday } from "../../test/offers-kit.ts";
import { seedAnswer, seedJury, validApplication } from "../routes/workflow/workflow-test-kit.ts";

// Issue #37: two portal instances on one PostgreSQL database, each with its own connection pool, job
// queue workers and mail worker (as two server processes have), their clocks moved past the
// deadlines together. Each scheduled job is asked of both at the same moment, then each sweep is run
// by both at once: every reminder, withdrawal and offer happens once, and each e-mail is sent once.

const REGISTRATION_DAY = dayFromToday(10);
const ENV = {
  DEADLINE_REGISTRATION: REGISTRATION_DAY,
  TIME_ZONE: "Europe/Paris",
  REFEREE_REMINDER_DAYS: "7",
};
const JOBS = ["referee-reminders", "decline-unconfirmed", "offer-freed-places"] as const;

describe.skipIf(!process.env.DATABASE_URL)("scheduled work on two instances of the portal", () => {
  let first: TestApp;
  let second: FastifyInstance;
  const clocks = [new MovableClock(), new MovableClock()];
  const secondDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-second-"));

  beforeAll(async () => {
    first = await createTestApp(ENV, { clock: clocks[0] });
    const config = loadConfig({
      ...ENV,
      DATA_DIR: secondDir,
      LOG_LEVEL: "silent",
      DATABASE_URL: first.config.databaseUrl!,
    });
    second = await buildApp(config, { clock: clocks[1] });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    fs.rmSync(secondDir, { recursive: true, force: true });
  });

  it("reminds each referee, withdraws the unconfirmed and offers the place once, and sends each e-mail once", async () => {
    const apps = [first.app, second];
    await seedJury(first.app, { published: true });
    const admitted = await candidateWith(first.app, { admis: "O" });
    const waiting = await candidateWith(first.app, { admis: "L", waiting_rank: 1 });
    const referees = ["ref-a@example.org", "ref-b@example.org"];
    const named = await buildCandidate(first.app);
    await seedAnswer(
      first.app,
      named,
      validApplication({ reco_email_1: referees[0], reco_email_2: referees[1] }),
    );
    const invited = await call(first.app, {
      method: "POST",
      url: "/ws/references/invitations",
      token: named.token,
    });
    expect(invited.statusCode).toBe(200);

    // Past the registration deadline, and eight days after the invitations.
    const later = Math.max(
      endOfDayIn(REGISTRATION_DAY, "Europe/Paris").getTime() + 60_000,
      Date.now() + 8 * DAY_MS,
    );
    for (const clock of clocks) clock.moveTo(new Date(later));

    for (const job of JOBS) {
      const ids = await Promise.all(apps.map((app) => app.jobs.runNow(job, "test")));
      for (const [index, id] of ids.entries()) {
        if (id) expect((await apps[index]!.jobs.settled(job, id))?.state, job).toBe("completed");
      }
    }
    // The sweeps themselves, by both at once: nothing is left to do, nothing is done twice.
    const now = clocks[0]!.now();
    const again = await Promise.all(
      apps.flatMap((app) => [
        remindReferees(app.db, now, { days: 7, settings: app.config }),
        declineUnconfirmed(app.db, now, app.config),
        offerFreedPlaces(app.db, now, app.config),
      ]),
    );
    expect(again).toEqual([{ expired: 0, reminded: 0 }, 0, 0, { expired: 0, reminded: 0 }, 0, 0]);
    await Promise.all(apps.map((app) => app.mailWorker.drain()));

    const db = first.app.db;
    const withdrawals = await db.selectFrom("withdrawals").select(["answer_id", "reason"]).execute();
    expect(withdrawals).toEqual([{ answer_id: admitted.answerId, reason: "deadline" }]);
    const offers = await db.selectFrom("offers").select("answer_id").execute();
    expect(offers).toEqual([{ answer_id: waiting.answerId }]);
    const references = await db.selectFrom("answer_references").select(["email", "reminders"]).execute();
    expect(references.map((r) => [r.email, r.reminders]).sort()).toEqual([
      ["ref-a@example.org", 1],
      ["ref-b@example.org", 1],
    ]);
    const mails = await db.selectFrom("outbox").select(["recipient", "sent_at", "attempts"]).execute();
    const count = (to: string) => mails.filter((mail) => mail.recipient === to).length;
    // An invitation and one reminder to each referee; one e-mail to each of the two candidates.
    expect(referees.map(count)).toEqual([2, 2]);
    expect(count(admitted.login)).toBe(1);
    expect(count(waiting.login)).toBe(1);
    // Every e-mail sent without a failure, and as many sending attempts as e-mails (the pacing
    // records each): no process sent one another had claimed.
    expect(mails.filter((mail) => mail.sent_at === null || mail.attempts !== 0)).toEqual([]);
    const attempts = await db
      .selectFrom("mail_attempts")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(attempts.n)).toBe(mails.length);
  });
});
