import { describe, expect, it } from "vitest";
import { pdfText } from "../../test/reports-kit.ts";
import { reportFonts } from "./report-fonts.ts";
import type { ReportTab } from "./report-model.ts";
import { writeReport, type ReportContent } from "./report-pdf.ts";

const long = (label: string) => `${label} ${"with a long text that wraps over several lines ".repeat(4)}`;

/** A first tab of `filler` lines, then a tab whose first fieldset holds only a titled table. */
function content(filler: number): ReportContent {
  const tabs: ReportTab[] = [
    {
      id: "first",
      title: "First tab",
      sections: [
        {
          title: "Filler",
          entries: Array.from({ length: filler }, (_, i) => ({
            kind: "line" as const,
            title: `Line ${i}`,
            value: "value",
          })),
        },
      ],
    },
    {
      id: "second",
      title: "SECOND TAB",
      sections: [
        {
          title: "LIST SECTION",
          entries: [
            {
              kind: "table",
              title: "LIST TITLE",
              columns: ["COLUMN A", "COLUMN B"],
              rows: [
                [long("ROW ONE"), "b"],
                [long("ROW TWO"), "b"],
                [long("ROW THREE"), "b"],
              ],
            },
          ],
        },
      ],
    },
  ];
  return {
    locale: "en",
    portalName: "Portal",
    title: "Application file",
    candidate: "Ada",
    login: "ada@example.org",
    programme: "MSc",
    generatedAt: "24/11/2026 14:05 (Europe/Paris)",
    tabs,
    attachments: [],
    maxAppendedMegabytes: 20,
  };
}

const pagesOf = (text: string) => text.split(/-- \d+ of \d+ --/);

describe("writeReport layout", () => {
  // Regression: a heading was kept with only 40 to 60 points of what follows, so a heading above a
  // table whose first rows did not fit stayed alone at the foot of a page, its table on the next.
  it("keeps every heading on the page of its table's heading row and first rows, wherever the page breaks", async () => {
    const fonts = reportFonts();
    for (let filler = 30; filler <= 62; filler += 2) {
      const { text } = await pdfText(await writeReport(content(filler), fonts));
      const page = pagesOf(text).find((p) => p.includes("SECOND TAB"))!;
      for (const kept of ["LIST SECTION", "LIST TITLE", "COLUMN A", "ROW ONE", "ROW THREE"]) {
        expect(page, `${kept} after ${filler} lines`).toContain(kept);
      }
    }
  });
});

describe("writeReport footers", () => {
  // Regression: the footers counted the report's own pages only ("Page 1 sur 4" in an 11-page file
  // once the candidate's PDFs were appended); the total is the whole file's.
  it("counts the appended documents' pages in every footer's total", async () => {
    const fonts = reportFonts();
    const alone = await pdfText(await writeReport(content(10), fonts));
    const own = alone.pages;
    expect(alone.text).toContain(`Page 1 of ${own}`);
    const attachments = [
      { label: "Curriculum vitae", name: "cv.pdf", status: "appended" as const, pages: 5 },
      { label: "Diploma", name: "diploma.pdf", status: "appended" as const, pages: 2 },
      { label: "Transcript", name: "broken.pdf", status: "unreadable" as const, pages: 0 },
    ];
    const { text, pages } = await pdfText(await writeReport({ ...content(10), attachments }, fonts));
    expect(pages).toBe(own);
    for (let page = 1; page <= own; page++) expect(text).toContain(`Page ${page} of ${own + 7}`);
    expect(text).not.toMatch(new RegExp(`Page \\d+ of ${own}\\b`));
  });
});
