import { sql, type Kysely } from "kysely";

/**
 * The history of the juries' publication flags (commands/jury-updater.ts): who published or
 * withdrew which results, when, with the flags before and after. No foreign key: a lookup import
 * may replace the juries table, and the history outlives it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE jury_events (
      id serial PRIMARY KEY,
      id_jury text NOT NULL,
      actor_login text NOT NULL,
      before jsonb NOT NULL,
      after jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX jury_events_jury ON jury_events(id_jury, created_at);
  `.execute(db);
}
