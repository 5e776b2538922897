import { sql, type Kysely } from "kysely";

/**
 * Drafts (issue #12): what a candidate typed on a tab and has not saved with "Save and continue",
 * so that closing the browser half-way through a long tab loses nothing. One row per answer and
 * tab; `values` are never validated and never part of the answer's data. `base_version` is the
 * answer's version the draft was typed on: when the answer changed since, the draft is offered,
 * never applied silently. A tab's save deletes its draft.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE answer_drafts (
      answer_id integer NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
      tab text NOT NULL,
      values jsonb NOT NULL,
      base_version integer NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (answer_id, tab)
    );
  `.execute(db);
}
