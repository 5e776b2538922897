import { promisify } from "node:util";
import zlib from "node:zlib";

const inflate = promisify(zlib.inflate);

/** What a PDF inspection found: nothing active, scripts or launch actions, or parts it could not read. */
export type PdfVerdict = "clean" | "active" | "uncheckable";

/** Most bytes the inspection inflates for one file: a compression bomb stops here (uncheckable). */
export const PDF_INFLATE_BUDGET = 32 * 1024 * 1024;

// A name: a slash, then regular characters or #xx escapes (PDF 32000 §7.3.5), e.g. /J#61vaScript.
const NAME = /\/((?:[^\s()<>[\]{}/%#]|#[0-9A-Fa-f]{2})+)/g;
// The stream keyword (not the end of `endstream`), then its end of line.
const STREAM = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;
// Names of actions that run code or programs. /JS is short enough to occur by chance in binary
// data, so it counts only outside stream data; the long names are never found by chance.
const ALWAYS_ACTIVE = new Set(["JavaScript", "Launch"]);
const ACTIVE_IN_DICTIONARIES = new Set(["JavaScript", "Launch", "JS"]);
const OTHER_FILTERS = new Set([
  "ASCIIHexDecode",
  "AHx",
  "ASCII85Decode",
  "A85",
  "LZWDecode",
  "LZW",
  "RunLengthDecode",
  "RL",
  "CCITTFaxDecode",
  "CCF",
  "DCTDecode",
  "DCT",
  "JBIG2Decode",
  "JPXDecode",
  "Crypt",
]);
// File names of programs in file specifications: (setup.exe), (run.bat)…
const PROGRAM_NAME =
  /\/U?F\s*\(([^)]{0,255}\.(?:exe|com|scr|pif|bat|cmd|msi|dll|cpl|jar|js|jse|vbs|vbe|wsf|wsh|hta|ps1|sh|lnk|reg|app))\)/i;
const PROGRAM_MAGIC = [
  Buffer.from("MZ"),
  Buffer.from("\x7fELF", "latin1"),
  Buffer.from("#!"),
  Buffer.from("cffaedfe", "hex"),
  Buffer.from("cafebabe", "hex"),
];

/** The decoded names in some PDF text (#xx escapes resolved). */
function namesIn(text: string): string[] {
  return [...text.matchAll(NAME)].map((m) =>
    m[1].replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

interface Stream {
  /** Names of the stream's dictionary. */
  names: Set<string>;
  start: number;
  end: number;
}

/**
 * The streams of the file: the names before each (from the end of the previous stream, so no
 * padding or string can push a stream's /Type /ObjStm out of sight) and its data's byte range.
 */
function streamsOf(text: string): Stream[] {
  const streams: Stream[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(STREAM)) {
    const at = match.index;
    const dict = text.slice(Math.min(previousEnd, at), at);
    const start = at + match[0].length;
    let end = text.indexOf("endstream", start);
    if (end < 0) end = text.length;
    previousEnd = Math.max(previousEnd, end);
    streams.push({ names: new Set(namesIn(dict)), start, end });
  }
  return streams;
}

/** Inflates a Flate stream within the budget; undefined when it cannot (other filter, bad data, too large). */
async function decoded(bytes: Buffer, stream: Stream, budget: { left: number }): Promise<Buffer | undefined> {
  const data = bytes.subarray(stream.start, stream.end);
  if ([...stream.names].some((n) => OTHER_FILTERS.has(n))) return undefined;
  if (stream.names.has("DecodeParms") || stream.names.has("DP")) return undefined;
  if (!stream.names.has("FlateDecode") && !stream.names.has("Fl")) return data;
  try {
    const out = await inflate(data, { maxOutputLength: Math.max(budget.left, 1) });
    budget.left -= out.length;
    return out;
  } catch {
    return undefined;
  }
}

/**
 * Looks through a whole PDF for JavaScript and launch actions, the way a viewer would find them:
 * names in dictionaries (written plainly or with #xx escapes), in compressed object streams
 * (inflated here with a bounded budget, not by a full parser that would inflate without limit), and
 * embedded files that are programs. An object stream that cannot be read (encrypted, an unusual
 * filter, past the budget) makes the file uncheckable: whatever it hides cannot be vouched for.
 */
export async function inspectPdf(bytes: Buffer): Promise<PdfVerdict> {
  const text = bytes.toString("latin1");
  const streams = streamsOf(text);
  let previous = 0;
  for (const stream of [...streams, { names: new Set<string>(), start: text.length, end: text.length }]) {
    const outside = text.slice(previous, stream.start);
    if (namesIn(outside).some((n) => ACTIVE_IN_DICTIONARIES.has(n))) return "active";
    if (PROGRAM_NAME.test(outside)) return "active";
    const inside = text.slice(stream.start, stream.end);
    if (namesIn(inside).some((n) => ALWAYS_ACTIVE.has(n))) return "active";
    previous = Math.max(previous, stream.end);
  }
  const budget = { left: PDF_INFLATE_BUDGET };
  for (const stream of streams) {
    const objects = stream.names.has("ObjStm");
    const embedded = stream.names.has("EmbeddedFile");
    if (!objects && !embedded) continue;
    const data = await decoded(bytes, stream, budget);
    if (objects) {
      if (!data) return "uncheckable";
      const inner = data.toString("latin1");
      if (namesIn(inner).some((n) => ACTIVE_IN_DICTIONARIES.has(n)) || PROGRAM_NAME.test(inner))
        return "active";
    } else if (data && PROGRAM_MAGIC.some((magic) => data.subarray(0, magic.length).equals(magic))) {
      return "active";
    }
  }
  return "clean";
}
