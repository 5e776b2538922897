import { pdfkit } from "./pdfkit.ts";
import { printable, type ParsedFont, type ReportFonts } from "./report-fonts.ts";

/** Colours and sizes of the report. */
export const STYLE = {
  text: "#111111",
  muted: "#555555",
  rule: "#999999",
  headerFill: "#e9ecef",
  size: 10,
  small: 8,
  margin: 50,
  footer: 30,
} as const;

type Doc = PDFKit.PDFDocument;

// What pdfkit's line wrapper breaks a line at whatever the width (clean() has made \r\n and \r \n).
const LINE_BREAKS = /[\n\r\v\f\u0085\u2028\u2029]/;
// A text narrower than this share of the width is on one line for sure: the wrapper adds up the
// words' widths one by one (kerning across a space aside), so a text just fitting may still wrap.
const ONE_LINE_SHARE = 0.97;

/** Word layouts (glyphs and advances) as pdfkit caches them, keyed by the word. */
type LayoutCache = Record<string, unknown>;

// pdfkit lays out each word with fontkit (shaping through the font's GSUB and GPOS tables) and
// caches the result per document: a report paid for laying out its labels again every time, a
// third of its time. The layout depends on the parsed font only, so the documents share one cache
// per font; it is emptied past this many words so that candidates' texts cannot make it grow forever.
// It replaces a private member of pdfkit's font (`_font.layoutCache`), kept for its measured gain
// (#36): bench/reports.ts, each variant twice, alternating, same busy machine (load 4–10 on 2
// cores), CPU per report 20.5 and 23.8 ms with the shared cache, 32.1 and 42.0 without (p50 over
// HTTP 29.5/31.8 against 29.2/39.1 ms): about 15 ms of 37, far more than a fifth of a report.
// The wall-clock p99s moved more between two runs of the same code there than between variants.
const SHARED_LAYOUTS_MAX = 20_000;
const sharedLayouts = new WeakMap<object, LayoutCache>();

/** Gives the document's current (embedded) font the cache shared by every report using `parsed`. */
function shareLayouts(doc: Doc, parsed: ParsedFont | string): void {
  if (typeof parsed === "string") return; // a standard font: no layout to share
  const font = (doc as unknown as { _font?: { layoutCache?: LayoutCache } })._font;
  if (!font?.layoutCache) return; // pdfkit without its layout cache: leave it be
  let cache = sharedLayouts.get(parsed);
  if (!cache || Object.keys(cache).length > SHARED_LAYOUTS_MAX) {
    cache = Object.create(null) as LayoutCache;
    sharedLayouts.set(parsed, cache);
  }
  font.layoutCache = cache;
}

/**
 * A pdfkit document with the report's fonts and the few moves the report makes: headings kept with
 * what follows, title/value lines, page breaks by hand, and footers written once the page count
 * is known. Every text goes through `clean` so that no character can break the font.
 */
export class PdfWriter {
  readonly doc: Doc;
  private readonly has: (ch: string) => boolean;

  constructor(fonts: ReportFonts, info: { title: string; author: string; lang: string }) {
    const PDFDocument = pdfkit();
    this.doc = new PDFDocument({
      size: "A4",
      bufferPages: true,
      // No default font: pdfkit would load Helvetica's metrics for nothing. Nor the parsed font
      // itself: pdfkit would then never cache "regular" by its name and, at each switch back to it,
      // open it again and compare the two fonts' name tables (JSON.stringify), a third of a report.
      font: typeof fonts.regular === "string" ? fonts.regular : (null as unknown as string),
      margins: {
        top: STYLE.margin,
        left: STYLE.margin,
        right: STYLE.margin,
        bottom: STYLE.margin + STYLE.footer,
      },
      info: { Title: info.title, Author: info.author, Creator: info.author },
      lang: info.lang,
    });
    // pdfkit takes a parsed font (anything with `layout`) as well as bytes or a standard font's name.
    this.doc.registerFont("regular", fonts.regular as string);
    this.doc.registerFont("bold", fonts.bold as string);
    shareLayouts(this.doc.font("bold"), fonts.bold);
    shareLayouts(this.doc.font("regular"), fonts.regular);
    this.doc.fontSize(STYLE.size).fillColor(STYLE.text);
    const { regular } = fonts;
    this.has =
      typeof regular === "string"
        ? (ch) => printable(ch) === ch
        : (ch) => ch === "\n" || regular.hasGlyphForCodePoint(ch.codePointAt(0)!);
  }

  /** Text the current fonts can print. */
  clean(text: string): string {
    return printable(text, this.has);
  }

