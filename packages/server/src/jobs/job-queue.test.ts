import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, eventually, type TestApp } from "../../test/harness.ts";
import { queueMail } from "../mail/outbox.ts";
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

  it("sends mail queued by any write at once, without waiting for the outbox job", async () => {
    // Queued as a command would, with no call to the mail worker: the outbox's trigger tells it.
    const id = await queueMail(t.app.db, { to: "someone@example.org", subject: "Hello", text: "Hi" });
    await eventually(async () => {
      const row = await t.app.db
        .selectFrom("outbox")
        .select("sent_at")
        .where("id", "=", id)
        .executeTakeFirst();
      return Boolean(row?.sent_at);
    }, 5_000);
  });
});
