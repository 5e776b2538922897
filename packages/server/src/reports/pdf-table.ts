import { STYLE, type PdfWriter } from "./pdf-writer.ts";

const PAD = 3;
const MAX_CELL = 600;

/**
 * Column widths filling `total`: each column gets at least its longest heading word, then the
 * rest goes to the columns whose texts want more room, in proportion to what they lack.
 */
export function columnWidths(minimum: number[], wanted: number[], total: number): number[] {
  const minSum = minimum.reduce((a, b) => a + b, 0);
  if (minSum >= total) return minimum.map((m) => (m * total) / minSum);
  const wantSum = wanted.reduce((a, b) => a + b, 0);
  if (wantSum <= total) return wanted.map((w) => (w * total) / wantSum);
  const lack = wanted.map((w, i) => Math.max(0, w - minimum[i]));
  const lackSum = lack.reduce((a, b) => a + b, 0) || 1;
  return minimum.map((m, i) => m + ((total - minSum) * lack[i]) / lackSum);
}

/** Rows kept with the heading row on a page: a table never starts with its heading row alone. */
const ROWS_KEPT = 3;

/** Sizes, cleaned texts and column widths of a table, shared by its measure and its drawing. */
function tableLayout(w: PdfWriter, columns: string[], rows: string[][]) {
  const { doc } = w;
  const size = columns.length > 5 ? STYLE.small : STYLE.size - 1;
  const heads = columns.map((c) => w.clean(c));
  const body = rows.map((cells) =>
    cells.map((c) => w.clean(c.length > MAX_CELL ? `${c.slice(0, MAX_CELL)}…` : c)),
  );
  doc.fontSize(size);
  // A column is at least as wide as its longest word (heading or cell, up to 110 pt), so that
  // dates and single words never break in the middle.
  const longestWord = (text: string) =>
    Math.max(0, ...text.split(/\s+/).map((part) => doc.widthOfString(part)));
  const minimum = heads.map((h, i) => {
    doc.font("bold");
    let word = longestWord(h);
    doc.font("regular");
    for (const cells of body) word = Math.max(word, longestWord(cells[i] ?? ""));
    return Math.min(Math.max(word, 28), 110) + 2 * PAD + 1;
  });
  const wanted = heads.map((h, i) => {
    doc.font("bold");
    let widest = doc.widthOfString(h);
    doc.font("regular");
    for (const cells of body) widest = Math.max(widest, doc.widthOfString(cells[i] ?? ""));
    return Math.min(widest, 220) + 2 * PAD + 1;
  });
  const widths = columnWidths(minimum, wanted, w.width);
  const rowHeight = (cells: string[], font: "regular" | "bold") => {
    doc.font(font).fontSize(size);
    return Math.max(...cells.map((c, i) => w.heightOf(c || " ", widths[i] - 2 * PAD))) + 2 * PAD;
  };
  const headHeight = rowHeight(heads, "bold");
  const start =
    headHeight + body.slice(0, ROWS_KEPT).reduce((sum, cells) => sum + rowHeight(cells, "regular"), 0);
  doc.font("regular").fontSize(STYLE.size);
  return { size, heads, body, widths, rowHeight, headHeight, start };
}

/** The height of a table's heading row and first rows: what a heading above it must stay with. */
export function tableStartHeight(w: PdfWriter, columns: string[], rows: string[][]): number {
  return tableLayout(w, columns, rows).start;
}

/**
 * A table with bordered cells and a shaded heading row, repeated at the top of each page the
 * table runs onto. Rows never split across pages.
 */
export function drawTable(w: PdfWriter, columns: string[], rows: string[][]): void {
  const { doc } = w;
  const { size, heads, body, widths, rowHeight, headHeight, start } = tableLayout(w, columns, rows);
  const drawRow = (cells: string[], font: "regular" | "bold", height: number, fill?: string) => {
    let x = w.left;
    const y = doc.y;
    cells.forEach((text, i) => {
      if (fill) doc.rect(x, y, widths[i], height).fill(fill);
      doc.rect(x, y, widths[i], height).lineWidth(0.5).strokeColor(STYLE.rule).stroke();
      doc.font(font).fontSize(size).fillColor(STYLE.text);
      doc.text(text, x + PAD, y + PAD, { width: widths[i] - 2 * PAD });
      x += widths[i];
    });
    doc.x = w.left;
    doc.y = y + height;
  };

  // Keep the heading row with the first rows rather than alone at a page's foot.
  w.ensure(start);
  drawRow(heads, "bold", headHeight, STYLE.headerFill);
  for (const cells of body) {
    const height = rowHeight(cells, "regular");
    if (doc.y + height > w.bottom) {
      w.newPage();
      drawRow(heads, "bold", headHeight, STYLE.headerFill);
    }
    drawRow(cells, "regular", height);
  }
  doc.font("regular").fontSize(STYLE.size);
  doc.moveDown(0.5);
}
