import { PROGRAMME_TYPES } from "@portal/domain/schema/candform/options";
import { deptOf, DEPT_PATTERN, INSEE_PATTERN, UAI_PATTERN, ZIP_PATTERN } from "./french-codes.ts";

/** A value of a lookup row as stored. */
export type LookupValue = string | number | boolean | null;
/** A lookup row: column name → value. */
export type LookupRow = Record<string, LookupValue>;

/** One column of a lookup table as a CSV file holds it. */
export interface ColumnSpec {
  name: string;
  kind?: "text" | "boolean" | "integer";
  /** Required columns must be in the header and filled on every line (default true). */
  required?: boolean;
  /** Text checked (after upper-casing when `upper`) against this pattern, described by `formatKey`. */
  pattern?: string;
  formatKey?: string;
  upper?: boolean;
  choices?: readonly string[];
  min?: number;
  max?: number;
  maxLength?: number;
  /** The value of an empty optional cell, computed from the rest of the row (e.g. dept from insee). */
  derive?: (row: LookupRow) => LookupValue;
}

/** A lookup table: its columns in CSV order, its key (no two lines may share it), its references. */
export interface LookupTable {
  name: string;
  columns: ColumnSpec[];
  key: string[];
  /** A column whose value must exist as the key of another table (checked at import). */
  references?: { column: string; table: string; key: string };
}

const programmeTypes = PROGRAMME_TYPES.map((o) => o.enum[0]);
const flag = (name: string): ColumnSpec => ({ name, kind: "boolean", required: false, derive: () => false });
const alpha2: Partial<ColumnSpec> = {
  pattern: "^[A-Z]{2}$",
  formatKey: "lookups.format.alpha2",
  upper: true,
};
const dept: ColumnSpec = {
  name: "dept",
  required: false,
  upper: true,
  pattern: DEPT_PATTERN,
  formatKey: "lookups.format.dept",
  derive: (row) => deptOf(String(row.insee)),
};
const insee: ColumnSpec = {
  name: "insee",
  upper: true,
  pattern: INSEE_PATTERN,
  formatKey: "lookups.format.insee",
};
const uai = (name: string): ColumnSpec => ({
  name,
  upper: true,
  pattern: UAI_PATTERN,
  formatKey: "lookups.format.uai",
});
const zip = (required: boolean): ColumnSpec => ({
  name: "zip",
  required,
  pattern: ZIP_PATTERN,
  formatKey: "lookups.format.zip",
});

/** Every lookup table an administrator can replace from a CSV file, in seeding order. */
export const lookupTables = {
  countries: {
    name: "countries",
    columns: [
      { name: "code", ...alpha2 },
      { name: "codeiso", pattern: "^[A-Z]{3}$", formatKey: "lookups.format.alpha3", upper: true },
      { name: "name_en" },
      { name: "name_fr" },
      flag("pays_ue"),
    ],
    key: ["code"],
  },
  juries: {
    name: "juries",
    columns: [
      { name: "id_jury", maxLength: 50 },
      { name: "label" },
      { name: "label_fr", required: false },
      flag("resultats_publies"),
      flag("resultats_brs_publies"),
    ],
    key: ["id_jury"],
  },
  formations: {
    name: "formations",
    columns: [
      { name: "type", upper: true, choices: programmeTypes },
      { name: "enum", maxLength: 50 },
      { name: "description" },
      { name: "description_fr", required: false },
      { name: "id_jury", required: false, maxLength: 50 },
    ],
    key: ["type", "enum"],
    references: { column: "id_jury", table: "juries", key: "id_jury" },
  },
  bac_specialities: {
    name: "bac_specialities",
    columns: [
      { name: "year", kind: "integer", min: 2000, max: 2100 },
      { name: "code", upper: true, maxLength: 30 },
      { name: "label" },
      { name: "label_en", required: false },
    ],
    key: ["year", "code"],
  },
  institutions: {
    name: "institutions",
    columns: [
      { name: "code", maxLength: 50 },
      { name: "country", ...alpha2 },
      { name: "name" },
      { name: "city", required: false },
    ],
    key: ["code"],
  },
  schools: {
    name: "schools",
    columns: [uai("code"), { name: "name" }, insee, dept, { name: "city" }, zip(false)],
    key: ["code"],
  },
  school_tracks: {
    name: "school_tracks",
    columns: [uai("school_code"), { name: "code", upper: true, maxLength: 50 }, { name: "label" }],
    key: ["school_code", "code"],
    references: { column: "school_code", table: "schools", key: "code" },
  },
  communes: {
    name: "communes",
    columns: [insee, { name: "name" }, zip(true), dept],
    key: ["insee", "zip"],
  },
} satisfies Record<string, LookupTable>;

/** The name of a replaceable lookup table. */
export type LookupTableName = keyof typeof lookupTables;

/** The table names, in seeding order (a referenced table before the tables that refer to it). */
export const lookupTableNames = Object.keys(lookupTables) as LookupTableName[];

/** The description of a table, with its optional parts typed. */
export function tableSpec(name: LookupTableName): LookupTable {
  return lookupTables[name];
}

/** True when the name is one of the lookup tables. */
export function isLookupTable(name: string): name is LookupTableName {
  return Object.hasOwn(lookupTables, name);
}

/** The tables whose `references` point at this one (juries ← formations, schools ← school_tracks). */
export function referencingTables(name: LookupTableName): LookupTableName[] {
  return lookupTableNames.filter((other) => tableSpec(other).references?.table === name);
}
