import yauzl from "yauzl";
import { readPdfText } from "../pdf-text.ts";

/** The files of a ZIP archive, decompressed. */
function unzip(zip: Buffer): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error ?? new Error("not a zip"));
      const files: Buffer[] = [];
      archive.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith("/")) return archive.readEntry();
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error("unreadable entry"));
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            files.push(Buffer.concat(chunks));
            archive.readEntry();
          });
          stream.on("error", reject);
        });
      });
      archive.on("end", () => resolve(files));
      archive.on("error", reject);
      archive.readEntry();
    });
  });
}

/** The text a PDF shows (its streams are compressed, its fonts subset: the bytes alone hide it). */
async function pdfText(pdf: Buffer): Promise<string> {
  try {
    return (await readPdfText(pdf)).text;
  } catch {
    return "";
  }
}

const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from("PK\x03\x04", "latin1"));
const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString("latin1") === "%PDF-";

/**
 * Everything a response shows, as searchable text: its bytes (latin1), plus the files of a ZIP and
 * the text of a PDF, at any depth (a PDF inside an export ZIP). A leak check reads this.
 */
export async function readableText(bytes: Buffer, depth = 0): Promise<string> {
  let text = bytes.toString("latin1") + bytes.toString("utf8");
  if (depth < 3 && isZip(bytes)) {
    for (const file of await unzip(bytes).catch(() => [])) text += await readableText(file, depth + 1);
  }
  if (isPdf(bytes)) text += await pdfText(bytes);
  return text;
}
