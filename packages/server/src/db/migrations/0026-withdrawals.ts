import { sql, type Kysely } from "kysely";

/**
 * Withdrawals and automatic offers (issue #37).
 *
 * - `withdrawals`: one per application at most (a withdrawal is final): the reason code (domain
 *   workflow/withdrawal.ts, "deadline" for a decline by default), the candidate's free text, who
 *   (candidate, office with their login, or the portal at the deadline), when (the portal's clock),
 *   the stage the application left (the dashboard's funnel counts how far it got) and its programme.
 *   `frees_place`: the candidate held a place (published admission), which goes to the waiting list.
 * - `offers`: a place offered automatically to the first of a programme's waiting list, with the
 *   candidate's own confirmation deadline. `answer_id` UNIQUE: nobody is offered twice;
 *   `freed_by` UNIQUE: a freed place is offered once. A freed place not offered yet (the list was
 *   empty, or the programme's offers paused) is a `frees_place` withdrawal no offer names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE withdrawals (
      id serial PRIMARY KEY,
      answer_id integer NOT NULL UNIQUE REFERENCES answers (id) ON DELETE CASCADE,
      reason text NOT NULL,
      comment text CHECK (char_length(comment) <= 500),
      by_kind text NOT NULL CHECK (by_kind IN ('candidate', 'office', 'deadline')),
      by_login text,
      stage_before text NOT NULL,
      programme text NOT NULL DEFAULT '',
      frees_place boolean NOT NULL DEFAULT false,
      withdrawn_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX withdrawals_freed_places ON withdrawals (programme, id) WHERE frees_place`.execute(
    db,
  );
  await sql`
    CREATE TABLE offers (
      id serial PRIMARY KEY,
      answer_id integer NOT NULL UNIQUE REFERENCES answers (id) ON DELETE CASCADE,
      freed_by integer UNIQUE REFERENCES withdrawals (id) ON DELETE SET NULL,
      programme text NOT NULL,
      offered_at timestamptz NOT NULL,
      deadline timestamptz NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE offers`.execute(db);
  await sql`DROP TABLE withdrawals`.execute(db);
}
