import { sql, type Kysely } from "kysely";

/**
 * Lookups, second part: English labels of the bac specialities (the official labels are French),
 * and the French secondary schools (UAI code, commune, department) with their tracks (filières),
 * served by /ws/etablissements, /ws/getfiliere and /ws/getetablissement. The formations → juries
 * reference becomes deferrable, so that a CSV import can replace the juries (delete, then insert
 * the new set) inside one transaction, the reference being checked at commit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bac_specialities ADD COLUMN label_en text;
    CREATE TABLE schools (
      code text PRIMARY KEY,
      name text NOT NULL,
      insee text NOT NULL,
      dept text NOT NULL,
      city text NOT NULL,
      zip text
    );
    CREATE INDEX schools_insee ON schools(insee);
    CREATE INDEX schools_dept ON schools(dept);
    CREATE TABLE school_tracks (
      school_code text NOT NULL,
      code text NOT NULL,
      label text NOT NULL,
      PRIMARY KEY (school_code, code)
    );
    ALTER TABLE formations ALTER CONSTRAINT formations_id_jury_fkey DEFERRABLE INITIALLY IMMEDIATE;
  `.execute(db);
}
