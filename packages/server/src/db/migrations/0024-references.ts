import { sql, type Kysely } from "kysely";

/**
 * Reference letters (issue #37, docs/REFERENCES.md): one row per invitation of a referee named in an
 * application (`slot` 1 or 2: reco_email_1 or reco_email_2). A row whose referee was replaced keeps
 * `replaced_at` (its links are dead); at most one live row per application and slot. `expired_at`:
 * when the reminders' sweep saw the link's end pass. Each link sent (the invitation, one per
 * reminder) is a `reference_links` row holding only the token's sha-256: the token itself is never
 * stored, so a reminder carries a link of its own, and every link of a reference dies with it
 * (letter received, referee replaced, end passed). The letter's bytes are in the FileStore under
 * `letter_name`, never in `files`, so that no route of the candidate's documents can reach them.
 * `reminded_at`: the last reminder (the candidate's or the automatic one), which paces both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE answer_references (
      id serial PRIMARY KEY,
      answer_id integer NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
      slot smallint NOT NULL CHECK (slot BETWEEN 1 AND 2),
      email text NOT NULL,
      locale text NOT NULL,
      invited_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      opened_at timestamptz,
      reminded_at timestamptz,
      reminders integer NOT NULL DEFAULT 0,
      replaced_at timestamptz,
      expired_at timestamptz,
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
    CREATE TABLE reference_links (
      token_hash text PRIMARY KEY,
      reference_id integer NOT NULL REFERENCES answer_references(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX reference_links_reference ON reference_links (reference_id)`.execute(db);
  await sql`
    CREATE UNIQUE INDEX answer_references_live ON answer_references (answer_id, slot)
    WHERE replaced_at IS NULL`.execute(db);
  // The reminders' sweep walks the live references still waiting for a letter.
  await sql`
    CREATE INDEX answer_references_waiting ON answer_references (expires_at)
    WHERE replaced_at IS NULL AND received_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE reference_links`.execute(db);
  await sql`DROP TABLE answer_references`.execute(db);
}
