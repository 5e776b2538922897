import type { SimpleDate } from "./simple-date.ts";
import { compareDates, maxDate, minDate, sameDate, weekdayOf } from "./simple-date.ts";
import type { ParsedBounds } from "./date-bounds.ts";
import { withinBounds } from "./date-bounds.ts";
import { parseDate } from "./date-format.ts";

/** Days that cannot be chosen, as written in the schema: weekdays 0 (Sunday) to 6, `dd/mm/yyyy` dates and inclusive ranges. */
export interface DisabledDays {
  disabledWeekdays?: number[];
  disabledDates?: string[];
  disabledRanges?: [string, string][];
}

/** Disabled days parsed once; unreadable entries are dropped, range ends are put in order. */
export interface ParsedDisabled {
  weekdays: Set<number>;
  dates: SimpleDate[];
  ranges: [SimpleDate, SimpleDate][];
}

/** Parses the disabled weekdays, dates and ranges. */
export function parseDisabled(disabled: DisabledDays = {}): ParsedDisabled {
  const dates = (disabled.disabledDates ?? []).map(parseDate).filter((d): d is SimpleDate => d !== null);
  const ranges: [SimpleDate, SimpleDate][] = [];
  for (const [from, to] of disabled.disabledRanges ?? []) {
    const a = parseDate(from);
    const b = parseDate(to);
    if (a && b) ranges.push([minDate(a, b), maxDate(a, b)]);
  }
  return { weekdays: new Set(disabled.disabledWeekdays ?? []), dates, ranges };
}

/** True when the day falls on a disabled weekday, date or range. */
export function isDisabledDay(d: SimpleDate, disabled: ParsedDisabled): boolean {
  if (disabled.weekdays.has(weekdayOf(d))) return true;
  if (disabled.dates.some((x) => sameDate(x, d))) return true;
  return disabled.ranges.some(([from, to]) => compareDates(d, from) >= 0 && compareDates(d, to) <= 0);
}

/** True when the day can be picked: within the bounds and not disabled. */
export function isSelectableDay(d: SimpleDate, bounds: ParsedBounds, disabled: ParsedDisabled): boolean {
  return withinBounds(d, bounds) && !isDisabledDay(d, disabled);
}
