import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { migrateToLatest } from "./migrate.ts";

describe("migrateToLatest on a database already up to date", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const done = async () =>
    (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.app.db)).rows;

  it("changes nothing", async () => {
    const before = await done();
    expect(before.length).toBeGreaterThan(10);
    await migrateToLatest(t.app.db as never);
    expect(await done()).toEqual(before);
  });

  it("leaves a version table that differs from the list to Kysely's Migrator, which refuses it", async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999-unknown', ${new Date().toISOString()})`.execute(
      t.app.db,
    );
    await expect(migrateToLatest(t.app.db as never)).rejects.toThrow(/9999-unknown/);
    await sql`delete from kysely_migration where name = '9999-unknown'`.execute(t.app.db);
  });
});
