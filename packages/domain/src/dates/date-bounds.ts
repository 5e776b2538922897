import type { Message } from "../i18n/catalogue.ts";
import type { SimpleDate } from "./simple-date.ts";
import { compareDates } from "./simple-date.ts";
import { formatDate, parseDate } from "./date-format.ts";

/** Why a typed date was refused or changed. */
export type DateError = "invalidDate" | "minDate" | "maxDate";

/** Optional bounds, written `dd/mm/yyyy`; no minimum by default. An unreadable bound is ignored. */
export interface DateBounds {
  min?: string;
  max?: string;
}

/** Bounds parsed once. */
export interface ParsedBounds {
  min: SimpleDate | null;
  max: SimpleDate | null;
}

/** Parses the bounds; a bound that is not a real `dd/mm/yyyy` date counts as absent. */
export function parseBounds(bounds: DateBounds = {}): ParsedBounds {
  return { min: parseDate(bounds.min), max: parseDate(bounds.max) };
}

/** Replaces a date before the minimum or after the maximum by that bound, saying which one applied. */
export function clampDate(
  d: SimpleDate,
  bounds: ParsedBounds,
): { date: SimpleDate; error?: "minDate" | "maxDate" } {
  if (bounds.min && compareDates(d, bounds.min) < 0) return { date: bounds.min, error: "minDate" };
  if (bounds.max && compareDates(d, bounds.max) > 0) return { date: bounds.max, error: "maxDate" };
  return { date: d };
}

/** True when the date lies within the bounds (inclusive). */
export function withinBounds(d: SimpleDate, bounds: ParsedBounds): boolean {
  return !clampDate(d, bounds).error;
}

const CODES: Record<DateError, string> = {
  invalidDate: "DATE_INVALID",
  minDate: "DATE_BEFORE_MIN",
  maxDate: "DATE_AFTER_MAX",
};

/** The catalogue message (`dates.<error>`, with the bound as `{{min}}`/`{{max}}`) for a date error. */
export function dateErrorMessage(error: DateError, bounds: DateBounds = {}): Message {
  const parsed = parseBounds(bounds);
  const params: Record<string, string> = {};
  if (error === "minDate" && parsed.min) params.min = formatDate(parsed.min);
  if (error === "maxDate" && parsed.max) params.max = formatDate(parsed.max);
  return { code: CODES[error], key: `dates.${error}`, params };
}
