import { stringify } from "csv-stringify/sync";
import type { SubmittedReviewRow } from "../../queries/review-rows.ts";
import { neutralise, type Cell } from "../applications/export-columns.ts";

/** The fixed columns of a scores file, before and after the criteria's; the import reads them back by these names. */
const HEAD = ["application", "candidate", "programme", "reviewer"] as const;
const TAIL = ["score", "submitted_at"] as const;

/** A review as the export shows it: the candidate's name, or the application's number to a blind reader. */
export interface ExportedReview extends SubmittedReviewRow {
  candidate: string;
}

/**
 * The scores file's table (issue #38): one line per submitted review, each criterion of the reviews'
 * scoresheets as a value column `<id>` and a comment column `<id>_comment` (in the order the
 * criteria first appear), the review's weighted score and when it was submitted. Neutralised
 * against formulas like the applications export.
 */
export function scoresTable(reviews: readonly ExportedReview[]): { header: string[]; rows: Cell[][] } {
  const criteria: string[] = [];
  for (const r of reviews) for (const c of r.criteria) if (!criteria.includes(c.id)) criteria.push(c.id);
  const header = [...HEAD, ...criteria.flatMap((id) => [id, `${id}_comment`]), ...TAIL];
  const rows = reviews.map((r) =>
    [
      r.answer_id,
      r.candidate,
      r.programme ?? "",
      r.reviewer,
      ...criteria.flatMap((id) => [r.scores[id]?.value ?? null, r.scores[id]?.comment ?? null]),
      r.score,
      r.submitted_at ? new Date(r.submitted_at).toISOString() : null,
    ].map((cell) => neutralise(cell as Cell)),
  );
  return { header, rows };
}

/** The table as CSV: UTF-8 with a byte-order mark, so that a spreadsheet reads the accents. */
export function scoresCsv(table: { header: string[]; rows: Cell[][] }): Buffer {
  return Buffer.from(`\ufeff${stringify([table.header, ...table.rows])}`);
}

/** The table as an XLSX workbook of one sheet. */
export async function scoresXlsx(table: { header: string[]; rows: Cell[][] }): Promise<Buffer> {
  // Loaded on first use, as the applications export does (exceljs is the server's heaviest module).
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Scores");
  sheet.addRow(table.header).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
