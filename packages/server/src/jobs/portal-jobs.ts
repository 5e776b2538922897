import type { FastifyInstance } from "fastify";
import { pruneAuthData } from "../auth/housekeeping.ts";
import { cleanOrphanFiles } from "../commands/file-orphan-cleaner.ts";
import { remindReferees } from "../commands/referee-reminders.ts";
import { remindInterviews } from "../commands/interview-reminders.ts";
import { declineUnconfirmed } from "../commands/unconfirmed-decliner.ts";
import { offerFreedPlaces } from "../commands/freed-place-offerer.ts";
import { fileStoreFor } from "../storage/file-store-for.ts";
import type { PortalJob } from "./job-queue.ts";

/**
 * Everything the portal does by itself, each a queue of the job queue with its schedule. The sweeps
 * take the portal's clock (app.clock), so a test that moves it sees them act; each acts once per
 * thing due even when two processes run the same sweep (their own claims), and the queue runs each
 * scheduled run once across processes.
 */
export const PORTAL_JOBS: readonly PortalJob[] = [
  {
    name: "outbox",
    cron: "* * * * *",
    run: async (app) => ({ sent: await app.mailWorker.drain() }),
  },
  {
    name: "auth-clean-up",
    cron: "7 * * * *",
    run: async (app) => {
      await pruneAuthData(app.db);
    },
  },
  {
    name: "orphan-files",
    cron: "17 * * * *",
    run: async (app) => {
      const report = await cleanOrphanFiles(app.db, fileStoreFor(app));
      return { orphans: report.orphans.length, partials: report.partials };
    },
  },
  {
    name: "referee-reminders",
    cron: "20 * * * *",
    run: async (app) => {
      const report = await remindReferees(app.db, app.clock.now(), {
        days: app.config.refereeReminderDays,
        settings: app.config,
      });
      if (report.reminded) afterMailQueued(app);
      return { ...report };
    },
  },
  {
    // Past a confirmation deadline: withdrawn with reason "deadline", the place offered at once.
    name: "decline-unconfirmed",
    cron: "*/5 * * * *",
    run: async (app) => {
      const declined = await declineUnconfirmed(app.db, app.clock.now(), app.config);
      if (declined) afterMailQueued(app);
      return { declined };
    },
  },
  {
    // Places freed by candidates' own withdrawals, or kept while a programme's offers were paused.
    name: "offer-freed-places",
    cron: "*/5 * * * *",
    run: async (app) => {
      const offered = await offerFreedPlaces(app.db, app.clock.now(), app.config);
      if (offered) afterMailQueued(app);
      return { offered };
    },
  },
  {
    // Booked interviews starting within the day: the reminder with its calendar file, once each.
    name: "interview-reminders",
    cron: "40 * * * *",
    run: async (app) => {
      const reminded = await remindInterviews(app.db, app.clock.now(), app.config);
      if (reminded) afterMailQueued(app);
      return { reminded };
    },
  },
];

/** The names of the portal's jobs, for the jobs page's labels and the routes' checks. */
export const JOB_NAMES = PORTAL_JOBS.map((job) => job.name);

/** Tells the mail worker of this process that a job queued mail. */
export function afterMailQueued(app: FastifyInstance): void {
  app.mailWorker.poke();
}
