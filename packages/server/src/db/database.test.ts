import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";

// Only a PostgreSQL server drops connections under the portal (restart, failover, idle timeout).
describe.skipIf(!process.env.DATABASE_URL)("a PostgreSQL server dropping the pool's idle connections", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("neither crashes the process nor fails the next query", async () => {
    await sql`SELECT 1`.execute(t.app.db);
    const admin = new pg.Client({ connectionString: t.config.databaseUrl });
    await admin.connect();
    try {
      const killed = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(200);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(t.app.db);
    expect(rows[0].n).toBeGreaterThanOrEqual(0);
  });
});
