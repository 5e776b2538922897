import { sql, type Kysely } from "kysely";

/** The channel on which mail queued in the outbox is announced (app.ts pokes the mail worker). */
export const OUTBOX_CHANNEL = "outbox_queued";

/**
 * Mail is queued by many writes (registrations, decisions, referees' invitations, the job queue's
 * sweeps, the command line); each would otherwise have to remember to wake the mail worker. A
 * statement trigger announces every insert instead: PostgreSQL delivers at commit, once per
 * transaction, to every listening process, whose worker then claims what is due (FOR UPDATE SKIP
 * LOCKED: one sends, the others find nothing). The job queue's "outbox" job still sends every minute
 * what is left (retries, what the pacing held back).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const channel = sql.lit(OUTBOX_CHANNEL);
  await sql`
    CREATE FUNCTION notify_outbox_queued() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(${channel}, '');
      RETURN NULL;
    END $$;
    CREATE TRIGGER outbox_notify_insert AFTER INSERT ON outbox
      FOR EACH STATEMENT EXECUTE FUNCTION notify_outbox_queued();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER outbox_notify_insert ON outbox; DROP FUNCTION notify_outbox_queued();`.execute(db);
}
