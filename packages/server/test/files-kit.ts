import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";

/** One part of a hand-built multipart body: a text field or a file. */
export type Part =
  { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

/**
 * A multipart/form-data body built byte by byte (so tests control odd file names exactly), with
 * its content-type header. `cut` drops the closing boundary and that many bytes: an interrupted upload.
 */
export function multipart(parts: Part[], options: { cut?: number } = {}) {
  const boundary = `----portal${crypto.randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      "content" in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type ?? "application/octet-stream"}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(
      Buffer.from(head, "utf8"),
      "content" in part ? part.content : Buffer.from(part.value, "utf8"),
    );
    chunks.push(Buffer.from("\r\n"));
  }
  let payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  if (options.cut) payload = Buffer.concat(chunks).subarray(0, -options.cut);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A PDF of exactly `size` bytes: a real header, then padding. */
export function pdfBytes(size = 2048): Buffer {
  const head = Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "latin1");
  const bytes = Buffer.alloc(size, 0x20);
  head.copy(bytes, 0, 0, Math.min(head.length, size));
  return bytes;
}

/** PNG bytes (signature and IHDR), padded to `size`. */
export function pngBytes(size = 1024): Buffer {
  const head = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
  const bytes = Buffer.alloc(size, 0);
  head.copy(bytes);
  return bytes;
}

/** JPEG bytes (SOI and a JFIF APP0 segment), padded to `size`. */
export function jpgBytes(size = 1024): Buffer {
  const head = Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex");
  const bytes = Buffer.alloc(size, 0);
  head.copy(bytes);
  return bytes;
}

/** The hex sha-256 of some bytes. */
export function sha256(bytes: Buffer): string {
  return crypto.createHash("sha256").update(bytes).digest("hex");
}

/** Inserts the candidate's answer with the given data and returns its id. */
export async function createAnswer(app: FastifyInstance, login: string, data: Record<string, unknown> = {}) {
  const row = await app.db
    .insertInto("answers")
    .values({ form_id: "candform", login, data: JSON.stringify(data) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a jury's admission results as published (the registration tabs then show to its admitted candidates). */
export async function publishResults(app: FastifyInstance, juryId: string) {
  await app.db.updateTable("juries").set({ resultats_publies: true }).where("id_jury", "=", juryId).execute();
  // As the jury route does: the NOTIFY of the change reaches this process's lookup cache a moment later.
  app.lookups.invalidate();
}
