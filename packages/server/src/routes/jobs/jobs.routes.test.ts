import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";

describe("jobs routes", () => {
  let t: TestApp;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildAdmin(t.app);
  });
  afterAll(async () => t?.close());

  const get = (query = "") =>
    call(t.app, { method: "GET", url: `/ws/admin/jobs${query}`, token: admin.token });

  it("runs a job now, records who asked and what it did, and lists it", async () => {
    const res = await call(t.app, { method: "POST", url: "/ws/admin/jobs/outbox/run", token: admin.token });
    expect(res.statusCode).toBe(202);
    const { id } = res.json() as { id: string };
    expect((await t.app.jobs.settled("outbox", id))?.state).toBe("completed");
    const page = (await get()).json() as {
      timeZone: string;
      jobs: { name: string; cron: string }[];
      runs: { id: string; state: string; counts: Record<string, number>; requestedBy: string }[];
    };
    expect(page.timeZone).toBe("Europe/Paris");
    expect(page.jobs.map((job) => job.name)).toContain("outbox");
    const run = page.runs.find((r) => r.id === id);
    expect(run).toMatchObject({
      state: "completed",
      requestedBy: admin.login,
      counts: { sent: expect.any(Number) },
    });
  });

  it("leaves out the scheduled runs that found nothing to do, unless asked", async () => {
    const res = await call(t.app, { method: "POST", url: "/ws/admin/jobs/outbox/run", token: admin.token });
    const { id } = res.json() as { id: string };
    await t.app.jobs.settled("outbox", id);
    // As the cron's run of an empty outbox: nobody asked for it and it sent nothing.
    for (const table of ["job", "archive"])
      await sql`UPDATE ${sql.table(`pgboss.${table}`)} SET data = '{}'::jsonb, output = '{"sent":0}'::jsonb
        WHERE id = ${id}::uuid`.execute(t.app.db);
    const ids = async (query: string) =>
      ((await get(query)).json() as { runs: { id: string }[] }).runs.map((r) => r.id);
    expect(await ids("")).not.toContain(id);
    expect(await ids("?idle=true")).toContain(id);
  });

  it("shows a failed run's error, keeps it to the failed filter and runs it again", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/ws/admin/jobs/auth-clean-up/run",
      token: admin.token,
    });
    const { id } = res.json() as { id: string };
    await t.app.jobs.settled("auth-clean-up", id);
    // A run that failed its last attempt, as pg-boss records it.
    await sql`UPDATE pgboss.job SET state = 'failed', output = '{"message":"database did not answer"}'::jsonb
      WHERE id = ${id}::uuid`.execute(t.app.db);
    await sql`UPDATE pgboss.archive SET state = 'failed', output = '{"message":"database did not answer"}'::jsonb
      WHERE id = ${id}::uuid`.execute(t.app.db);
    const failed = (await get("?state=failed")).json() as { runs: { id: string; error: string }[] };
    expect(failed.runs).toEqual([expect.objectContaining({ id, error: "database did not answer" })]);
    const again = await call(t.app, {
      method: "POST",
      url: `/ws/admin/jobs/auth-clean-up/runs/${id}/retry`,
      token: admin.token,
    });
    expect(again.statusCode).toBe(200);
    const settled = await t.app.jobs.settled("auth-clean-up", id);
    expect(settled?.state).toBe("completed");
  });

  it("answers 404 for an unknown job or run, 409 to run again what did not fail, 400 for a bad id", async () => {
    const unknown = await call(t.app, { method: "POST", url: "/ws/admin/jobs/nope/run", token: admin.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain("nope");
    const noRun = await call(t.app, {
      method: "POST",
      url: "/ws/admin/jobs/outbox/runs/00000000-0000-4000-8000-000000000000/retry",
      token: admin.token,
    });
    expect(noRun.statusCode).toBe(404);
    const ok = await call(t.app, { method: "POST", url: "/ws/admin/jobs/outbox/run", token: admin.token });
    const { id } = ok.json() as { id: string };
    await t.app.jobs.settled("outbox", id);
    const notFailed = await call(t.app, {
      method: "POST",
      url: `/ws/admin/jobs/outbox/runs/${id}/retry`,
      token: admin.token,
    });
    expect(notFailed.statusCode).toBe(409);
    const bad = await call(t.app, {
      method: "POST",
      url: "/ws/admin/jobs/outbox/runs/x'1/retry",
      token: admin.token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("is the administrators' only", async () => {
    const reviewer = await buildReviewer(t.app, ["J1"]);
    const candidate = await buildCandidate(t.app);
    for (const user of [reviewer, candidate])
      expect(
        (await call(t.app, { method: "GET", url: "/ws/admin/jobs", token: user.token })).statusCode,
      ).toBe(403);
    expect((await call(t.app, { method: "GET", url: "/ws/admin/jobs" })).statusCode).toBe(401);
  });
});

describe("test clock", () => {
  it("exists only with TEST_CLOCK=1, for administrators, and moves app.clock forward", async () => {
    const plain = await createTestApp();
    const plainAdmin = await buildAdmin(plain.app);
    const absent = await call(plain.app, {
      method: "POST",
      url: "/ws/admin/test-clock",
      token: plainAdmin.token,
      payload: { hours: 1 },
    });
    expect(absent.statusCode).toBe(404);
    await plain.close();

    const moved = await createTestApp({ TEST_CLOCK: "1" });
    try {
      const admin = await buildAdmin(moved.app);
      const candidate = await buildCandidate(moved.app);
      const before = moved.app.clock.now().getTime();
      const refused = await call(moved.app, {
        method: "POST",
        url: "/ws/admin/test-clock",
        token: candidate.token,
        payload: { hours: 48 },
      });
      expect(refused.statusCode).toBe(403);
      const res = await call(moved.app, {
        method: "POST",
        url: "/ws/admin/test-clock",
        token: admin.token,
        payload: { hours: 48 },
      });
      expect(res.statusCode).toBe(200);
      expect(moved.app.clock.now().getTime() - before).toBeGreaterThanOrEqual(48 * 3_600_000);
    } finally {
      await moved.close();
    }
  });
});
