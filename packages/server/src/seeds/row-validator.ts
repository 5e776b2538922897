import type { CsvRecord } from "./csv.ts";
import type { ColumnSpec, LookupRow, LookupTable, LookupValue } from "./lookup-tables.ts";

/** What is wrong in a file: the line (absent when the file as a whole is at fault) and a message. */
export interface LineError {
  line?: number;
  key: string;
  params?: Record<string, string | number>;
}

/** Rows ready to insert, each with the line it came from; or every error found. */
export interface ValidatedRows {
  rows: LookupRow[];
  lines: number[];
  errors: LineError[];
}

/** Most lines a file may hold (the communes table is about 36,000). */
export const MAX_ROWS = 200_000;
const DEFAULT_MAX_LENGTH = 200;
const TRUE = ["true", "1", "o", "oui", "y", "yes", "t"];
const FALSE = ["false", "0", "n", "non", "no", "f"];

/** The stored value of one cell, or the error that refuses it. */
function cellValue(spec: ColumnSpec, raw: string): { value: LookupValue } | { error: LineError } {
  const column = spec.name;
  const text = spec.upper ? raw.toUpperCase() : raw;
  if (spec.kind === "boolean") {
    const lower = text.toLowerCase();
    if (TRUE.includes(lower)) return { value: true };
    if (FALSE.includes(lower)) return { value: false };
    return { error: { key: "lookups.csv.boolean", params: { column, value: raw } } };
  }
  if (spec.kind === "integer") {
    const n = Number(text);
    const min = spec.min ?? Number.MIN_SAFE_INTEGER;
    const max = spec.max ?? Number.MAX_SAFE_INTEGER;
    if (!/^-?\d+$/.test(text) || n < min || n > max)
      return { error: { key: "lookups.csv.integer", params: { column, value: raw, min, max } } };
    return { value: n };
  }
  const maxLength = spec.maxLength ?? DEFAULT_MAX_LENGTH;
  if (text.length > maxLength)
    return { error: { key: "lookups.csv.tooLong", params: { column, max: maxLength } } };
  if (spec.choices && !spec.choices.includes(text))
    return {
      error: { key: "lookups.csv.choice", params: { column, value: raw, choices: spec.choices.join(", ") } },
    };
  if (spec.pattern && !new RegExp(spec.pattern).test(text))
    return {
      error: { key: "lookups.csv.format", params: { column, value: raw, format: spec.formatKey ?? "" } },
    };
  return { value: text };
}

/** Header problems: unknown, repeated or missing columns. Returns each column's position. */
function readHeader(table: LookupTable, header: string[], errors: LineError[]): Map<string, number> {
  const positions = new Map<string, number>();
  const known = table.columns.map((c) => c.name);
  header.forEach((rawName, index) => {
    const name = rawName.trim().toLowerCase();
    if (!known.includes(name))
      errors.push({
        line: 1,
        key: "lookups.csv.unknownColumn",
        params: { column: rawName, columns: known.join(", ") },
      });
    else if (positions.has(name))
      errors.push({ line: 1, key: "lookups.csv.duplicateColumn", params: { column: name } });
    else positions.set(name, index);
  });
  for (const spec of table.columns)
    if (spec.required !== false && !positions.has(spec.name))
      errors.push({ line: 1, key: "lookups.csv.missingColumn", params: { column: spec.name } });
  return positions;
}

/** One data line as a row, or its errors. */
function readLine(
  table: LookupTable,
  positions: Map<string, number>,
  record: CsvRecord,
  errors: LineError[],
) {
  const { line, values } = record;
  if (values.length !== positions.size) {
    errors.push({
      line,
      key: "lookups.csv.fieldCount",
      params: { found: values.length, expected: positions.size },
    });
    return undefined;
  }
  const row: LookupRow = {};
  const before = errors.length;
  for (const spec of table.columns) {
    const index = positions.get(spec.name);
    const raw = index === undefined ? "" : values[index].trim();
    if (raw === "") {
      if (spec.required !== false)
        errors.push({ line, key: "lookups.csv.required", params: { column: spec.name } });
      row[spec.name] = null;
      continue;
    }
    const cell = cellValue(spec, raw);
    if ("error" in cell) errors.push({ line, ...cell.error });
    else row[spec.name] = cell.value;
  }
  for (const spec of table.columns)
    if (row[spec.name] === null && spec.derive) row[spec.name] = spec.derive(row);
  return errors.length === before ? row : undefined;
}

/**
 * Checks a parsed CSV file against a table: header names (case-insensitive, any order, optional
 * columns may be left out), required values, types, patterns, and duplicate keys. Collects every
 * error, with its line, rather than stopping at the first.
 */
export function validateRows(table: LookupTable, records: CsvRecord[]): ValidatedRows {
  const errors: LineError[] = [];
  if (records.length < 2) return { rows: [], lines: [], errors: [{ key: "lookups.csv.empty" }] };
  if (records.length - 1 > MAX_ROWS)
    return { rows: [], lines: [], errors: [{ key: "lookups.csv.tooManyRows", params: { max: MAX_ROWS } }] };
  const positions = readHeader(table, records[0].values, errors);
  if (errors.length > 0) return { rows: [], lines: [], errors };
  const rows: LookupRow[] = [];
  const lines: number[] = [];
  const firstLine = new Map<string, number>();
  for (const record of records.slice(1)) {
    const row = readLine(table, positions, record, errors);
    if (!row) continue;
    const key = table.key.map((k) => String(row[k])).join(" / ");
    const first = firstLine.get(key);
    if (first !== undefined) {
      errors.push({ line: record.line, key: "lookups.csv.duplicate", params: { first, key } });
      continue;
    }
    firstLine.set(key, record.line);
    rows.push(row);
    lines.push(record.line);
  }
  return { rows, lines, errors };
}
