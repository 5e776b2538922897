import { sql, type Kysely } from "kysely";

/**
 * Interviews (issue #38).
 *
 * - `interview_slots`: a programme's times (domain applicationProgramme), each with its length, a
 *   place or a video link (at least one), its seats and how many are booked. `booked` is kept by the
 *   booking itself, in the statement that takes a seat (`UPDATE … SET booked = booked + 1 WHERE
 *   booked < capacity`), so that concurrent bookings never overbook; the CHECK is the last guard.
 * - `interview_invitations`: one per application at most; the slot it holds while booked, the
 *   candidate's reason when declined, the attendance staff record, the reminder's time (cleared by a
 *   move), and `sequence`, the calendar file's SEQUENCE, raised at every booking so that a move
 *   updates the same calendar entry (UID interview-<id>@…).
 * - `outbox.attachments`: files sent with an e-mail (the `.ics` of a booking), a JSON array of
 *   {filename, contentType, content (base64)}; null for the rows and mails that have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE interview_slots (
      id serial PRIMARY KEY,
      programme text NOT NULL,
      starts_at timestamptz NOT NULL,
      minutes integer NOT NULL CHECK (minutes BETWEEN 5 AND 480),
      place text CHECK (char_length(place) <= 200),
      video_link text CHECK (char_length(video_link) <= 500),
      capacity integer NOT NULL CHECK (capacity BETWEEN 1 AND 200),
      booked integer NOT NULL DEFAULT 0 CHECK (booked >= 0 AND booked <= capacity),
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (place IS NOT NULL OR video_link IS NOT NULL)
    )`.execute(db);
  await sql`CREATE INDEX interview_slots_programme ON interview_slots (programme, starts_at)`.execute(db);
  await sql`
    CREATE TABLE interview_invitations (
      id serial PRIMARY KEY,
      answer_id integer NOT NULL UNIQUE REFERENCES answers (id) ON DELETE CASCADE,
      programme text NOT NULL,
      invited_at timestamptz NOT NULL,
      invited_by text NOT NULL,
      status text NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'booked', 'declined')),
      slot_id integer REFERENCES interview_slots (id),
      booked_at timestamptz,
      decline_reason text CHECK (char_length(decline_reason) <= 500),
      declined_at timestamptz,
      attendance text CHECK (attendance IN ('attended', 'absent')),
      attendance_by text,
      reminded_at timestamptz,
      sequence integer NOT NULL DEFAULT 0,
      CHECK ((status = 'booked') = (slot_id IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX interview_invitations_slot ON interview_invitations (slot_id) WHERE slot_id IS NOT NULL`.execute(
    db,
  );
  await sql`ALTER TABLE outbox ADD COLUMN attachments jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbox DROP COLUMN attachments`.execute(db);
  await sql`DROP TABLE interview_invitations`.execute(db);
  await sql`DROP TABLE interview_slots`.execute(db);
}
