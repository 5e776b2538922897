import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { cacheSubsetGlyphs } from "./font-subset-cache.ts";
import { pdfkit } from "./pdfkit.ts";
import { FONT_CANDIDATES } from "./report-fonts.ts";

interface Font {
  layout(text: string): { glyphs: { id: number }[] };
  getGlyph(gid: number): { _decode(): { numberOfContours: number } | null };
  createSubset(): { includeGlyph(gid: number): number; encode(): Uint8Array };
}

/** A new parse of the font file, as report-fonts.ts makes it (pdfkit's fontkit). */
function parsed(file: string): Font {
  const doc = new (pdfkit())({ autoFirstPage: false });
  doc.registerFont("f", fs.readFileSync(file));
  doc.font("f");
  return (doc as unknown as { _font: { font: Font } })._font.font;
}

const file = FONT_CANDIDATES.map((pair) => pair.regular).find((path) => fs.existsSync(path));

/** The subset of `text`'s glyphs, encoded. */
function subsetOf(font: Font, text: string): Uint8Array {
  const subset = font.createSubset();
  for (const glyph of font.layout(text).glyphs) subset.includeGlyph(glyph.id);
  return subset.encode();
}

describe.skipIf(!file)("font subsets with the glyphs read once", () => {
  // Accented and composed letters (composite glyphs in DejaVu Sans), Greek, Cyrillic, digits.
  const texts = [
    "Zoé Dvořák, Lycée Pierre-de-Fermat — 31000 Toulouse",
    "Ωμέγα Łukasz Şahin Nguyễn ÀÉÎÕÜ ǅ ﬁ",
    "Ђорђе Љубица 0123456789 €%&@",
  ];

  it("are byte for byte fontkit's own, document after document", () => {
    const plain = parsed(file!);
    const composites = texts.flatMap((text) =>
      plain.layout(text).glyphs.filter((g) => (plain.getGlyph(g.id)._decode()?.numberOfContours ?? 0) < 0),
    );
    expect(composites.length).toBeGreaterThan(0);
    const cached = cacheSubsetGlyphs(parsed(file!));
    for (const round of [1, 2]) {
      for (const text of texts) {
        expect(
          Buffer.from(subsetOf(cached, text)).equals(Buffer.from(subsetOf(plain, text))),
          `${round}: ${text}`,
        ).toBe(true);
      }
    }
  });
});
