import { sql, type Kysely } from "kysely";

/**
 * Erasures (GDPR): one row per erasure, anonymisation or purge, recording that it happened and how
 * much went, never whose data it was (no login, no name, no e-mail): the reference is random.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE erasures (
      id serial PRIMARY KEY,
      reference text NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('erased', 'anonymised', 'purged')),
      performed_at timestamptz NOT NULL DEFAULT now(),
      performed_by text NOT NULL,
      accounts integer NOT NULL DEFAULT 0,
      answers integer NOT NULL DEFAULT 0,
      files integer NOT NULL DEFAULT 0,
      bytes bigint NOT NULL DEFAULT 0,
      campaign_years text
    );
    CREATE INDEX erasures_performed ON erasures(performed_at DESC);
  `.execute(db);
}
