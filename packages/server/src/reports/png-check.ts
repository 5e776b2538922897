import zlib from "node:zlib";

const SIGNATURE = Buffer.from("89504e470d0a1a0a", "hex");
/** Largest picture drawn in a report: a passport photo needs far less; pdfkit decodes every pixel. */
export const MAX_PNG_PIXELS = 25_000_000;
const COLOUR_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/**
 * True when `bytes` is a well-formed PNG that pdfkit can draw in bounded time: the signature, an
 * IHDR first with sane dimensions, depth and colour type, every chunk whole with a correct CRC, at
 * least one IDAT, and IEND. Why: the upload check sniffs only the first bytes, and pdfkit's PNG
 * decoder trusts the header — a file starting like a PNG and followed by random bytes kept it busy
 * (synchronously, so the whole server) for seconds to minutes whenever a report drew the photo.
 */
export function isDrawablePng(bytes: Buffer): boolean {
  if (bytes.length < SIGNATURE.length || !bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return false;
  let offset = SIGNATURE.length;
  let first = true;
  let sawData = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return false;
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (zlib.crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(end - 4))
      return false;
    if (first !== (type === "IHDR")) return false;
    if (type === "IHDR" && !saneHeader(body)) return false;
    if (type === "IDAT") sawData = true;
    if (type === "IEND") return sawData;
    first = false;
    offset = end;
  }
  return false;
}

function saneHeader(header: Buffer): boolean {
  if (header.length !== 13) return false;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [depth, colour, compression, filter, interlace] = [...header.subarray(8, 13)] as number[];
  return (
    width > 0 &&
    height > 0 &&
    width * height <= MAX_PNG_PIXELS &&
    (COLOUR_DEPTHS[colour!] ?? []).includes(depth!) &&
    compression === 0 &&
    filter === 0 &&
    (interlace === 0 || interlace === 1)
  );
}
