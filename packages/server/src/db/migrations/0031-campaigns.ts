import { sql, type Kysely } from "kysely";

/**
 * Campaigns as data (issue #39).
 *
 * - `campaigns`: one row a year. `state` open (candidates apply and go on) or closed (every answer
 *   of it read-only for its candidate, still read, searched and exported by the office). Its four
 *   dates (a day each, closing at its end in the institution's zone; null = the DEADLINE_<STEP> of the
 *   configuration) and its fees in cents. `jury_flags`: the juries' publication as it stood when the
 *   next campaign opened (the live `juries` flags then start again unpublished for the new year),
 *   so that last year's candidates keep reading the results they were shown.
 * - `current_campaign()`: the newest open campaign, else the newest; the default of
 *   `answers.campaign`, so that a row inserted without one (seeds, benchmarks) lands in it.
 * - `answers.campaign`: the application's campaign; a candidate has one answer per campaign
 *   (UNIQUE (form_id, login, campaign) instead of (form_id, login)). Existing answers take the year
 *   their `campaign_year` holds (2025 when none); every year found becomes a campaign, the newest
 *   open, the older ones closed.
 * - `application_facts.campaign`: the same year, so that the workspace filters on it.
 * - `application_list` (the workspace's pages) shows it.
 * - `programme_settings` gains `campaign`: a programme's dates and automation are a campaign's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE campaigns (
      year integer PRIMARY KEY CHECK (year BETWEEN 2000 AND 2999),
      state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed')),
      application_closes date,
      scholarship_closes date,
      confirmation_closes date,
      tuition_closes date,
      application_fee_cents integer NOT NULL DEFAULT 10000 CHECK (application_fee_cents BETWEEN 0 AND 100000000),
      down_payment_msc_cents integer NOT NULL DEFAULT 120000 CHECK (down_payment_msc_cents BETWEEN 0 AND 100000000),
      down_payment_other_cents integer NOT NULL DEFAULT 150000 CHECK (down_payment_other_cents BETWEEN 0 AND 100000000),
      jury_flags jsonb,
      opened_at timestamptz NOT NULL DEFAULT now(),
      opened_by text NOT NULL DEFAULT 'portal',
      closed_at timestamptz,
      closed_by text
    )
  `.execute(db);
  await sql`
    INSERT INTO campaigns (year)
    SELECT DISTINCT CASE WHEN data->>'campaign_year' ~ '^[0-9]{4}$' THEN (data->>'campaign_year')::int ELSE 2025 END
    FROM answers
    UNION SELECT 2025
  `.execute(db);
  await sql`
    UPDATE campaigns SET state = 'closed', closed_at = now(), closed_by = 'portal'
    WHERE year < (SELECT max(year) FROM campaigns)
  `.execute(db);
  // The juries' frozen flags are read with the lookups: a change to campaigns tells every process.
  await sql`
    CREATE TRIGGER campaigns_notify_change
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campaigns
    FOR EACH STATEMENT EXECUTE FUNCTION notify_lookup_change()`.execute(db);
  await sql`
    CREATE FUNCTION current_campaign() RETURNS integer LANGUAGE sql STABLE AS $$
      SELECT coalesce(
        (SELECT max(year) FROM campaigns WHERE state = 'open'),
        (SELECT max(year) FROM campaigns),
        2025)
    $$
  `.execute(db);
  await sql`ALTER TABLE answers ADD COLUMN campaign integer`.execute(db);
  await sql`
    UPDATE answers SET campaign =
      CASE WHEN data->>'campaign_year' ~ '^[0-9]{4}$' THEN (data->>'campaign_year')::int ELSE 2025 END
  `.execute(db);
  await sql`
    ALTER TABLE answers
      ALTER COLUMN campaign SET DEFAULT current_campaign(),
      ALTER COLUMN campaign SET NOT NULL,
      ADD CONSTRAINT answers_campaign_fkey FOREIGN KEY (campaign) REFERENCES campaigns(year),
      DROP CONSTRAINT answers_form_id_login_key,
      ADD CONSTRAINT answers_form_id_login_campaign_key UNIQUE (form_id, login, campaign)
  `.execute(db);
  await sql`ALTER TABLE application_facts ADD COLUMN campaign integer NOT NULL DEFAULT current_campaign()`.execute(
    db,
  );
  await sql`
    UPDATE application_facts f SET campaign = a.campaign FROM answers a WHERE a.id = f.answer_id
  `.execute(db);
  await sql`
    CREATE OR REPLACE VIEW application_list AS
      SELECT a.id AS answer_id, a.form_id, f.login, f.family_name, f.given_name, f.sort_name, f.search_key,
        f.typeformation, f.fstchoice, f.sndchoice, f.trdchoice, f.mscchoice, f.jury, f.eu, f.stage,
        f.admis, f.scholarship_requested, f.scholarship_decision, f.documents, f.created_at,
        a.updated_at, f.facts_version, f.payment_status, f.facet_key,
        f.programme, f.review_score, f.review_count, f.review_spread, f.review_rank, f.campaign
      FROM answers a JOIN application_facts f ON f.answer_id = a.id`.execute(db);
  await sql`CREATE INDEX application_facts_campaign ON application_facts(form_id, campaign, sort_name, answer_id)`.execute(
    db,
  );
  await sql`ALTER TABLE programme_settings ADD COLUMN campaign integer`.execute(db);
  await sql`UPDATE programme_settings SET campaign = current_campaign()`.execute(db);
  await sql`
    ALTER TABLE programme_settings
      ALTER COLUMN campaign SET DEFAULT current_campaign(),
      ALTER COLUMN campaign SET NOT NULL,
      DROP CONSTRAINT programme_settings_pkey,
      ADD PRIMARY KEY (campaign, programme)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM programme_settings WHERE campaign <> current_campaign()`.execute(db);
  await sql`
    ALTER TABLE programme_settings DROP CONSTRAINT programme_settings_pkey, DROP COLUMN campaign, ADD PRIMARY KEY (programme)
  `.execute(db);
  await sql`DROP VIEW application_list`.execute(db);
  await sql`ALTER TABLE application_facts DROP COLUMN campaign`.execute(db);
  await sql`
    CREATE VIEW application_list AS
      SELECT a.id AS answer_id, a.form_id, f.login, f.family_name, f.given_name, f.sort_name, f.search_key,
        f.typeformation, f.fstchoice, f.sndchoice, f.trdchoice, f.mscchoice, f.jury, f.eu, f.stage,
        f.admis, f.scholarship_requested, f.scholarship_decision, f.documents, f.created_at,
        a.updated_at, f.facts_version, f.payment_status, f.facet_key,
        f.programme, f.review_score, f.review_count, f.review_spread, f.review_rank
      FROM answers a JOIN application_facts f ON f.answer_id = a.id`.execute(db);
  await sql`
    ALTER TABLE answers DROP CONSTRAINT answers_form_id_login_campaign_key, DROP COLUMN campaign,
      ADD CONSTRAINT answers_form_id_login_key UNIQUE (form_id, login)
  `.execute(db);
  await sql`DROP FUNCTION current_campaign()`.execute(db);
  await sql`DROP TABLE campaigns`.execute(db);
}
