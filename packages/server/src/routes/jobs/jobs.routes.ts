import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { requireSession } from "../../auth/authenticate.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { isAdministrator } from "../../policies/staff.ts";
import { countJobRuns, findJobRun, listJobRuns, type JobRun } from "../../queries/job-runs.ts";
import { listJobsSchema, retryRunSchema, runJobSchema } from "./jobs.schema.ts";

/** A run as the jobs page shows it: its counts when it completed, its error's message when it failed. */
function presentRun(run: JobRun) {
  const output = run.output as { message?: unknown } | Record<string, unknown> | null;
  const failed = run.state === "failed" || run.state === "retry";
  const error = failed && output && typeof output.message === "string" ? output.message : null;
  const counts =
    run.state === "completed" && output && typeof output === "object"
      ? Object.fromEntries(Object.entries(output).filter(([, value]) => typeof value === "number"))
      : null;
  return {
    id: run.id,
    name: run.name,
    state: run.state,
    retries: run.retries,
    retryLimit: run.retryLimit,
    createdAt: run.createdAt.toISOString(),
    startAfter: run.startAfter.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    completedAt: run.completedAt?.toISOString() ?? null,
    counts: counts as Record<string, number> | null,
    error,
    requestedBy: run.requestedBy,
  };
}

/**
 * The jobs page's API (administrators only, issue #37): the portal's jobs with what waits, runs and
 * failed, their latest runs, "run now" and "run again" for a failed run.
 */
export async function jobsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isAdministrator(request.actor)) throw new ForbiddenError();
  });
  const known = (name: string) => {
    if (!app.jobs.has(name)) throw new AppError("JOB_UNKNOWN", { name });
  };

  app.get("/ws/admin/jobs", { schema: listJobsSchema }, async (request) => {
    const names = app.jobs.jobs.map((job) => job.name);
    const [counts, runs] = await Promise.all([
      countJobRuns(app.db, names),
      listJobRuns(app.db, {
        names,
        state: request.query.state,
        idle: request.query.idle,
        limit: request.query.limit ?? 100,
      }),
    ]);
    return {
      result: "OK" as const,
      timeZone: app.config.timeZone,
      jobs: app.jobs.jobs.map((job) => {
        const count = counts.get(job.name) ?? {};
        return {
          name: job.name,
          cron: job.cron,
          waiting: (count.created ?? 0) + (count.retry ?? 0),
          running: count.active ?? 0,
          failed: count.failed ?? 0,
        };
      }),
      runs: runs.map(presentRun),
    };
  });

  app.post("/ws/admin/jobs/:name/run", { schema: runJobSchema }, async (request, reply) => {
    known(request.params.name);
    const id = await app.jobs.runNow(request.params.name, request.actor.login);
    if (!id) throw new AppError("JOB_WAITING");
    request.log.info({ job: request.params.name, run: id, by: request.actor.login }, "job run asked");
    return reply.status(202).send({ result: "OK" as const, id });
  });

  app.post("/ws/admin/jobs/:name/runs/:id/retry", { schema: retryRunSchema }, async (request) => {
    const { name, id } = request.params;
    known(name);
    const run = await findJobRun(app.db, name, id);
    if (!run) throw new AppError("JOB_RUN_UNKNOWN");
    if (run.state !== "failed") throw new AppError("JOB_NOT_FAILED");
    await app.jobs.retry(name, id);
    request.log.info({ job: name, run: id, by: request.actor.login }, "failed job run again");
    return { result: "OK" as const };
  });
}
