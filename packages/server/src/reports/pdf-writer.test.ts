import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PdfWriter } from "./pdf-writer.ts";
import { reportFonts } from "./report-fonts.ts";

describe("PdfWriter.heightOf", () => {
  const fonts = reportFonts();
  const writer = new PdfWriter(fonts, { title: "t", author: "a", lang: "en" });
  const words = [
    "a",
    "Zoé",
    "Le Gall-D'Arcy",
    "user-ab5dc3544d@example.org",
    "MSc",
    "—",
    "Ωμέγα",
    "Université",
    "  ",
    " ",
    "WWWWWWWW",
    "i",
  ];

  // The shortcut must give exactly what pdfkit's own measure gives, near the width's edge too.
  it("is doc.heightOfString's height, to the last bit", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { maxLength: 14 }).map((parts) => parts.join(" ")),
        fc.integer({ min: 10, max: 320 }),
        fc.constantFrom("regular", "bold"),
        fc.constantFrom(8, 10, 14),
        (text, width, font, size) => {
          writer.doc.font(font).fontSize(size);
          const clean = writer.clean(text);
          expect(writer.heightOf(clean, width)).toBe(writer.doc.heightOfString(clean, { width }));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
