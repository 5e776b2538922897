import { sql, type Kysely } from "kysely";

/**
 * Accounts and mail: the outbox worker claims messages (locked_until) so several server processes
 * never send one twice, and retries failures later (next_attempt_at); lookups by user for tokens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
    ALTER TABLE outbox ADD COLUMN locked_until timestamptz;
    DROP INDEX IF EXISTS outbox_pending;
    CREATE INDEX outbox_pending ON outbox(next_attempt_at, id) WHERE sent_at IS NULL;
    CREATE INDEX tokens_user ON tokens(user_id, kind);
    CREATE INDEX rate_limits_window ON rate_limits(window_start);
  `.execute(db);
}
