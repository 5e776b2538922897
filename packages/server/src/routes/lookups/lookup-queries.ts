import type { Locale } from "@portal/domain/i18n/index";
import type { Database } from "../../db/database.ts";
import { lookupDb } from "../../seeds/lookup-db.ts";

/** Sorts by a text the way a person of that language expects (accents, case), whatever the database collation. */
function sortBy<T>(rows: T[], locale: Locale, text: (row: T) => string): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  return rows.sort((a, b) => collator.compare(text(a), text(b)));
}

/** Every country, sorted by its name in the caller's language. */
export async function findCountries(db: Database, locale: Locale) {
  const rows = await db.selectFrom("countries").selectAll().execute();
  return sortBy(rows, locale, (r) => (locale === "fr" ? r.name_fr : r.name_en));
}

/** Every jury, by id. */
export async function findJuries(db: Database) {
  return db.selectFrom("juries").selectAll().orderBy("id_jury").execute();
}

/** The programmes of a programme type, by code. */
export async function findFormations(db: Database, type: string) {
  const rows = await db.selectFrom("formations").selectAll().where("type", "=", type).execute();
  return sortBy(rows, "en", (r) => r.enum);
}

/** The institutions of a country (alpha-2 code), by name. */
export async function findInstitutions(db: Database, country: string) {
  const rows = await db.selectFrom("institutions").selectAll().where("country", "=", country).execute();
  return sortBy(rows, "fr", (r) => r.name);
}

/** The communes of a postal code, by name. */
export async function findCommunesOfZip(db: Database, zip: string) {
  const rows = await db.selectFrom("communes").selectAll().where("zip", "=", zip).execute();
  return sortBy(rows, "fr", (r) => r.name);
}

/** The communes of a department, one per INSEE code with all its postal codes, by name. */
export async function findCommunesOfDept(db: Database, dept: string) {
  const rows = await db.selectFrom("communes").selectAll().where("dept", "=", dept).orderBy("zip").execute();
  const byInsee = new Map<string, { insee: string; name: string; dept: string; zips: string[] }>();
  for (const { insee, name, zip } of rows) {
    const commune = byInsee.get(insee) ?? { insee, name, dept, zips: [] };
    commune.zips.push(zip);
    byInsee.set(insee, commune);
  }
  return sortBy([...byInsee.values()], "fr", (c) => c.name);
}

/** The schools of a department (2 or 3 characters) or of a commune (5-character INSEE code), by name. */
export async function findSchools(db: Database, place: string) {
  const column = place.length === 5 ? "insee" : "dept";
  const rows = await lookupDb(db).selectFrom("schools").selectAll().where(column, "=", place).execute();
  return sortBy(rows, "fr", (r) => r.name);
}

/** The tracks of a school, by label. */
export async function findTracks(db: Database, school: string) {
  const rows = await lookupDb(db)
    .selectFrom("school_tracks")
    .selectAll()
    .where("school_code", "=", school)
    .execute();
  return sortBy(rows, "fr", (r) => r.label);
}

/** One school (its town is what /getetablissement/{code}/ville answers), or undefined. */
export async function findSchool(db: Database, code: string) {
  return lookupDb(db).selectFrom("schools").selectAll().where("code", "=", code).executeTakeFirst();
}

/** The bac specialities of a year, by French label. */
export async function findBacSpecialities(db: Database, year: number) {
  const rows = await lookupDb(db)
    .selectFrom("bac_specialities")
    .selectAll()
    .where("year", "=", year)
    .execute();
  return sortBy(rows, "fr", (r) => r.label);
}
