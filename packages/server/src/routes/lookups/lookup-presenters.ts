import type { Selectable } from "kysely";
import type { CountriesTable, FormationsTable, InstitutionsTable, JuriesTable } from "../../db/schema.ts";
import type { LookupDB, SchoolsTable, SchoolTracksTable } from "../../seeds/lookup-db.ts";

/*
 * What each lookup answers per item: `value` (what a select stores) and `label` (what it shows,
 * a text or {en, fr}) first — the form's select reads those two — then the table's own columns.
 */

/** A country: value alpha-2 code, label {en, fr}. */
export function presentCountry(c: CountriesTable) {
  const label = { en: c.name_en, fr: c.name_fr };
  return { value: c.code, label, ...c };
}

/** A jury: value id_jury, label its name {en, fr} (the English one when it has no French one). */
export function presentJury(j: Selectable<JuriesTable>) {
  return { value: j.id_jury, ...j, label: { en: j.label, fr: j.label_fr ?? j.label } };
}

/** A programme: value its code (enum, e.g. "MS IEM"), label its name {en, fr}. */
export function presentFormation(f: FormationsTable) {
  return { value: f.enum, label: { en: f.description, fr: f.description_fr ?? f.description }, ...f };
}

/** An institution: value its code, label its name. */
export function presentInstitution(i: InstitutionsTable) {
  return { value: i.code, label: i.name, ...i };
}

/** A (commune, postal code) pair: value and label the commune's name, as the address's town is stored. */
export function presentCommuneOfZip(c: { insee: string; name: string; zip: string; dept: string }) {
  return { value: c.name, label: c.name, ...c };
}

/** A commune of a department: value its INSEE code, with every postal code it has. */
export function presentCommuneOfDept(c: { insee: string; name: string; dept: string; zips: string[] }) {
  return { value: c.insee, label: c.name, ...c };
}

/** A school: value its UAI code, label its name. */
export function presentSchool(s: SchoolsTable) {
  return { value: s.code, label: s.name, ...s };
}

/** A school's track: value its code, label its label. */
export function presentTrack(t: SchoolTracksTable) {
  return { value: t.code, ...t };
}

/** A school's town: value and label the town's name. */
export function presentSchoolTown(s: SchoolsTable) {
  return {
    value: s.city,
    label: s.city,
    city: s.city,
    zip: s.zip,
    insee: s.insee,
    dept: s.dept,
    school: s.code,
  };
}

/** A bac speciality: value its code, label {en, fr} (fr the official label, kept as libelle). */
export function presentBacSpeciality(b: Selectable<LookupDB["bac_specialities"]>) {
  const label_en = b.label_en ?? b.label;
  return {
    value: b.code,
    label: { en: label_en, fr: b.label },
    year: b.year,
    code: b.code,
    libelle: b.label,
    label_en,
  };
}
