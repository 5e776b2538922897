import type { Readable } from "node:stream";
import type { PDFDocument } from "@cantoo/pdf-lib";
import type { Database } from "../db/database.ts";
import type { FileStore } from "../storage/file-store.ts";
import type { AttachmentRef } from "./report-model.ts";

/** What became of a referenced file: appended, not a readable PDF, or over the report's byte budget. */
export type AttachmentStatus = "appended" | "unreadable" | "tooLarge";

/** An uploaded file the report refers to, and what became of it. */
export interface Attachment {
  label: string;
  name: string;
  status: AttachmentStatus;
  /** Pages appended (0 unless appended). */
  pages: number;
}

/** At most this many bytes of uploaded PDFs are appended to one report (it bounds a report's memory). */
export const MAX_APPENDED_BYTES = 60 * 1024 * 1024;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

// pdf-lib (its maintained fork @cantoo/pdf-lib) is loaded by the first report that appends or merges, not at every start of the server.
const pdfLib = () => import("@cantoo/pdf-lib").then((module) => module.PDFDocument);

/** A parsed PDF of the store, or undefined when the bytes cannot be read or parsed. */
async function loadPdf(store: FileStore, name: string): Promise<PDFDocument | undefined> {
  try {
    return await (await pdfLib()).load(await readAll(await store.get(name)), { updateMetadata: false });
  } catch {
    return undefined; // missing object, encrypted or broken file
  }
}

/**
 * Starts the output document with the pages of the answer's uploaded PDFs, in the order given.
 * Only files recorded for this answer as application/pdf are read (a value naming another
 * answer's object is not); one that is missing, encrypted, empty or broken is "unreadable", and
 * once `maxBytes` are used up the rest are "tooLarge". With `namesFromValues`, each is named as the
 * answer's value names it (a blind reader's values name it by its field), not as it was uploaded.
 * The report's own pages go in front later (`prependReport`).
 */
export async function collectAttachments(
  db: Database,
  store: FileStore,
  answerId: number,
  refs: AttachmentRef[],
  maxBytes = MAX_APPENDED_BYTES,
  namesFromValues = false,
): Promise<{ output: PDFDocument; attachments: Attachment[] }> {
  const output = await (await pdfLib()).create();
  const names = refs.map((r) => r.generatedName);
  const rows = names.length
    ? await db
        .selectFrom("files")
        .select(["generated_name", "original_name", "content_type", "size"])
        .where("answer_id", "=", answerId)
        .where("generated_name", "in", names)
        .execute()
    : [];
  const byName = new Map(rows.map((row) => [row.generated_name, row]));
  let budget = maxBytes;
  const planned = refs.map((ref) => {
    const row = byName.get(ref.generatedName);
    const name = namesFromValues ? ref.name : row?.original_name || ref.name;
    if (row?.content_type !== "application/pdf") return { ref, name, status: "unreadable" as const };
    if (row.size > budget) return { ref, name, status: "tooLarge" as const };
    budget -= row.size;
    return { ref, name, status: "appended" as const };
  });
  const sources = await Promise.all(
    planned.map((p) => (p.status === "appended" ? loadPdf(store, p.ref.generatedName) : undefined)),
  );
  const attachments: Attachment[] = [];
  for (const [i, { ref, name, status }] of planned.entries()) {
    const source = sources[i];
    let pages = 0;
    if (source) {
      try {
        const copied = await output.copyPages(source, source.getPageIndices());
        for (const page of copied) output.addPage(page);
        pages = copied.length;
      } catch {
        pages = 0; // no page tree, or a broken one
      }
    }
    const final = status === "tooLarge" ? status : pages > 0 ? "appended" : "unreadable";
    attachments.push({ label: ref.label, name, status: final, pages });
  }
  return { output, attachments };
}

/** Puts the report's pages in front of the appended ones and returns the final bytes. */
export async function prependReport(
  output: PDFDocument,
  report: Uint8Array,
  info: { title: string; author: string; lang: string },
): Promise<Uint8Array> {
  const source = await (await pdfLib()).load(report, { updateMetadata: false });
  const pages = await output.copyPages(source, source.getPageIndices());
  pages.forEach((page, index) => output.insertPage(index, page));
  output.setTitle(info.title);
  output.setAuthor(info.author);
  output.setCreator(info.author);
  output.setProducer(info.author);
  output.setLanguage(info.lang);
  output.setCreationDate(new Date());
  return output.save();
}
