import { sql, type Kysely } from "kysely";

/**
 * Fee waivers (issue #39).
 *
 * - `payments.waives_rest`: a waiver that settles whatever is left of its nature, whatever its amount
 *   (a full waiver). Until now every waiver did, so the existing ones keep that meaning; a partial
 *   waiver (false) counts its amount only (domain payment-status.ts).
 * - `waiver_codes`: codes candidates type at payment. The code is stored upper-cased and unique
 *   whatever its case; exactly one of a percentage (1–100) or an amount off (cents); an optional
 *   programme (domain applicationProgramme); an optional maximum of uses. `uses` is kept by the use
 *   itself, in the statement that takes one (`UPDATE … SET uses = uses + 1 WHERE uses < max_uses`),
 *   so that concurrent uses never exceed the maximum; the CHECK is the last guard.
 * - `waiver_code_uses`: one per application and code, with the waiver payment it recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payments ADD COLUMN waives_rest boolean NOT NULL DEFAULT false;
    UPDATE payments SET waives_rest = true WHERE method = 'waiver';
    ALTER TABLE payments ADD CONSTRAINT payments_waives_rest_check CHECK (NOT waives_rest OR method = 'waiver');
  `.execute(db);
  await sql`
    CREATE TABLE waiver_codes (
      id serial PRIMARY KEY,
      code text NOT NULL CHECK (code = upper(code) AND char_length(code) BETWEEN 3 AND 40),
      nature text NOT NULL CHECK (nature IN ('application_fee', 'down_payment', 'tuition')),
      percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
      amount_off_cents integer CHECK (amount_off_cents > 0),
      programme text CHECK (char_length(programme) <= 100),
      max_uses integer CHECK (max_uses >= 1),
      uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0 AND (max_uses IS NULL OR uses <= max_uses)),
      expires_at timestamptz,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      archived boolean NOT NULL DEFAULT false,
      CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL))
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX waiver_codes_code ON waiver_codes (upper(code))`.execute(db);
  await sql`
    CREATE TABLE waiver_code_uses (
      id serial PRIMARY KEY,
      code_id integer NOT NULL REFERENCES waiver_codes (id),
      answer_id integer NOT NULL REFERENCES answers (id) ON DELETE CASCADE,
      payment_id integer NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
      used_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (code_id, answer_id)
    )`.execute(db);
  await sql`CREATE INDEX waiver_code_uses_answer ON waiver_code_uses (answer_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE waiver_code_uses`.execute(db);
  await sql`DROP TABLE waiver_codes`.execute(db);
  await sql`ALTER TABLE payments DROP COLUMN waives_rest`.execute(db);
}
