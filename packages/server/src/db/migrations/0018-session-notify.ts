import { sql, type Kysely } from "kysely";

/** The channel on which every change that may end or alter a live session is announced (auth/session-cache.ts listens). */
export const SESSION_CHANNEL = "session_changes";

/**
 * Issue #13: each server process keeps the sessions it resolved in memory; it must forget them as
 * soon as any process (a logout, a password reset, an administrator disabling an account or changing
 * a role or a reviewer's juries, an erasure, an operator's SQL) changes what a session resolves to.
 * Row triggers NOTIFY the user's id (a TRUNCATE: "*", everyone); PostgreSQL delivers at commit, to
 * every listening connection. A session's touch (last_seen_at moving forward, once a minute) is not
 * announced: it changes nothing a request is allowed to do; moving it back (idle expiry) is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const channel = sql.lit(SESSION_CHANNEL);
  await sql`
    CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_LEVEL = 'STATEMENT' THEN
        PERFORM pg_notify(${channel}, '*');
      ELSIF TG_TABLE_NAME = 'users' THEN
        PERFORM pg_notify(${channel}, OLD.id::text);
      ELSIF TG_OP = 'INSERT' THEN
        PERFORM pg_notify(${channel}, NEW.user_id::text);
      ELSE
        PERFORM pg_notify(${channel}, OLD.user_id::text);
        IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
          PERFORM pg_notify(${channel}, NEW.user_id::text);
        END IF;
      END IF;
      RETURN NULL;
    END $$;

    CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions
      FOR EACH ROW EXECUTE FUNCTION notify_session_change();
    CREATE TRIGGER sessions_notify_update AFTER UPDATE ON sessions
      FOR EACH ROW WHEN (NOT (NEW.last_seen_at >= OLD.last_seen_at AND NEW.token_hash = OLD.token_hash
        AND NEW.user_id = OLD.user_id AND NEW.expires_at = OLD.expires_at))
      EXECUTE FUNCTION notify_session_change();
    CREATE TRIGGER users_notify_change AFTER UPDATE OF login, email, role, disabled_at OR DELETE ON users
      FOR EACH ROW EXECUTE FUNCTION notify_session_change();
    CREATE TRIGGER staff_juries_notify_change AFTER INSERT OR UPDATE OR DELETE ON staff_juries
      FOR EACH ROW EXECUTE FUNCTION notify_session_change();
  `.execute(db);
  for (const table of ["sessions", "users", "staff_juries"]) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_notify_truncate`)} AFTER TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change()`.execute(db);
  }
}
