import { sql, type Kysely } from "kysely";

/**
 * Reference letters (issue #37, docs/REFERENCES.md): one row per invitation of a referee named in an
 * application (`slot` 1 or 2: reco_email_1 or reco_email_2). The link's token is stored only as its
 * sha-256. A row whose referee was replaced keeps `replaced_at` (its link is dead); at most one live
 * row per application and slot. The letter's bytes are in the FileStore under `letter_name`, never in
 * `files`, so that no route of the candidate's documents can reach them. `reminded_at`: the last
 * reminder (the candidate's or the automatic one), which paces both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE answer_references (
      id serial PRIMARY KEY,
      answer_id integer NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
      slot smallint NOT NULL CHECK (slot BETWEEN 1 AND 2),
      email text NOT NULL,
      locale text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      invited_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      opened_at timestamptz,
      reminded_at timestamptz,
      reminders integer NOT NULL DEFAULT 0,
      replaced_at timestamptz,
      received_at timestamptz,
      referee_name text,
      referee_position text,
      referee_institution text,
      referee_relationship text,
      letter_name text UNIQUE,
      letter_original_name text,
      letter_size integer,
      letter_sha256 text
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX answer_references_live ON answer_references (answer_id, slot)
    WHERE replaced_at IS NULL`.execute(db);
  // The reminders' sweep walks the live references still waiting for a letter.
  await sql`
    CREATE INDEX answer_references_waiting ON answer_references (expires_at)
    WHERE replaced_at IS NULL AND received_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE answer_references`.execute(db);
}
