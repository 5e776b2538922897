import { once } from "node:events";
import { PassThrough, type Writable } from "node:stream";
import { stringify } from "csv-stringify";
import type { Database } from "../../db/database.ts";
import { readFactsPage, type PageQuery } from "./application-listing.ts";
import { neutralise, type Cell, type ExportColumn } from "./export-columns.ts";

/** Rows read from the database per query: memory holds one batch, whatever the number of rows. */
const BATCH = 500;

/** What an export writes: the view (filters and sort), the columns, the format. */
export interface ExportRequest {
  db: Database;
  page: Omit<PageQuery, "cursor" | "limit">;
  columns: ExportColumn[];
  format: "csv" | "xlsx";
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
      yield request.columns.map((c) => neutralise(c.cell(row, data)));
    }
    cursor = page.next ?? undefined;
  } while (cursor);
}

/** Writes a chunk, waiting when the reader is behind (flat memory on a slow download). */
async function write(stream: Writable, chunk: unknown): Promise<void> {
  if (!stream.write(chunk)) await once(stream, "drain");
}

/** The CSV: UTF-8 with a byte-order mark (so Excel reads the accents), dates as ISO text. */
async function writeCsv(request: ExportRequest, out: PassThrough): Promise<void> {
  out.write("\ufeff");
  const csv = stringify({ cast: { date: (d) => d.toISOString() } });
  csv.pipe(out);
  await write(
    csv,
    request.columns.map((c) => neutralise(c.label)),
  );
  for await (const row of exportRows(request)) await write(csv, row);
  csv.end();
}

/** The XLSX, written row by row (exceljs's streaming writer); dates are real dates with a date format. */
async function writeXlsx(request: ExportRequest, out: PassThrough): Promise<void> {
  // Loaded on first use: exceljs is the heaviest module of the server, and most starts never export.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet("Applications");
  sheet.columns = request.columns.map((c) => ({
    header: neutralise(c.label) as string,
    key: c.id,
    width: Math.min(40, Math.max(12, c.label.length + 2)),
  }));
  sheet.getRow(1).font = { bold: true };
  for await (const cells of exportRows(request)) {
    const row = sheet.addRow(cells);
    cells.forEach((cell, i) => {
      if (cell instanceof Date) {
        const midnight = cell.getUTCHours() + cell.getUTCMinutes() + cell.getUTCSeconds() === 0;
        row.getCell(i + 1).numFmt = midnight ? "yyyy-mm-dd" : "yyyy-mm-dd hh:mm";
      }
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
