import fs from "node:fs";
import { bacSpecialityRows } from "./bac-specialities.ts";
import { communeRows } from "./communes.ts";
import { countryRows } from "./countries.ts";
import { parseCsv } from "./csv.ts";
import type { LookupRow, LookupTableName } from "./lookup-tables.ts";
import { tableSpec } from "./lookup-tables.ts";
import { validateRows } from "./row-validator.ts";

/** The rows of a seed file in data/, checked as an administrator's import would be. */
function csvRows(table: LookupTableName): LookupRow[] {
  const text = fs.readFileSync(new URL(`./data/${table}.csv`, import.meta.url), "utf8");
  const { rows, errors } = validateRows(tableSpec(table), parseCsv(text));
  if (errors.length > 0)
    throw new Error(`Seed file data/${table}.csv is invalid: ${JSON.stringify(errors.slice(0, 5))}`);
  return rows;
}

/**
 * The seed rows of a table: countries and communes from maintained packages, bac specialities from
 * bac-specialities.ts, the rest (sample catalogue, juries, institutions, schools) from data/*.csv.
 */
export function seedRows(table: LookupTableName): LookupRow[] {
  switch (table) {
    case "countries":
      return countryRows() as unknown as LookupRow[];
    case "communes":
      return communeRows() as unknown as LookupRow[];
    case "bac_specialities":
      return bacSpecialityRows() as unknown as LookupRow[];
    default:
      return csvRows(table);
  }
}
