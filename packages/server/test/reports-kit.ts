import type { FastifyInstance } from "fastify";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { call } from "./harness.ts";
import { multipart } from "./files-kit.ts";
import { readPdfText } from "./pdf-text.ts";

/** A real PDF of `pages` pages, each showing `text` and its page number (for appending tests). */
export async function realPdf(text: string, pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    doc.addPage([595, 842]).drawText(`${text} ${i}`, { x: 60, y: 760, size: 14, font });
  }
  return Buffer.from(await doc.save());
}

/** The text of a PDF (pdf.js) with every run of blanks as one space (lines wrap), and its page count. */
export async function pdfText(data: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  const { text, pages } = await readPdfText(data);
  return { text: text.replace(/\s+/g, " "), pages };
}

/** The page count the report's own footers give ("Page 1 of 5" → 5). */
export function reportPageCount(text: string): number {
  const match = /Page 1 (?:of|sur) (\d+)/.exec(text);
  if (!match) throw new Error("no page footer in the report");
  return Number(match[1]);
}

/** How many pages of the report carry its own footer ("Page n of N"): the pages it drew itself. */
export function footedPages(text: string): number {
  return text.match(/Page \d+ (?:of|sur) \d+/g)?.length ?? 0;
}

/** Uploads a file to a field path of an answer through the real upload route; returns its generated name. */
export async function uploadFile(
  app: FastifyInstance,
  options: {
    answerId: number;
    token: string;
    path: string;
    filename: string;
    content: Buffer;
    siblings?: Record<string, string>;
  },
): Promise<string> {
  const field = options.path.split(".").pop()!;
  const res = await call(app, {
    method: "POST",
    url: `/ws/form/candform/answer/${options.answerId}/file`,
    token: options.token,
    ...multipart([
      ...Object.entries(options.siblings ?? {}).map(([name, value]) => ({ name, value })),
      { name: "_path", value: options.path },
      { name: field, filename: options.filename, content: options.content, type: "application/pdf" },
    ]),
  });
  if (res.statusCode !== 200) throw new Error(`upload refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { generated_name: string }).generated_name;
}
