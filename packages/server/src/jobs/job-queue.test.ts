import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { JOB_NAMES } from "./portal-jobs.ts";

describe("job queue", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("schedules every portal job and runs one on demand, keeping its output", async () => {
    const schedules = await t.app.db
      .selectFrom("pgboss.schedule" as never)
      .select(["name" as never])
      .execute();
    expect(schedules.map((row) => (row as { name: string }).name).sort()).toEqual([...JOB_NAMES].sort());
    const id = await t.app.jobs.runNow("auth-clean-up", "test");
    expect(id).toBeTruthy();
    const run = await t.app.jobs.settled("auth-clean-up", id!);
    expect(run?.state).toBe("completed");
  });
});
