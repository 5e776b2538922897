import { checkEmailAddress } from "./email.ts";

/** Reads a value as trimmed text; null, undefined, objects and arrays read as "". */
export function text(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return "";
}

/** True when a value is blank: missing, empty, or the dash an empty select writes. */
export function isBlank(value: unknown): boolean {
  const t = text(value);
  return t === "" || t === "-";
}

/** True for an O/N flag set to O. */
export function isYes(value: unknown): boolean {
  return text(value).toUpperCase() === "O";
}

/** True for a ticked checkbox (true, "true", "O" or 1). */
export function isTicked(value: unknown): boolean {
  if (value === true || value === 1) return true;
  const t = text(value).toLowerCase();
  return t === "true" || t === "o";
}

/** A stored file value: the original name, the generated storage name and the upload date (Unix s). */
export interface FileValue {
  name: string;
  generated_name?: string;
  upload_date?: number;
}

/** Parses a stored file value (JSON text or an object); null when empty, unreadable or nameless. */
export function parseFileValue(value: unknown): FileValue | null {
  let data: unknown = value;
  if (typeof value === "string") {
    if (value.trim() === "") return null;
    try {
      data = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const name = text(record.name);
  if (name === "") return null;
  const file: FileValue = { name };
  if (typeof record.generated_name === "string") file.generated_name = record.generated_name;
  if (typeof record.upload_date === "number") file.upload_date = record.upload_date;
  return file;
}

/** True when the value holds a file whose name ends with one of the extensions (case-insensitive). */
export function fileHasExtension(value: unknown, ...extensions: string[]): boolean {
  const file = parseFileValue(value);
  if (!file) return false;
  const dot = file.name.lastIndexOf(".");
  if (dot < 0) return false;
  const ext = file.name.slice(dot + 1).toLowerCase();
  return extensions.some((e) => e.toLowerCase() === ext);
}

/** True when the value holds a PDF file (by name; the server also sniffs the bytes). */
export function isPdfFile(value: unknown): boolean {
  return fileHasExtension(value, "pdf");
}

/** Reads a list field: an array of item records (JSON text accepted); anything else is []. */
export function listItems(value: unknown): Record<string, unknown>[] {
  let data: unknown = value;
  if (typeof value === "string" && value.trim().startsWith("[")) {
    try {
      data = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(data)) return [];
  return data.filter((item): item is Record<string, unknown> => item !== null && typeof item === "object");
}

/** Parses a dd/mm/yyyy date into a UTC timestamp; null when absent or not a real calendar date. */
export function parseDayMonthYear(value: unknown): number | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text(value));
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return time;
}

/** True when the value is an e-mail address by the one rule of rules/email.ts (SPEC §9). */
export function isEmailAddress(value: unknown): boolean {
  return checkEmailAddress(text(value)).ok;
}
