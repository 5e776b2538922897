import { sql, type Kysely } from "kysely";

/** Lookup tables of SPEC §7, seeded from files in the repository. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE countries (
      code text PRIMARY KEY,
      codeiso text NOT NULL,
      name_en text NOT NULL,
      name_fr text NOT NULL,
      pays_ue boolean NOT NULL DEFAULT false
    );
    CREATE TABLE juries (
      id_jury text PRIMARY KEY,
      label text NOT NULL,
      resultats_publies boolean NOT NULL DEFAULT false,
      resultats_brs_publies boolean NOT NULL DEFAULT false
    );
    CREATE TABLE formations (
      type text NOT NULL,
      enum text NOT NULL,
      description text NOT NULL,
      id_jury text REFERENCES juries(id_jury),
      PRIMARY KEY (type, enum)
    );
    CREATE TABLE communes (
      insee text NOT NULL,
      name text NOT NULL,
      zip text NOT NULL,
      dept text NOT NULL,
      PRIMARY KEY (insee, zip)
    );
    CREATE INDEX communes_zip ON communes(zip);
    CREATE INDEX communes_dept ON communes(dept);
    CREATE TABLE bac_specialities (
      year integer NOT NULL,
      code text NOT NULL,
      label text NOT NULL,
      PRIMARY KEY (year, code)
    );
    CREATE TABLE institutions (
      code text PRIMARY KEY,
      country text NOT NULL,
      name text NOT NULL,
      city text
    );
    CREATE INDEX institutions_country ON institutions(country);
  `.execute(db);
}
