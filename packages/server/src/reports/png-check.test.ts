import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { isDrawablePng } from "./png-check.ts";

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([head, typed, crc]);
}

/** A real PNG of width × height grey pixels. */
function png(width: number, height: number, header?: Partial<{ depth: number; colour: number }>): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = header?.depth ?? 8;
  ihdr[9] = header?.colour ?? 0;
  const rows = Buffer.alloc(Math.min(height, 64) * (width + 1), 0x80);
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("isDrawablePng", () => {
  it("accepts a well-formed PNG", () => {
    expect(isDrawablePng(png(4, 4))).toBe(true);
  });

  // Regression: a PNG signature followed by random bytes passed the upload sniffing, then kept
  // pdfkit busy for seconds (the whole server with it) each time a report drew the photo.
  it("refuses a PNG signature followed by random bytes", () => {
    for (let i = 0; i < 200; i++) {
      const forged = Buffer.concat([png(1, 1).subarray(0, 8), crypto.randomBytes(300)]);
      expect(isDrawablePng(forged)).toBe(false);
    }
  });

  it("refuses a damaged chunk, a missing IEND, absurd dimensions and an impossible depth", () => {
    const good = png(4, 4);
    const damaged = Buffer.from(good);
    damaged[40] = damaged[40]! ^ 0xff;
    expect(isDrawablePng(damaged)).toBe(false);
    expect(isDrawablePng(good.subarray(0, good.length - 12))).toBe(false);
    expect(isDrawablePng(png(100_000, 100_000))).toBe(false);
    expect(isDrawablePng(png(4, 4, { depth: 3 }))).toBe(false);
    expect(isDrawablePng(png(4, 4, { colour: 5 }))).toBe(false);
  });
});
