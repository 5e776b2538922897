import type { SimpleDate } from "./simple-date.ts";
import { isRealDate } from "./simple-date.ts";

/** The format every date value uses: two-digit day and month, four-digit year. */
export const DATE_FORMAT = "dd/mm/yyyy";

const PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Parses `dd/mm/yyyy` (surrounding spaces allowed); null when malformed or not a real date. */
export function parseDate(text: string | null | undefined): SimpleDate | null {
  const match = PATTERN.exec((text ?? "").trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** Writes a date as `dd/mm/yyyy`. */
export function formatDate(d: SimpleDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(d.day, 2)}/${pad(d.month, 2)}/${pad(d.year, 4)}`;
}

/** The calendar date of a moment in the local time zone (the caller passes the clock: domain stays pure). */
export function dateOf(now: Date): SimpleDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}
