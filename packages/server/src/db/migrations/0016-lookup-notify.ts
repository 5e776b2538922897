import { sql, type Kysely } from "kysely";

/** The channel on which every change to a lookup table is announced (queries/lookup-cache.ts listens). */
export const LOOKUP_CHANNEL = "lookup_changes";

// The lookup tables as they stood when this migration was written; a later table adds its own trigger.
const TABLES = [
  "countries",
  "juries",
  "formations",
  "bac_specialities",
  "institutions",
  "schools",
  "school_tracks",
  "communes",
];

/**
 * Issue #13: the server keeps lookups in memory; each process must forget them when any process (an
 * import, a jury's publication flags, a seed, an operator's SQL) changes a lookup table. A statement
 * trigger NOTIFYs the table's name; PostgreSQL delivers it at commit, to every listening connection.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_lookup_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(${sql.lit(LOOKUP_CHANNEL)}, TG_TABLE_NAME);
      RETURN NULL;
    END $$`.execute(db);
  for (const table of TABLES) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_notify_change`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_lookup_change()`.execute(db);
  }
}
