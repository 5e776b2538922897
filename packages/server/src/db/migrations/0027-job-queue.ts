import { sql, type Kysely } from "kysely";
import PgBoss from "pg-boss";

/** The job queue's schema (pg-boss, jobs/job-queue.ts). */
export const JOB_SCHEMA = "pgboss";

/**
 * The job queue's tables and functions, made here with the portal's own migrations instead of by
 * pg-boss at start-up: the test databases are copies of a migrated template (db/pglite-template.ts),
 * so each test server starts with them ready, and a deployment migrates once, in one place. pg-boss's
 * plan wraps itself in BEGIN … COMMIT, which would end the migration's own transaction: those two are
 * taken off (its advisory lock and local timeouts stay). A later pg-boss whose schema version differs
 * comes with a migration of its own (PgBoss.getMigrationPlans).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const plan = PgBoss.getConstructionPlans(JOB_SCHEMA)
    .replace(/^\s*BEGIN;/, "")
    .replace(/COMMIT;\s*$/, "");
  await sql.raw(plan).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`DROP SCHEMA ${JOB_SCHEMA} CASCADE`).execute(db);
}
