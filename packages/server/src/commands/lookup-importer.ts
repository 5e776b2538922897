import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { refreshStaleApplicationFacts } from "../queries/application-facts.ts";
import { CsvSyntaxError, parseCsv } from "../seeds/csv.ts";
import { lookupDb } from "../seeds/lookup-db.ts";
import type { LookupRow, LookupTableName } from "../seeds/lookup-tables.ts";
import { referencingTables, tableSpec } from "../seeds/lookup-tables.ts";
import type { LineError } from "../seeds/row-validator.ts";
import { validateRows } from "../seeds/row-validator.ts";
import { insertRows } from "../seeds/table-writer.ts";

/** The file was refused: every error found, with its line; nothing was changed. */
export class LookupImportError extends Error {
  constructor(readonly errors: LineError[]) {
    super(`lookup import refused: ${errors.length} error(s)`);
  }
}

/** What the importer needs: the open transaction, the table, and the file's text. */
export interface LookupImport {
  trx: Kysely<DB>;
  table: LookupTableName;
  csv: string;
}

/** The distinct values of one column of a table. */
async function valuesOf(trx: Kysely<DB>, table: string, column: string): Promise<Map<string, number>> {
  const rows = await lookupDb(trx)
    .selectFrom(table as LookupTableName)
    .select(column as never)
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows as LookupRow[]) {
    const value = row[column];
    if (value !== null) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  }
  return counts;
}

/** Lines whose reference (formations.id_jury, school_tracks.school_code) names nothing. */
async function missingTargets(trx: Kysely<DB>, table: LookupTableName, rows: LookupRow[], lines: number[]) {
  const ref = tableSpec(table).references;
  if (!ref) return [];
  const targets = await valuesOf(trx, ref.table, ref.key);
  return rows.flatMap((row, i): LineError[] => {
    const value = row[ref.column];
    if (value === null || targets.has(String(value))) return [];
    return [
      {
        line: lines[i],
        key: "lookups.csv.reference",
        params: { column: ref.column, value: String(value), table: ref.table },
      },
    ];
  });
}

/** Keys the new file drops while another table still refers to them (juries ← formations, schools ← tracks). */
async function stillUsed(trx: Kysely<DB>, table: LookupTableName, rows: LookupRow[]) {
  const errors: LineError[] = [];
  for (const other of referencingTables(table)) {
    const ref = tableSpec(other).references!;
    const kept = new Set(rows.map((row) => String(row[ref.key])));
    for (const [value, count] of await valuesOf(trx, other, ref.column))
      if (!kept.has(value))
        errors.push({ key: "lookups.csv.stillUsed", params: { value, table: other, count } });
  }
  return errors;
}

/**
 * Replaces a lookup table with the rows of a CSV file, all or nothing: parses it, validates every
 * line (lookup-tables.ts, row-validator.ts) and the references between tables, then deletes the
 * old rows and inserts the new ones in the caller's transaction. Throws LookupImportError with
 * every error found; the caller rolls back. Returns how many rows the table now holds.
 */
export async function importLookupCsv({ trx, table, csv }: LookupImport): Promise<{ rows: number }> {
  let records;
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new LookupImportError([{ line: error.line, key: error.key }]);
    throw error;
  }
  const { rows, lines, errors } = validateRows(tableSpec(table), records);
  if (errors.length > 0) throw new LookupImportError(errors);

  // Readers go on; a second import of a related table waits for this one.
  await sql`LOCK TABLE ${sql.table(table)} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
  const related = [tableSpec(table).references?.table, ...referencingTables(table)].filter(
    (t) => t !== undefined,
  );
  for (const other of related) await sql`LOCK TABLE ${sql.table(other)} IN SHARE MODE`.execute(trx);
  const refused = [
    ...(await missingTargets(trx, table, rows, lines)),
    ...(await stillUsed(trx, table, rows)),
  ];
  if (refused.length > 0) throw new LookupImportError(refused);

  await sql`SET CONSTRAINTS ALL DEFERRED`.execute(trx);
  await lookupDb(trx).deleteFrom(table).execute();
  await insertRows(trx, table, rows);
  // Juries and formations decide each answer's jury (and so its stage) and its programme labels.
  if (table === "juries" || table === "formations") await refreshStaleApplicationFacts(trx, { all: true });
  return { rows: rows.length };
}
