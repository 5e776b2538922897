import type { FastifyInstance } from "fastify";
import { startMailWorker } from "./mail/mail-worker.ts";
import { bootstrapAdministrators } from "./auth/bootstrap.ts";
import { startSpoolSweeping } from "./commands/file-orphan-cleaner.ts";
import { startJobQueue } from "./jobs/job-queue.ts";
import { PORTAL_JOBS } from "./jobs/portal-jobs.ts";
import { seedLookupsAtStartup } from "./seeds/seeder.ts";
import { refreshStaleApplicationFacts } from "./queries/application-facts.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * What the start-up has to tell the person who started it (the demo credentials, shown once):
     * main.ts prints it last, after the address, so that nothing scrolls it away.
     */
    startupNotes: string[];
  }
}

/**
 * Work done once the routes are in place: seeds, the administrator from ADMIN_LOGIN (or the demo
 * administrator and candidates), the outbox worker, the job queue. Each part of the server adds its task here;
 * `lap` names the phase just done for the start-up's timing line.
 */
export async function startupTasks(
  app: FastifyInstance,
  lap: (phase: string) => void = () => {},
): Promise<void> {
  startMailWorker(app);
  // Lookups first: the demo candidates created with the demo administrator need the juries.
  await seedLookupsAtStartup(app);
  lap("seeds");
  app.decorate("startupNotes", [] as string[]);
  // With LOG_LEVEL=silent (tests) nothing is kept to print.
  await bootstrapAdministrators(
    app,
    app.config.logLevel === "silent" ? null : (text) => app.startupNotes.push(text),
  );
  lap("accounts");
  // Answers written before the facts existed, in bulk (demo, benchmark) or under an older FACTS_VERSION.
  await refreshStaleApplicationFacts(app.db);
  lap("facts");
  startSpoolSweeping(app);
  await startJobQueue(app, PORTAL_JOBS);
  lap("jobs");
}
