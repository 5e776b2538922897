import type { Message } from "../i18n/catalogue.ts";
import type { FieldSchema } from "../schema/types.ts";
import { message } from "../rules/types.ts";

/** SPEC §9: default upload size limit, in bytes (10 MB). */
export const DEFAULT_MAX_FILE_SIZE = 10485760;
/** SPEC §9: the 5 MB variant (the photo). */
export const MAX_FILE_SIZE_5MB = 5242880;
/** SPEC §9: extensions accepted when the schema gives no `accept` list. */
export const DEFAULT_ACCEPT: readonly string[] = ["jpg", "png", "pdf", "doc", "docx"];
/** SPEC §9: the queue holds one file. */
export const QUEUE_LIMIT = 1;

/** What a file field accepts: lower-case extensions without dot, and a size limit in bytes. */
export interface FileLimits {
  accept: string[];
  maxFileSize: number;
}

/** A picked file as far as the checks are concerned. */
export interface PickedFile {
  name: string;
  size: number;
}

/** The limits of a file field: its `accept` and `maxFileSize`, else the defaults. */
export function fileLimits(field: Pick<FieldSchema, "accept" | "maxFileSize">): FileLimits {
  const accept = (field.accept ?? []).map((a) => a.trim().replace(/^\./, "").toLowerCase()).filter(Boolean);
  const size = field.maxFileSize;
  return {
    accept: accept.length > 0 ? accept : [...DEFAULT_ACCEPT],
    maxFileSize: typeof size === "number" && size > 0 ? size : DEFAULT_MAX_FILE_SIZE,
  };
}

/** The extension of a file name, lower case, without dot ("" when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 || dot === name.length - 1 ? "" : name.slice(dot + 1).toLowerCase();
}

/** The `accept` attribute of the file input for these limits: ".pdf,.jpg". */
export function acceptAttribute(limits: FileLimits): string {
  return limits.accept.map((a) => `.${a}`).join(",");
}

/** The size named in the too-heavy alert: 5 (MB) for the 5 MB limit, else 10 (SPEC §5). */
export function limitInMb(limits: FileLimits): 5 | 10 {
  return limits.maxFileSize === MAX_FILE_SIZE_5MB ? 5 : 10;
}

/** The too-heavy alert (SPEC §5 gives its French text). */
export function tooHeavy(limits: FileLimits): Message {
  return message("FILE_TOO_HEAVY", "files.tooHeavy", { mb: limitInMb(limits) });
}

/** The wrong-extension alert (SPEC §5 gives its French text), naming the accepted formats. */
export function wrongExtension(limits: FileLimits): Message {
  return message("FILE_WRONG_EXTENSION", "files.wrongExtension", { formats: limits.accept.join(", ") });
}

/**
 * Checks a picked file before anything is sent: too heavy (size above the limit) first, then an
 * extension outside the accepted list (case-insensitive). Null when the file may be uploaded.
 */
export function checkPickedFile(file: PickedFile, limits: FileLimits): Message | null {
  if (file.size > limits.maxFileSize) return tooHeavy(limits);
  if (!limits.accept.includes(extensionOf(file.name))) return wrongExtension(limits);
  return null;
}