  get left(): number {
    return this.doc.page.margins.left;
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` points still fit on this one (a taller block only needs a fresh page). */
  ensure(height: number): void {
    if (this.doc.y + Math.min(height, this.bottom - this.doc.page.margins.top) > this.bottom) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.doc.x = this.left;
    this.doc.y = this.doc.page.margins.top;
  }

  /**
   * doc.heightOfString(text, { width }) in the current font and size, without laying the text out
   * word by word when it plainly fits on one line (most titles and values of a report do): one line
   * is the line height, added as pdfkit adds it. Measuring every line of a report that way was a
   * seventh of its time, before the same text is laid out again to be drawn.
   */
  heightOf(text: string, width: number): number {
    const { doc } = this;
    if (/\S/.test(text) && !LINE_BREAKS.test(text) && doc.widthOfString(text) <= width * ONE_LINE_SHARE) {
      const { y } = doc;
      const lineGap = (doc as unknown as { _lineGap?: number })._lineGap || 0;
      return y + (doc.currentLineHeight(true) + lineGap) - y;
    }
    return doc.heightOfString(text, { width });
  }

  /** The height a heading takes, spacing below included. */
  headingHeight(text: string, size: number, rule = false): number {
    const { doc } = this;
    doc.font("bold").fontSize(size);
    const height = this.heightOf(this.clean(text), this.width) + (rule ? 6 : 0);
    const below = doc.currentLineHeight(true) * 0.3;
    doc.font("regular").fontSize(STYLE.size);
    return height + below;
  }

  /**
   * A heading, kept on the same page as `keep` points of what follows it (the start of that
   * content, measured by the caller), so that no heading is left alone at the foot of a page.
   */
  heading(text: string, size: number, keep = 60, rule = false): void {
    const { doc } = this;
    this.ensure(this.headingHeight(text, size, rule) + keep);
    doc.font("bold").fontSize(size);
    doc.fillColor(STYLE.text).text(this.clean(text), this.left, doc.y, { width: this.width });
    if (rule) {
      const y = doc.y + 2;
      doc
        .moveTo(this.left, y)
        .lineTo(this.left + this.width, y)
        .lineWidth(0.7)
        .strokeColor(STYLE.rule)
        .stroke();
      doc.y = y + 4;
    }
    doc.moveDown(0.3).font("regular").fontSize(STYLE.size);
  }

  private lineLayout(title: string, value: string, titleShare: number) {
    const { doc } = this;
    const gap = 10;
    const titleWidth = Math.round(this.width * titleShare);
    const valueWidth = this.width - titleWidth - gap;
    const t = this.clean(title);
    const v = this.clean(value);
    doc.fontSize(STYLE.size);
    const titleHeight = doc.font("regular") && this.heightOf(t, titleWidth);
    const height = Math.max(titleHeight, doc.font("bold") && this.heightOf(v, valueWidth));
    doc.font("regular");
    return { gap, titleWidth, valueWidth, t, v, height };
  }

  /** The height `line` takes for this title and value, spacing below included. */
  lineHeight(title: string, value: string, titleShare = 0.38): number {
    return this.lineLayout(title, value, titleShare).height + 3;
  }

  /** A title and its value side by side (title muted, 38% of the width), on one page. */
  line(title: string, value: string, titleShare = 0.38): void {
    const { doc } = this;
    const { gap, titleWidth, valueWidth, t, v, height } = this.lineLayout(title, value, titleShare);
    if (height < this.bottom - doc.page.margins.top) this.ensure(height);
    const y = doc.y;
    doc.font("regular").fillColor(STYLE.muted).text(t, this.left, y, { width: titleWidth });
    doc
      .font("bold")
      .fillColor(STYLE.text)
      .text(v, this.left + titleWidth + gap, y, { width: valueWidth });
    doc.font("regular");
    doc.x = this.left;
    doc.y = Math.max(doc.y, y + height) + 3;
  }

  /** The height `paragraph` takes for this text, spacing below included. */
  paragraphHeight(text: string): number {
    const { doc } = this;
    doc.font("regular").fontSize(STYLE.size);
    return this.heightOf(this.clean(text), this.width) + doc.currentLineHeight(true) * 0.2;
  }

  /** A plain paragraph (muted when `muted`). */
  paragraph(text: string, muted = false): void {
    const { doc } = this;
    doc
      .font("regular")
      .fontSize(STYLE.size)
      .fillColor(muted ? STYLE.muted : STYLE.text);
    doc.text(this.clean(text), this.left, doc.y, { width: this.width });
    doc.fillColor(STYLE.text).moveDown(0.2);
  }

  /**
   * Writes `left` and `right` in the footer of every page (`right` gets the page number and the
   * total: these pages and the `following` pages another document will add after them).
   */
  footers(left: string, right: (page: number, total: number) => string, following = 0): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    const total = range.count + following;
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0; // writing inside the bottom margin must not add a page
      const y = doc.page.height - STYLE.margin - STYLE.small;
      doc.font("regular").fontSize(STYLE.small).fillColor(STYLE.muted);
      doc.text(this.clean(left), this.left, y, { width: this.width, align: "left", lineBreak: false });
      doc.text(this.clean(right(i + 1, total)), this.left, y, {
        width: this.width,
        align: "right",
        lineBreak: false,
      });
      doc.page.margins.bottom = bottom;
    }
  }

  /** Ends the document and resolves with its bytes. */
  finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    return new Promise((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
      this.doc.end();
    });
  }
}
