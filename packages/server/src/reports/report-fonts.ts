import fs from "node:fs";
import { setImmediate as nextTurn } from "node:timers/promises";
import { pdfkit, preloadPdfkit } from "./pdfkit.ts";

/** A font already parsed by fontkit (what pdfkit accepts instead of bytes: it has `layout`). */
export interface ParsedFont {
  layout: (...args: never[]) => unknown;
  hasGlyphForCodePoint: (codePoint: number) => boolean;
}

/** The fonts a report is written with: TrueType files embedded when found, else PDF standard fonts. */
export interface ReportFonts {
  /** A parsed TrueType font, or the name of a standard font. */
  regular: ParsedFont | string;
  bold: ParsedFont | string;
  /** True when TrueType fonts are embedded (wide Unicode coverage); false for Helvetica (WinAnsi only). */
  embedded: boolean;
}

/** A regular and bold TrueType pair. */
export interface FontFiles {
  regular: string;
  bold: string;
}

/** Fonts tried in order (Debian paths): DejaVu Sans covers Latin, Greek, Cyrillic and more; Liberation Sans less. */
export const FONT_CANDIDATES: FontFiles[] = [
  {
    regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
  },
  {
    regular: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    bold: "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
  },
];

/**
 * Parses a TrueType font once for the whole process. Parsing DejaVu Sans takes longer than
 * writing a whole report, so each report reuses the parsed font (pdfkit makes its own subset per
 * document). The parser is pdfkit's own (fontkit), reached through a throwaway document.
 */
function parse(bytes: Buffer): ParsedFont {
  const PDFDocument = pdfkit();
  const probe = new PDFDocument({ autoFirstPage: false });
  probe.registerFont("probe", bytes);
  probe.font("probe");
  const font = (probe as unknown as { _font?: { font?: ParsedFont } })._font?.font;
  if (typeof font?.layout !== "function" || typeof font.hasGlyphForCodePoint !== "function") {
    throw new Error("pdfkit did not expose the parsed font");
  }
  return font;
}

const STANDARD: ReportFonts = { regular: "Helvetica", bold: "Helvetica-Bold", embedded: false };
const cache = new Map<string, ReportFonts>();
const parsed = new Map<string, ParsedFont>();

/** The font in `file`, read and parsed once per process. */
function parsedFont(file: string): ParsedFont {
  let font = parsed.get(file);
  if (!font) {
    font = parse(fs.readFileSync(file));
    parsed.set(file, font);
  }
  return font;
}

/** The first font pair whose two files can be read (read once per process), else Helvetica. */
export function reportFonts(candidates: FontFiles[] = FONT_CANDIDATES): ReportFonts {
  const key = JSON.stringify(candidates);
  const known = cache.get(key);
  if (known) return known;
  let fonts = STANDARD;
  for (const files of candidates) {
    try {
      fonts = { regular: parsedFont(files.regular), bold: parsedFont(files.bold), embedded: true };
      break;
    } catch {
      // Not installed here: try the next pair.
    }
  }
  cache.set(key, fonts);
  return fonts;
}

/**
 * Makes reportFonts() ready before the first report asks, without holding the event loop more
 * than one part at a time: pdfkit in slices (preloadPdfkit), then each font file in its own turn.
 */
export async function preloadReportFonts(candidates: FontFiles[] = FONT_CANDIDATES): Promise<void> {
  await preloadPdfkit();
  for (const files of candidates) {
    try {
      parsedFont(files.regular);
      await nextTurn();
      parsedFont(files.bold);
      break;
    } catch {
      // Not installed here: reportFonts() tries the next pair.
    }
  }
  await nextTurn();
  reportFonts(candidates);
}

// Characters of Windows-1252 above 0x7f that are not Latin-1 (what Helvetica can show besides Latin-1).
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

const inWinAnsi = (ch: string) => {
  const cp = ch.codePointAt(0)!;
  return cp === 0x0a || (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/**
 * Makes text printable with a font that has only some characters: each character the font lacks
 * becomes its base letter when it has one the font knows (ő → o), else "?". Never throws.
 */
export function printable(text: string, has: (ch: string) => boolean = inWinAnsi): string {
  let out = "";
  for (const ch of text.normalize("NFC").replace(/\r\n?/g, "\n").replace(/\t/g, " ")) {
    if (has(ch)) {
      out += ch;
      continue;
    }
    // French typography's narrow no-break space: a no-break space where the font has no narrow one.
    if (ch === "\u202f" && has("\u00a0")) {
      out += "\u00a0";
      continue;
    }
    const base = ch.normalize("NFD").replace(/\p{M}/gu, "");
    out += base && [...base].every(has) ? base : "?";
  }
  return out;
}
