import type { SimpleDate } from "./simple-date.ts";
import { compareDates } from "./simple-date.ts";
import type { DateError } from "./date-bounds.ts";
import { clampDate, parseBounds } from "./date-bounds.ts";
import { isDisabledDay, parseDisabled } from "./date-disabled.ts";
import { formatDate, parseDate } from "./date-format.ts";
import type { DateCheck, DateRules } from "./date-validate.ts";

/** Separator between the two dates of a range value: `dd/mm/yyyy - dd/mm/yyyy`. */
export const RANGE_SEPARATOR = " - ";

/** A range being chosen: start set by the first click, end by the second. */
export interface RangeSelection {
  start: SimpleDate | null;
  end: SimpleDate | null;
}

/** Parses `dd/mm/yyyy - dd/mm/yyyy` as written (not sorted); null when either side is not a real date. */
export function parseRange(text: string | null | undefined): RangeSelection | null {
  const parts = (text ?? "").split(RANGE_SEPARATOR.trim());
  if (parts.length !== 2) return null;
  const start = parseDate(parts[0]);
  const end = parseDate(parts[1]);
  return start && end ? { start, end } : null;
}

/** Writes a range `dd/mm/yyyy - dd/mm/yyyy`; a range without end uses its start for both ends. */
export function formatRange(start: SimpleDate, end: SimpleDate | null = null): string {
  return `${formatDate(start)}${RANGE_SEPARATOR}${formatDate(end ?? start)}`;
}

/**
 * One click in the range picker: the first click (or any click after a complete range) sets the
 * start; a click on or after the start sets the end; a click before the start restarts the range there.
 */
export function pickRangeDay(selection: RangeSelection, day: SimpleDate): RangeSelection {
  if (!selection.start || selection.end) return { start: day, end: null };
  if (compareDates(day, selection.start) >= 0) return { start: selection.start, end: day };
  return { start: day, end: null };
}

/**
 * Checks a typed range: both dates must be real (else `invalidDate`, text kept); they are sorted,
 * then each is clamped to the bounds, the first clamping reported (`minDate` or `maxDate`).
 */
export function validateRange(text: string, rules: DateRules = {}): DateCheck {
  if (text.trim() === "") return { value: "" };
  const range = parseRange(text);
  if (!range?.start || !range.end) return { value: text, error: "invalidDate" };
  const [first, second] =
    compareDates(range.start, range.end) <= 0 ? [range.start, range.end] : [range.end, range.start];
  const bounds = parseBounds(rules);
  const a = clampDate(first, bounds);
  const b = clampDate(second, bounds);
  const value = formatRange(a.date, b.date);
  const error: DateError | undefined = a.error ?? b.error;
  if (error) return { value, error };
  const disabled = parseDisabled(rules);
  if (isDisabledDay(first, disabled) || isDisabledDay(second, disabled))
    return { value, error: "invalidDate" };
  return { value };
}
