/**
 * The glyphs of a font subset, read once per process instead of once per report.
 *
 * pdfkit embeds in each PDF a subset of the font with the glyphs the document used; fontkit's
 * TrueType subset (TTFSubset) copies each glyph's outline from the font, but first decodes the
 * whole outline (every point of every contour) only to learn whether the glyph is a composite of
 * others: 3 of the 5 ms that the subset took per report, always for the same few hundred glyphs.
 * Here the subset's `_addGlyph` keeps what it learns of each glyph of the (process-wide, parsed
 * once) font: its bytes, the components of a composite and where their ids sit in those bytes,
 * and its metrics. The subset it writes is byte for byte fontkit's (font-subset-cache.test.ts).
 */

/** What fontkit's TTFSubset._addGlyph reads of one glyph of the font. */
interface GlyphEntry {
  bytes: Uint8Array;
  /** A composite glyph's components: their glyph id in the font and the offset of that id in `bytes`. */
  components?: [glyphId: number, pos: number][];
  advance: number;
  bearing: number;
}

/** The parts of fontkit's TrueType font and TTFSubset this relies on (fontkit 2, through pdfkit). */
interface FontkitFont {
  createSubset(): FontkitSubset;
  getGlyph(gid: number): {
    _decode(): { numberOfContours: number; components?: { glyphID: number; pos: number }[] } | null;
    advanceWidth: number;
    _getMetrics(): { leftBearing: number };
  };
  _getTableStream(tag: string): { pos: number; readBuffer(length: number): Uint8Array };
  loca?: { offsets: number[] };
  directory?: { tables: Record<string, unknown> };
  _variationProcessor?: unknown;
}

interface FontkitSubset {
  _addGlyph?: (gid: number) => number;
  includeGlyph(gid: number): number;
  glyf: Uint8Array[];
  loca: { offsets: number[] };
  hmtx: { metrics: { advance: number; bearing: number }[] };
  offset: number;
}

const patched = new WeakSet<object>();

/**
 * Makes the subsets of `font` (a fontkit TrueType font) reuse what they read of each glyph; leaves
 * alone a font whose subsets are not fontkit's TTFSubset as known here (CFF outlines, variations).
 */
export function cacheSubsetGlyphs<F extends object>(font: F): F {
  const f = font as unknown as FontkitFont;
  if (patched.has(font) || typeof f.createSubset !== "function" || typeof f.getGlyph !== "function")
    return font;
  if (!f.directory?.tables?.glyf || f.directory.tables["CFF "] || f._variationProcessor) return font;
  patched.add(font);
  const glyphs = new Map<number, GlyphEntry>();

  function entry(gid: number): GlyphEntry {
    let known = glyphs.get(gid);
    if (known) return known;
    const glyph = f.getGlyph(gid);
    const glyf = glyph._decode();
    const offsets = f.loca!.offsets;
    const stream = f._getTableStream("glyf");
    stream.pos += offsets[gid]!;
    const bytes = stream.readBuffer(offsets[gid + 1]! - offsets[gid]!);
    known = {
      bytes,
      components:
        glyf && glyf.numberOfContours < 0
          ? (glyf.components ?? []).map((c): [number, number] => [c.glyphID, c.pos])
          : undefined,
      advance: glyph.advanceWidth,
      bearing: glyph._getMetrics().leftBearing,
    };
    glyphs.set(gid, known);
    return known;
  }

  const createSubset = f.createSubset.bind(f);
  f.createSubset = () => {
    const subset = createSubset();
    if (typeof subset._addGlyph !== "function") return subset;
    // fontkit's TTFSubset._addGlyph, with the glyph's reading kept for the next documents.
    subset._addGlyph = function (this: FontkitSubset, gid: number): number {
      const { bytes, components, advance, bearing } = entry(gid);
      let buffer = bytes;
      if (components) {
        // A copy whose component ids become their ids in this subset (added to it as they come).
        buffer = new Uint8Array(bytes);
        const view = new DataView(buffer.buffer);
        for (const [glyphId, pos] of components) view.setUint16(pos, this.includeGlyph(glyphId));
      }
      this.glyf.push(buffer);
      this.loca.offsets.push(this.offset);
      this.hmtx.metrics.push({ advance, bearing });
      this.offset += buffer.length;
      return this.glyf.length - 1;
    };
    return subset;
  };
  return font;
}
