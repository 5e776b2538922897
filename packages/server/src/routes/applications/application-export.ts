import { blindValues } from "@portal/domain/review/blind";
import { blindFactsRow } from "../../presenters/blind-review.ts";
import { once } from "node:events";
import { PassThrough, type Writable } from "node:stream";
import { stringify } from "csv-stringify";
import type { Locale } from "@portal/domain/i18n/index";
import type { Database } from "../../db/database.ts";
import { readFactsPage, type PageQuery } from "./application-listing.ts";
import { neutralise, type Cell, type ExportColumn } from "./export-columns.ts";
import { formatDay, formatMoment, institutionWallTime, isDay, spreadsheetFormats } from "./export-dates.ts";

/** Rows read from the database per query: memory holds one batch, whatever the number of rows. */
const BATCH = 500;

/** What an export writes: the view (filters and sort), the columns, the format. */
export interface ExportRequest {
  db: Database;
  page: Omit<PageQuery, "cursor" | "limit">;
  columns: ExportColumn[];
  format: "csv" | "xlsx";
  /** The staff language: the headers' and the dates' (dd/mm/yyyy in French, yyyy-mm-dd in English). */
  locale: Locale;
  /** Whether a row is read blind (issue #38): its identity and hidden fields are left out. */
  readsBlind?: (row: { typeformation: string; fstchoice: string; mscchoice: string }) => boolean;
}

/** Every row of the view, batch by batch (keyset), as the chosen columns' neutralised cells. */
async function* exportRows(request: ExportRequest): AsyncGenerator<Cell[]> {
  const needsValues = request.columns.some((c) => c.field !== undefined);
  let cursor: string | undefined;
  do {
    const page = await readFactsPage(request.db, { ...request.page, cursor, limit: BATCH });
    const values = new Map<number, Record<string, unknown>>();
    if (needsValues && page.rows.length > 0) {
      const answers = await request.db
        .selectFrom("answers")
        .select(["id", "data"])
        .where(
          "id",
          "in",
          page.rows.map((r) => r.answer_id),
        )
        .execute();
      for (const a of answers) values.set(a.id, a.data);
    }
    for (const row of page.rows) {
      const data = values.get(row.answer_id) ?? {};
      const blind = request.readsBlind?.(row) ?? false;
      const shown = blind ? blindFactsRow(row) : row;
      const shownData = blind ? blindValues(data) : data;
      yield request.columns.map((c) => neutralise(c.cell(shown, shownData)));
    }
    cursor = page.next ?? undefined;
  } while (cursor);
}

/** Writes a chunk, waiting when the reader is behind (flat memory on a slow download). */
async function write(stream: Writable, chunk: unknown): Promise<void> {
  if (!stream.write(chunk)) await once(stream, "drain");
}

/** A CSV cell: dates as the staff language writes them, moments in the institution's time zone. */
function csvCell(cell: Cell, locale: Locale): string | number | null {
  if (isDay(cell)) return formatDay(cell, locale);
  if (cell instanceof Date) return formatMoment(cell, locale);
  return cell;
}

/**
 * The CSV: UTF-8 with a byte-order mark (so Excel reads the accents); dates as dd/mm/yyyy in French
 * and yyyy-mm-dd in English, times to the minute in the institution's time zone (README, Exports).
 */
async function writeCsv(request: ExportRequest, out: PassThrough): Promise<void> {
  out.write("\ufeff");
  const csv = stringify();
  csv.pipe(out);
  await write(
    csv,
    request.columns.map((c) => neutralise(c.label)),
  );
  for await (const row of exportRows(request))
    await write(
      csv,
      row.map((cell) => csvCell(cell, request.locale)),
    );
  csv.end();
}

/**
 * The XLSX, written row by row (exceljs's streaming writer); dates are real dates formatted in the
 * staff language's order, moments at the institution's wall-clock time (spreadsheets have no zones).
 */
async function writeXlsx(request: ExportRequest, out: PassThrough): Promise<void> {
  // Loaded on first use: exceljs is the heaviest module of the server, and most starts never export.
  // Kept although unreleased since 4.4.0 (2023): no maintained streaming XLSX writer runs on Node 20
  // (docs/ARCHITECTURE.md, "Server libraries"); the root package.json's overrides keep its
  // deprecated dependencies (unzipper 0.10's fstream and rimraf 2, glob 7, inflight) out.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet("Applications");
  sheet.columns = request.columns.map((c) => ({
    header: neutralise(c.label) as string,
    key: c.id,
    width: Math.min(40, Math.max(12, c.label.length + 2)),
  }));
  sheet.getRow(1).font = { bold: true };
  const formats = spreadsheetFormats(request.locale);
  for await (const cells of exportRows(request)) {
    const row = sheet.addRow(
      cells.map((cell) =>
        isDay(cell)
          ? new Date(`${cell.day}T00:00:00Z`)
          : cell instanceof Date
            ? institutionWallTime(cell)
            : cell,
      ),
    );
    cells.forEach((cell, i) => {
      if (isDay(cell)) row.getCell(i + 1).numFmt = formats.day;
      else if (cell instanceof Date) row.getCell(i + 1).numFmt = formats.moment;
    });
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Starts the export and returns the stream to send: rows are read and written as the client reads,
 * so memory stays flat. A failure midway ends the stream with the error (the download breaks
 * rather than ending silently short).
 */
export function streamExport(request: ExportRequest): PassThrough {
  const out = new PassThrough();
  const writer = request.format === "csv" ? writeCsv : writeXlsx;
  writer(request, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}
