import { sql, type Kysely } from "kysely";

/**
 * Review at scale (issue #38).
 *
 * - `scoresheets`: a programme's criteria (domain review/scoresheet.ts) by version. Changing a
 *   scoresheet that has scores adds a version; reviews keep the version they were given under, so
 *   old scores stay readable against their own criteria. The current one is the highest version.
 * - `review_assignments`: which reviewer is to read which application, by an administrator's hand,
 *   spread evenly, or taken by the reviewer ("give me the next five").
 * - `reviews`: one per (application, reviewer): the scores and comments per criterion, a draft until
 *   submitted; `score` is the review's weighted score out of 100 (domain weightedScore).
 * - application_facts gains the application's standing, written when a review is submitted or
 *   withdrawn: the mean score of its submitted reviews, their number, the spread between readers,
 *   and the rank within its programme (`programme`: domain applicationProgramme, as an expression of
 *   the facts). The workspace sorts and filters on them through its indexes.
 * - programme_settings.blind_review: that programme's reviewers read without the candidate's identity.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE scoresheets (
      id serial PRIMARY KEY,
      programme text NOT NULL,
      version integer NOT NULL,
      criteria jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      UNIQUE (programme, version)
    )`.execute(db);
  await sql`
    CREATE TABLE review_assignments (
      answer_id integer NOT NULL REFERENCES answers (id) ON DELETE CASCADE,
      reviewer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      assigned_by text NOT NULL,
      assigned_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (answer_id, reviewer_id)
    )`.execute(db);
  await sql`CREATE INDEX review_assignments_reviewer ON review_assignments (reviewer_id, answer_id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE reviews (
      id serial PRIMARY KEY,
      answer_id integer NOT NULL REFERENCES answers (id) ON DELETE CASCADE,
      reviewer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      scoresheet_id integer NOT NULL REFERENCES scoresheets (id),
      scores jsonb NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted')),
      score double precision,
      updated_at timestamptz NOT NULL DEFAULT now(),
      submitted_at timestamptz,
      UNIQUE (answer_id, reviewer_id)
    )`.execute(db);
  await sql`CREATE INDEX reviews_reviewer ON reviews (reviewer_id, status)`.execute(db);
  await sql`
    ALTER TABLE application_facts
      ADD COLUMN programme text GENERATED ALWAYS AS (CASE WHEN typeformation = 'MSC' THEN mscchoice ELSE fstchoice END) STORED,
      ADD COLUMN review_score double precision,
      ADD COLUMN review_count integer NOT NULL DEFAULT 0,
      ADD COLUMN review_spread double precision,
      ADD COLUMN review_rank integer`.execute(db);
  await sql`CREATE INDEX application_facts_review_score ON application_facts (form_id, review_score, answer_id)`.execute(
    db,
  );
  await sql`CREATE INDEX application_facts_review_rank ON application_facts (form_id, review_rank, answer_id)`.execute(
    db,
  );
  await sql`CREATE INDEX application_facts_review_spread ON application_facts (form_id, review_spread, answer_id)`.execute(
    db,
  );
  await sql`CREATE INDEX application_facts_programme_score ON application_facts (form_id, programme, review_score)`.execute(
    db,
  );
  await sql`
    CREATE OR REPLACE VIEW application_list AS
      SELECT a.id AS answer_id, a.form_id, f.login, f.family_name, f.given_name, f.sort_name, f.search_key,
        f.typeformation, f.fstchoice, f.sndchoice, f.trdchoice, f.mscchoice, f.jury, f.eu, f.stage,
        f.admis, f.scholarship_requested, f.scholarship_decision, f.documents, f.created_at,
        a.updated_at, f.facts_version, f.payment_status, f.facet_key,
        f.programme, f.review_score, f.review_count, f.review_spread, f.review_rank
      FROM answers a JOIN application_facts f ON f.answer_id = a.id`.execute(db);
  await sql`ALTER TABLE programme_settings ADD COLUMN blind_review boolean NOT NULL DEFAULT false`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE programme_settings DROP COLUMN blind_review`.execute(db);
  await sql`DROP VIEW application_list`.execute(db);
  await sql`
    ALTER TABLE application_facts DROP COLUMN review_rank, DROP COLUMN review_spread,
      DROP COLUMN review_count, DROP COLUMN review_score, DROP COLUMN programme`.execute(db);
  await sql`
    CREATE VIEW application_list AS
      SELECT a.id AS answer_id, a.form_id, f.login, f.family_name, f.given_name, f.sort_name, f.search_key,
        f.typeformation, f.fstchoice, f.sndchoice, f.trdchoice, f.mscchoice, f.jury, f.eu, f.stage,
        f.admis, f.scholarship_requested, f.scholarship_decision, f.documents, f.created_at,
        a.updated_at, f.facts_version, f.payment_status, f.facet_key
      FROM answers a JOIN application_facts f ON f.answer_id = a.id`.execute(db);
  await sql`DROP TABLE reviews`.execute(db);
  await sql`DROP TABLE review_assignments`.execute(db);
  await sql`DROP TABLE scoresheets`.execute(db);
}
