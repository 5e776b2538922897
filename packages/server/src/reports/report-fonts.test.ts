import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  FONT_CANDIDATES,
  preloadReportFonts,
  printable,
  reportFonts,
  type ParsedFont,
} from "./report-fonts.ts";

describe("printable (Helvetica, WinAnsi)", () => {
  it.each([
    ["keeps French accents and the punctuation of WinAnsi", "Zoé Çà è œ — “x” €", "Zoé Çà è œ — “x” €"],
    [
      "turns letters into their base letter when it is printable",
      "Dvořák Şahin Nguyễn",
      "Dvorák Sahin Nguyen",
    ],
    ["replaces what has no printable form", "Łukasz 王芳 Ωμέγα", "?ukasz ?? ?????"],
    ["keeps new lines, turns tabs into spaces", "a\r\nb\tc", "a\nb c"],
    ["prints French typography's narrow space as a no-break space", "Oui\u202f?", "Oui\u00a0?"],
  ])("%s", (_, text, expected) => {
    expect(printable(text)).toBe(expected);
  });

  it("uses the given glyph check", () => {
    expect(printable("abc", (ch) => ch !== "b")).toBe("a?c");
  });
});

describe("reportFonts", () => {
  it("falls back to Helvetica when no font file exists", () => {
    expect(reportFonts([{ regular: "/nonexistent/a.ttf", bold: "/nonexistent/b.ttf" }])).toEqual({
      regular: "Helvetica",
      bold: "Helvetica-Bold",
      embedded: false,
    });
  });

  // packages/server/ensure-fonts.sh installs the font before the suite (npm test, .ci/run).
  it("embeds DejaVu Sans", () => {
    expect(fs.existsSync(FONT_CANDIDATES[0].regular), `${FONT_CANDIDATES[0].regular} is missing`).toBe(true);
    const fonts = reportFonts();
    expect(fonts.embedded).toBe(true);
    expect(typeof fonts.regular).toBe("object");
    expect((fonts.regular as ParsedFont).hasGlyphForCodePoint("é".codePointAt(0)!)).toBe(true);
    expect(reportFonts()).toBe(fonts); // read once
  });

  it("preloads in slices: other work runs before the fonts are ready, which the first pair found gives", async () => {
    const candidates = [{ regular: "/nonexistent/a.ttf", bold: "/nonexistent/b.ttf" }, FONT_CANDIDATES[0]];
    let otherWorkRan = false;
    const preloaded = preloadReportFonts(candidates).then(() => otherWorkRan);
    setImmediate(() => (otherWorkRan = true));
    expect(await preloaded).toBe(true);
    const fonts = reportFonts(candidates);
    expect(fonts.embedded).toBe(true);
    expect(fonts.regular).toBe(reportFonts().regular); // the file parsed once, whichever list names it
  });
});
