import { translate, type Locale } from "@portal/domain/i18n/index";
import type { Attachment } from "./attachments.ts";
import { drawTable, tableStartHeight } from "./pdf-table.ts";
import { PdfWriter } from "./pdf-writer.ts";
import type { ReportFonts } from "./report-fonts.ts";
import type { ReportLine, ReportSection, ReportTable, ReportTab } from "./report-model.ts";

/** Everything printed in a report, already in the report's language. */
export interface ReportContent {
  locale: Locale;
  portalName: string;
  title: string;
  candidate: string;
  login: string;
  programme: string;
  generatedAt: string;
  tabs: ReportTab[];
  attachments: Attachment[];
  /** The byte budget of appended files, in MB, for the note of a file beyond it. */
  maxAppendedMegabytes: number;
  /** JPEG or PNG bytes of the identity photo, shown on the title page when readable. */
  photo?: Buffer;
}

function titlePage(w: PdfWriter, content: ReportContent, tr: (key: string) => string): void {
  const { doc } = w;
  const photoWidth = content.photo ? 95 : 0;
  const top = doc.y;
  if (content.photo) {
    try {
      doc.image(content.photo, w.left + w.width - photoWidth, top, { fit: [photoWidth, 125] });
    } catch {
      // A photo pdfkit cannot read is left out; its file name is in the personal tab.
    }
  }
  doc.font("bold").fontSize(20).fillColor("#1f3a5f");
  doc.text(w.clean(content.portalName), w.left, top, { width: w.width - photoWidth - 10 });
  doc.moveDown(0.3).fontSize(15).fillColor("#111111");
  doc.text(w.clean(content.title), { width: w.width - photoWidth - 10 });
  doc.y = Math.max(doc.y, top + (content.photo ? 135 : 0)) + 20;
  w.line(tr("reports.candidate"), content.candidate, 0.3);
  w.line(tr("reports.login"), content.login, 0.3);
  w.line(tr("reports.programme"), content.programme, 0.3);
  w.line(tr("reports.generated"), content.generatedAt, 0.3);
}

function attachmentsList(w: PdfWriter, content: ReportContent, tr: (key: string, p?: object) => string) {
  w.heading(tr("reports.attachments"), 14, 30, true);
  if (content.attachments.length === 0) {
    w.paragraph(tr("reports.attachments.none"), true);
    return;
  }
  w.paragraph(tr("reports.attachments.intro"));
  const keys = {
    appended: "reports.attachment.appended",
    unreadable: "reports.attachment.skipped",
    tooLarge: "reports.attachment.tooLarge",
  };
  for (const a of content.attachments) {
    const params = { field: a.label, name: a.name, pages: a.pages, limit: content.maxAppendedMegabytes };
    w.paragraph(`• ${tr(keys[a.status], params)}`, a.status !== "appended");
  }
}

const TAB_HEADING = 16;
const SECTION_HEADING = 11.5;
const TABLE_HEADING = 10.5;

/** The height of a table's beginning below its title: its first rows, or the "no entries" note. */
function tableStart(w: PdfWriter, table: ReportTable, noEntries: string): number {
  return table.rows.length === 0
    ? w.paragraphHeight(noEntries)
    : tableStartHeight(w, table.columns, table.rows);
}

/** The height of an entry's beginning: its line, or its title and the table's beginning. */
function entryStart(w: PdfWriter, entry: ReportLine | ReportTable, noEntries: string): number {
  if (entry.kind === "line") return w.lineHeight(entry.title, entry.value);
  return (entry.title ? w.headingHeight(entry.title, TABLE_HEADING) : 0) + tableStart(w, entry, noEntries);
}

/** The height of a section's beginning: its heading and its first entry's beginning. */
function sectionStart(w: PdfWriter, section: ReportSection, noEntries: string): number {
  const first = section.entries[0];
  const title = section.title ? w.headingHeight(section.title, SECTION_HEADING) : 0;
  return title + (first ? entryStart(w, first, noEntries) : 0);
}

/**
 * Writes the report with pdfkit: a title page (portal, file title, candidate, login, programme,
 * date), then each tab with its fieldsets, title/value lines and list tables, then the list of
 * appended documents (skipped ones noted), and "Page n of N" in every footer, N counting the
 * appended documents' pages too (the file's total).
 */
export function writeReport(content: ReportContent, fonts: ReportFonts): Promise<Buffer> {
  const tr = (key: string, params?: object) =>
    translate(content.locale, key, params as Record<string, string | number> | undefined);
  const w = new PdfWriter(fonts, {
    title: `${content.title} — ${content.login}`,
    author: content.portalName,
    lang: content.locale,
  });
  w.doc.info.Subject = content.candidate;
  titlePage(w, content, tr);
  w.newPage();
  if (content.tabs.length === 0) w.paragraph(tr("reports.noTabs"), true);
  const noEntries = tr("reports.noEntries");
  // Each heading is kept with the beginning of what it introduces (down to a table's first rows).
  content.tabs.forEach((tab, index) => {
    if (index > 0) w.doc.moveDown(1);
    const first = tab.sections[0];
    w.heading(tab.title, TAB_HEADING, first ? sectionStart(w, first, noEntries) : 0, true);
    for (const section of tab.sections) {
      const firstEntry = section.entries[0];
      if (section.title)
        w.heading(section.title, SECTION_HEADING, firstEntry ? entryStart(w, firstEntry, noEntries) : 0);
      for (const entry of section.entries) {
        if (entry.kind === "line") {
          w.line(entry.title, entry.value);
          continue;
        }
        if (entry.title) w.heading(entry.title, TABLE_HEADING, tableStart(w, entry, noEntries));
        if (entry.rows.length === 0) w.paragraph(noEntries, true);
        else drawTable(w, entry.columns, entry.rows);
      }
      w.doc.moveDown(0.4);
    }
  });
  w.doc.moveDown(1);
  attachmentsList(w, content, tr);
  // The candidate's PDFs are appended after these pages: the total is the whole file's.
  const appended = content.attachments.reduce((n, a) => n + (a.status === "appended" ? a.pages : 0), 0);
  w.footers(
    `${content.title} — ${content.candidate} (${content.login})`,
    (page, total) => tr("reports.page", { page, total }),
    appended,
  );
  return w.finish();
}
