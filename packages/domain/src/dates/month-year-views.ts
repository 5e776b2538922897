import type { SimpleDate } from "./simple-date.ts";
import { compareDates, daysInMonth } from "./simple-date.ts";
import type { ParsedBounds } from "./date-bounds.ts";

/** Month view: 12 months in 3 columns (4 rows). */
export const MONTH_COLUMNS = 3;
/** Year view of the simple picker: 20 years in 5 columns. */
export const SIMPLE_YEAR_COUNT = 20;
export const SIMPLE_YEAR_COLUMNS = 5;
/** Year view of the range picker: 16 years, 4 × 4. */
export const RANGE_YEAR_COUNT = 16;
export const RANGE_YEAR_COLUMNS = 4;

/** Cuts a list into rows of `columns` items. */
export function toRows<T>(items: T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns));
  return rows;
}

/** Month numbers 1 to 12 in rows of 3 (4 rows). */
export function monthView(columns = MONTH_COLUMNS): number[][] {
  return toRows(
    Array.from({ length: 12 }, (_, i) => i + 1),
    columns,
  );
}

/** The first year of the year page holding `year`: pages are aligned on multiples of `count`. */
export function yearPageStart(year: number, count = SIMPLE_YEAR_COUNT): number {
  return Math.floor(year / count) * count;
}

/** The year page holding `year`: `count` years in rows of `columns`. */
export function yearView(year: number, count = SIMPLE_YEAR_COUNT, columns = SIMPLE_YEAR_COLUMNS): number[][] {
  const start = yearPageStart(year, count);
  return toRows(
    Array.from({ length: count }, (_, i) => start + i),
    columns,
  );
}

/** True when some day of the month lies within the bounds. */
export function monthWithinBounds(year: number, month: number, bounds: ParsedBounds): boolean {
  const first: SimpleDate = { year, month, day: 1 };
  const last: SimpleDate = { year, month, day: daysInMonth(year, month) };
  return (
    (!bounds.max || compareDates(first, bounds.max) <= 0) &&
    (!bounds.min || compareDates(last, bounds.min) >= 0)
  );
}

/** True when some day of the year lies within the bounds. */
export function yearWithinBounds(year: number, bounds: ParsedBounds): boolean {
  return (!bounds.max || year <= bounds.max.year) && (!bounds.min || year >= bounds.min.year);
}
