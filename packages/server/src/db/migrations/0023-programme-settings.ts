import { sql, type Kysely } from "kysely";

/**
 * Per-programme settings the office sets in the back office (issue #37): the dates that act (the
 * application, scholarships, registration confirmation and tuition close; null = the campaign's
 * date from DEADLINE_<STEP>), whether received references are required before validation, whether
 * a place freed by a withdrawal is offered automatically to the waiting list (offers_paused stops
 * it), and how many days an automatic offer leaves to confirm. `programme` is the application's
 * programme code (domain applicationProgramme: mscchoice for an MSc, else fstchoice).
 * users.time_zone: the IANA zone the person's browser reported, so e-mails show dates in it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE programme_settings (
      programme text PRIMARY KEY,
      application_closes timestamptz,
      scholarship_closes timestamptz,
      confirmation_closes timestamptz,
      tuition_closes timestamptz,
      references_required boolean NOT NULL DEFAULT false,
      offers_paused boolean NOT NULL DEFAULT false,
      offer_days integer NOT NULL DEFAULT 7 CHECK (offer_days BETWEEN 1 AND 60),
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text
    )`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN time_zone text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN time_zone`.execute(db);
  await sql`DROP TABLE programme_settings`.execute(db);
}
