import type { Cell } from "exceljs";
import { translate, type Locale } from "@portal/domain/i18n/index";
import { AppError } from "../errors.ts";
import { CsvSyntaxError, parseCsv } from "../seeds/csv.ts";

/** The columns an import file may carry, by header name (case and spaces do not matter). */
export const IMPORT_COLUMNS = [
  "login",
  "admis",
  "motivation",
  "rank",
  "decisionbourse",
  "montant_ins",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The largest file and the most lines accepted. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;

/** One line of the file: its number (1 is the header) and its known columns' cells, trimmed. */
export interface ImportLine {
  line: number;
  cells: Partial<Record<ImportColumn, string>>;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** True for an XLSX file: the name says so or the bytes are a ZIP archive (what XLSX is). */
function isXlsx(bytes: Buffer, name: string): boolean {
  return /\.xlsx$/i.test(name) || ZIP_MAGIC.every((b, i) => bytes[i] === b);
}

/** A cell of a worksheet as the text the office typed (numbers as written, dates as YYYY-MM-DD). */
function cellText(cell: Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object" && "result" in value) return String(value.result ?? "");
  return cell.text ?? "";
}

async function xlsxRecords(bytes: Buffer): Promise<{ line: number; values: string[] }[]> {
  // Loaded on first use: exceljs is the heaviest module of the server, and most starts never import.
  // The same library as the export's writer (application-export.ts says why it stays).
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const records: { line: number; values: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) values.push(cellText(row.getCell(c)));
    if (values.some((v) => v.trim() !== "")) records.push({ line, values });
  });
  return records;
}

function csvRecords(bytes: Buffer, say: (key: string, p?: Record<string, string | number>) => string) {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("VALIDATION", {}, say("decisions.error.unreadable", { detail: "not UTF-8" }));
  }
  try {
    return parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    const detail = `${translate("en", error.key, { line: error.line })}`;
    throw new AppError("VALIDATION", {}, say("decisions.error.unreadable", { detail }));
  }
}

/**
 * The lines of an import file (CSV with , or ; or XLSX's first sheet), columns found by their
 * header. 400 with what to do for a file that is not CSV/XLSX, cannot be read, has no login
 * column or too many lines.
 */
export async function readImportFile(bytes: Buffer, name: string, locale: Locale): Promise<ImportLine[]> {
  const say = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const records = await readSheetRecords(bytes, name, locale);
  const [header, ...rows] = records;
  const columns = (header?.values ?? []).map(headerName);
  const known = columns.filter((c) => (IMPORT_COLUMNS as readonly string[]).includes(c));
  if (!known.includes("login") || known.length < 2)
    throw new AppError("VALIDATION", {}, say("decisions.error.noLoginColumn"));
  if (rows.length > IMPORT_MAX_ROWS)
    throw new AppError(
      "VALIDATION",
      {},
      say("decisions.error.tooManyRows", { count: rows.length, max: IMPORT_MAX_ROWS }),
    );
  return rows.map(({ line, values }) => {
    const cells: ImportLine["cells"] = {};
    columns.forEach((column, i) => {
      if ((IMPORT_COLUMNS as readonly string[]).includes(column))
        cells[column as ImportColumn] = (values[i] ?? "").trim();
    });
    return { line, cells };
  });
}

/**
 * The records of an uploaded sheet (CSV with , or ; or XLSX's first sheet), each with its line
 * number; 400 or 413 with what to do for a file that is too large, not CSV/XLSX, or unreadable.
 */
export async function readSheetRecords(
  bytes: Buffer,
  name: string,
  locale: Locale,
): Promise<{ line: number; values: string[] }[]> {
  const say = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  if (bytes.length > IMPORT_MAX_BYTES)
    throw new AppError(
      "TOO_LARGE",
      { limit: IMPORT_MAX_BYTES },
      say("decisions.error.fileTooLarge", { mb: 2 }),
    );
  let records: { line: number; values: string[] }[];
  if (isXlsx(bytes, name)) {
    try {
      records = await xlsxRecords(bytes);
    } catch (error) {
      const detail = error instanceof Error ? error.message.slice(0, 200) : "XLSX";
      throw new AppError("VALIDATION", {}, say("decisions.error.unreadable", { detail }));
    }
  } else if (/\.(csv|txt)$/i.test(name) || name === "") {
    records = csvRecords(bytes, say);
  } else {
    throw new AppError("UNSUPPORTED_TYPE", {}, say("decisions.error.fileType"));
  }
  return records;
}

/** A header cell as a column name: case and spaces do not matter. */
export const headerName = (h: string) => h.trim().toLowerCase().replace(/\s+/g, "_");
