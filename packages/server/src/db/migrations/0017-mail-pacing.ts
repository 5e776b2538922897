import { sql, type Kysely } from "kysely";

/**
 * Mail pacing shared by every server process (mail/mail-worker.ts): one row per send attempt of
 * the last minute, so MAIL_PER_MINUTE holds for the relay whatever the number of processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE mail_attempts (
      id bigserial PRIMARY KEY,
      attempted_at timestamptz NOT NULL
    );
    CREATE INDEX mail_attempts_at ON mail_attempts(attempted_at);
  `.execute(db);
}
