import { sql, type Kysely } from "kysely";

/**
 * The hand-off to the student information system (issue #39, docs/SIS-EXPORT.md).
 * - sis_programme_codes: each programme's codes in the SIS, set by an administrator; `programme` is
 *   the application's programme key (domain applicationProgramme, application_facts.programme).
 * - sis_exports: every export that left the portal, who asked and when, in which format, how many
 *   candidates, and the export it repeats (a re-download of the same candidates), if any.
 * - sis_export_items: which candidates each export held. An answer in any of them counts as exported
 *   ("not exported yet" is the absence of a row); the rows go with the answer (ON DELETE CASCADE).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sis_programme_codes (
      programme text PRIMARY KEY,
      step_code text NOT NULL DEFAULT '',
      step_version text NOT NULL DEFAULT '',
      diploma_code text NOT NULL DEFAULT '',
      diploma_version text NOT NULL DEFAULT '',
      academic_year text NOT NULL DEFAULT '',
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text
    )`.execute(db);
  await sql`
    CREATE TABLE sis_exports (
      id serial PRIMARY KEY,
      exported_by text NOT NULL,
      exported_at timestamptz NOT NULL DEFAULT now(),
      format text NOT NULL CHECK (format IN ('csv', 'json')),
      count integer NOT NULL,
      only_not_exported boolean NOT NULL,
      population text NOT NULL,
      repeat_of integer REFERENCES sis_exports(id) ON DELETE SET NULL
    )`.execute(db);
  await sql`
    CREATE TABLE sis_export_items (
      export_id integer NOT NULL REFERENCES sis_exports(id) ON DELETE CASCADE,
      answer_id integer NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
      PRIMARY KEY (export_id, answer_id)
    )`.execute(db);
  // "Not exported yet" reads it by answer.
  await sql`CREATE INDEX sis_export_items_answer ON sis_export_items(answer_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sis_export_items`.execute(db);
  await sql`DROP TABLE sis_exports`.execute(db);
  await sql`DROP TABLE sis_programme_codes`.execute(db);
}
