import { sql, type Kysely } from "kysely";

/**
 * The office's actions on a campaign (issue #11).
 *
 * - `reasons`: the editable catalogues of document refusal reasons and decision motivations, in
 *   English and French; archived rather than deleted, so past reviews keep their wording.
 * - `files.review_*`: each uploaded document's review (to_check on upload, accepted or refused).
 * - `document_requests`: what the office asked the candidate to upload again (a refused document)
 *   or for the first time (a missing one), with a deadline; `resolved_at` is set by the upload.
 * - `jury_publications`: one row per publication of a jury's results; the "result available" mails
 *   carry its id in `outbox.dedupe_key`, so a publication mails each candidate exactly once.
 * - `mail_templates`: administrators' versions of the e-mails (the catalogue's text is the default).
 * - `payment_requests` / `payments`: a reference handed to the payment page, and what was paid
 *   against it (card notification) or recorded by hand (transfer, waiver). Amounts in cents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reasons (
      id serial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('document', 'motivation')),
      code text NOT NULL,
      label_en text NOT NULL,
      label_fr text NOT NULL,
      position integer NOT NULL DEFAULT 0,
      archived boolean NOT NULL DEFAULT false,
      UNIQUE (kind, code)
    );
    INSERT INTO reasons (kind, code, label_en, label_fr, position) VALUES
      ('document', 'illegible', 'The document is illegible or incomplete', 'Le document est illisible ou incomplet', 1),
      ('document', 'wrong_document', 'This is not the document asked for', 'Ce n''est pas le document demandé', 2),
      ('document', 'expired', 'The document has expired', 'Le document n''est plus valide', 3),
      ('document', 'translation_missing', 'A certified translation is missing', 'Il manque une traduction certifiée', 4),
      ('document', 'missing', 'The document is missing', 'Le document manque', 5),
      ('motivation', 'excellent_record', 'Excellent academic record', 'Excellent dossier académique', 1),
      ('motivation', 'profile_matches', 'Your profile matches the programme', 'Votre profil correspond à la formation', 2),
      ('motivation', 'insufficient_level', 'Academic level insufficient for the programme', 'Niveau académique insuffisant pour la formation', 3),
      ('motivation', 'background_mismatch', 'Background does not match the programme''s prerequisites', 'Parcours ne correspondant pas aux prérequis de la formation', 4),
      ('motivation', 'language_level', 'Language level below the requirement', 'Niveau de langue insuffisant', 5),
      ('motivation', 'places_filled', 'All places have been filled', 'Toutes les places sont pourvues', 6);

    ALTER TABLE files
      ADD COLUMN review_status text NOT NULL DEFAULT 'to_check'
        CHECK (review_status IN ('to_check', 'accepted', 'refused')),
      ADD COLUMN review_reason text,
      ADD COLUMN review_comment text,
      ADD COLUMN reviewed_by text,
      ADD COLUMN reviewed_at timestamptz;

    CREATE TABLE document_requests (
      id serial PRIMARY KEY,
      answer_id integer NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
      field_path text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('refused', 'missing')),
      reason_code text,
      comment text,
      deadline date NOT NULL,
      requested_by text NOT NULL,
      requested_at timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz
    );
    CREATE INDEX document_requests_open ON document_requests(answer_id) WHERE resolved_at IS NULL;

    CREATE TABLE jury_publications (
      id serial PRIMARY KEY,
      id_jury text NOT NULL,
      published_by text NOT NULL,
      published_at timestamptz NOT NULL DEFAULT now(),
      recipients integer NOT NULL DEFAULT 0
    );
    ALTER TABLE outbox ADD COLUMN dedupe_key text;
    CREATE UNIQUE INDEX outbox_dedupe ON outbox(dedupe_key) WHERE dedupe_key IS NOT NULL;

    CREATE TABLE mail_templates (
      key text NOT NULL,
      locale text NOT NULL CHECK (locale IN ('en', 'fr')),
      subject text NOT NULL,
      body text NOT NULL,
      updated_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (key, locale)
    );

    CREATE TABLE payment_requests (
      reference text PRIMARY KEY,
      answer_id integer NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
      nature text NOT NULL CHECK (nature IN ('application_fee', 'down_payment', 'tuition')),
      amount_cents integer NOT NULL CHECK (amount_cents >= 0),
      instalments integer NOT NULL DEFAULT 1 CHECK (instalments IN (1, 3)),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE payments (
      id serial PRIMARY KEY,
      answer_id integer NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
      reference text REFERENCES payment_requests(reference) ON DELETE SET NULL,
      nature text NOT NULL CHECK (nature IN ('application_fee', 'down_payment', 'tuition')),
      instalment integer CHECK (instalment BETWEEN 1 AND 3),
      amount_cents integer NOT NULL CHECK (amount_cents >= 0),
      method text NOT NULL CHECK (method IN ('card', 'transfer', 'waiver')),
      paid_at timestamptz NOT NULL,
      note text,
      recorded_by text,
      notification_id text UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX payments_answer ON payments(answer_id);
    CREATE UNIQUE INDEX payments_reference_instalment ON payments(reference, coalesce(instalment, 0))
      WHERE reference IS NOT NULL;
  `.execute(db);
}
