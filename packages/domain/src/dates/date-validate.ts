import type { DateBounds, DateError } from "./date-bounds.ts";
import { clampDate, parseBounds } from "./date-bounds.ts";
import type { DisabledDays } from "./date-disabled.ts";
import { isDisabledDay, parseDisabled } from "./date-disabled.ts";
import { formatDate, parseDate } from "./date-format.ts";

/** The value to keep after checking a typed date, and why it was refused or changed. */
export interface DateCheck {
  value: string;
  error?: DateError;
}

/** Everything a date value is checked against. */
export type DateRules = DateBounds & DisabledDays;

/**
 * Checks a typed `dd/mm/yyyy` date. Empty stays empty (required is another rule). An unreadable or
 * unreal date, or a disabled day, keeps the text and reports `invalidDate`. A date before the minimum
 * or after the maximum is replaced by that bound and reports `minDate` or `maxDate`.
 */
export function validateDate(text: string, rules: DateRules = {}): DateCheck {
  const trimmed = text.trim();
  if (trimmed === "") return { value: "" };
  const date = parseDate(trimmed);
  if (!date) return { value: text, error: "invalidDate" };
  const clamped = clampDate(date, parseBounds(rules));
  if (clamped.error) return { value: formatDate(clamped.date), error: clamped.error };
  if (isDisabledDay(date, parseDisabled(rules))) return { value: trimmed, error: "invalidDate" };
  return { value: formatDate(date) };
}
