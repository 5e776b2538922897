import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openDatabase, type Database } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { runAdminCommand } from "./admin-commands.ts";

describe("npm run admin -- reviewer <email> <JURY,JURY…>", () => {
  let t: TestApp;
  let dataDir: string;
  let env: Record<string, string>;
  /** The database the command works on: this test's PostgreSQL database, or a fresh DATA_DIR. */
  const withDb = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    if (t.config.databaseUrl) return work(t.app.db);
    const db = await openDatabase({ dataDir });
    try {
      await migrateToLatest(db as never);
      return await work(db);
    } finally {
      await db.destroy();
    }
  };
  const run = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCommand(args, env, { out: (s) => out.push(s), err: (s) => err.push(s) });
    return { code, out, err };
  };

  beforeAll(async () => {
    t = await createTestApp();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-cli-"));
    env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
    };
    await withDb((db) =>
      db
        .insertInto("juries")
        .values(
          ["CLI_J1", "CLI_J2"].map((id) => ({
            id_jury: id,
            label: id,
            resultats_publies: false,
            resultats_brs_publies: false,
          })),
        )
        .onConflict((oc) => oc.column("id_jury").doNothing())
        .execute(),
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates an activated reviewer of those juries with a one-time password, then changes the juries", async () => {
    const created = await run(["reviewer", "Rev@Example.org", "CLI_J1,CLI_J2"]);
    expect(created.err).toEqual([]);
    expect(created.code).toBe(0);
    expect(created.out[0]).toContain("Reviewer created: CLI_J1, CLI_J2");
    expect(created.out[0]).toMatch(/password: \S{20,}/);
    const changed = await run(["reviewer", "rev@example.org", "CLI_J2"]);
    expect(changed.out).toEqual(["rev@example.org is a reviewer of CLI_J2."]);
    const stored = await withDb(async (db) => {
      const user = await db
        .selectFrom("users")
        .select(["id", "role", "activated_at", "password_hash"])
        .where("login", "=", "rev@example.org")
        .executeTakeFirstOrThrow();
      const juries = await db
        .selectFrom("staff_juries")
        .select("id_jury")
        .where("user_id", "=", user.id)
        .execute();
      return { ...user, juries: juries.map((j) => j.id_jury) };
    });
    expect(stored).toMatchObject({ role: "reviewer", juries: ["CLI_J2"] });
    expect(stored.activated_at).not.toBeNull();
    expect(stored.password_hash).not.toBeNull();
  }, 120_000); // opens and migrates an embedded database per command: slow on a busy machine

  it("refuses unknown juries with their names and a missing jury list with the usage", async () => {
    const unknown = await run(["reviewer", "other@example.org", "CLI_J1,NOPE"]);
    expect(unknown.code).toBe(1);
    expect(unknown.err[0]).toContain("These juries do not exist: NOPE");
    const usage = await run(["reviewer", "other@example.org"]);
    expect(usage.code).toBe(2);
    expect(usage.err[0]).toContain("reviewer <email> <JURY,JURY…>");
  }, 120_000);
});
