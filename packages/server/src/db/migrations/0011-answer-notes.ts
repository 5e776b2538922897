import { sql, type Kysely } from "kysely";

/**
 * The dossier page (issue #10): staff's internal notes on an application, never shown to its
 * candidate, and the before → after of each change in the answer's history. `author_login` is kept
 * as text, like jury_events' actor_login, so a note outlives its author's account (erasure deletes
 * or anonymises it explicitly, commands/account-remover.ts). `changes` stays null for the events
 * written before it existed, and for those that change no value (a step, a file row alone).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE answer_notes (
      id serial PRIMARY KEY,
      answer_id integer NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
      author_login text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX answer_notes_answer ON answer_notes(answer_id, id);
    CREATE INDEX answer_notes_author ON answer_notes(author_login);
    ALTER TABLE answer_events ADD COLUMN changes jsonb;
  `.execute(db);
}
