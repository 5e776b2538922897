import crypto from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { AppError } from "../errors.ts";
import { contentMatchesExtension, SNIFF_BYTES } from "./file-kinds.ts";
import { inspectPdf } from "./pdf-active-content.ts";

/** The 413 for a file over `limit` bytes (the message gives the limit in MB and in bytes). */
export function fileTooLarge(limit: number): AppError {
  return new AppError("FILE_TOO_LARGE", { limit, mb: Math.round((limit / 1048576) * 100) / 100 });
}

/** What the inspector checks the bytes against. */
export interface InspectionRules {
  /** Largest accepted size in bytes. */
  maxSize: number;
  /** The (already accepted) lower-case extension the content must match. */
  extension: string;
  /** Shown in the error message when the content does not match. */
  displayName: string;
  /** Bytes left in the answer's quota, and the error once they are passed (after `maxSize`). */
  quota?: { bytes: number; error: () => AppError };
}

/**
 * A pass-through stream that an upload flows through on its way to the store: it counts the
 * bytes and fails as soon as the limit is passed (nothing more is read), computes the sha-256,
 * and sniffs the magic bytes of the first 4100 bytes, failing when they do not match the
 * extension. A PDF is kept (it is at most `maxSize`) and searched for scripts and launch actions
 * at the end. Failing destroys the pipeline, so the store discards its partial object.
 */
export class FileInspector extends Transform {
  size = 0;
  /** file-type's name for the content (pdf, jpg, png, zip, docx, cfb…), once known. */
  sniffed: string | undefined;
  private readonly hash = crypto.createHash("sha256");
  private head: Buffer[] = [];
  private headLength = 0;
  private sniffDone = false;
  private readonly pdf: Buffer[] | undefined;

  constructor(private readonly rules: InspectionRules) {
    super();
    this.pdf = rules.extension === "pdf" ? [] : undefined;
  }

  /** The hex sha-256 of everything that passed; call once the stream has finished. */
  get sha256(): string {
    return this.hash.copy().digest("hex");
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.rules.maxSize) {
      callback(fileTooLarge(this.rules.maxSize));
      return;
    }
    if (this.rules.quota && this.size > this.rules.quota.bytes) {
      callback(this.rules.quota.error());
      return;
    }
    this.hash.update(chunk);
    this.pdf?.push(chunk);
    if (this.sniffDone) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) {
      callback();
      return;
    }
    this.sniff().then(() => callback(), callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.size === 0) {
      callback(new AppError("FILE_EMPTY"));
      return;
    }
    const sniffed = this.sniffDone ? Promise.resolve() : this.sniff();
    sniffed.then(() => this.checkPdf()).then(() => callback(), callback);
  }

  /** Refuses a PDF with scripts or launch actions, or one whose object streams cannot be read. */
  private async checkPdf(): Promise<void> {
    if (!this.pdf) return;
    const verdict = await inspectPdf(Buffer.concat(this.pdf));
    this.pdf.length = 0;
    if (verdict === "active") throw new AppError("FILE_ACTIVE_CONTENT");
    if (verdict === "uncheckable") throw new AppError("FILE_UNCHECKABLE");
  }

  /** Sniffs the buffered head, then releases it downstream (or fails on a mismatch). */
  private async sniff(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.sniffDone = true;
    // Loaded at the first upload, not at start-up.
    const { fileTypeFromBuffer } = await import("file-type");
    const type = await fileTypeFromBuffer(head.subarray(0, SNIFF_BYTES));
    this.sniffed = type?.ext;
    if (!contentMatchesExtension(this.rules.extension, this.sniffed)) {
      throw new AppError("FILE_CONTENT", {
        name: this.rules.displayName,
        ext: this.rules.extension.toUpperCase(),
      });
    }
    this.push(head);
  }
}
