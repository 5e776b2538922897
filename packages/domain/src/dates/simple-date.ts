/** A calendar date without time or time zone; month is 1 to 12. */
export interface SimpleDate {
  year: number;
  month: number;
  day: number;
}

const MS_PER_DAY = 86_400_000;

/** Number of days in a month (month 1 to 12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True when year, month and day form a real calendar date (years 1 to 9999). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** Days since 1970-01-01 (UTC), used for comparisons and arithmetic. */
export function toDayNumber(d: SimpleDate): number {
  const date = new Date(Date.UTC(2000, d.month - 1, d.day));
  date.setUTCFullYear(d.year);
  return Math.round(date.getTime() / MS_PER_DAY);
}

/** The date of a day number produced by `toDayNumber`. */
export function fromDayNumber(n: number): SimpleDate {
  const date = new Date(n * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Negative when a is before b, 0 when equal, positive when after. */
export function compareDates(a: SimpleDate, b: SimpleDate): number {
  return toDayNumber(a) - toDayNumber(b);
}

/** True when both dates are the same day. */
export function sameDate(a: SimpleDate | null | undefined, b: SimpleDate | null | undefined): boolean {
  return !!a && !!b && a.year === b.year && a.month === b.month && a.day === b.day;
}

/** The date `days` days later (earlier when negative). */
export function addDays(d: SimpleDate, days: number): SimpleDate {
  return fromDayNumber(toDayNumber(d) + days);
}

/** The same day `months` months later, kept within the target month (31/01 + 1 month = 29/02). */
export function addMonths(d: SimpleDate, months: number): SimpleDate {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

/** Day of the week: 0 Sunday to 6 Saturday. */
export function weekdayOf(d: SimpleDate): number {
  return (((toDayNumber(d) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

/** ISO 8601 week number (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(d: SimpleDate): number {
  const n = toDayNumber(d);
  const isoWeekday = ((weekdayOf(d) + 6) % 7) + 1; // Monday 1 … Sunday 7
  const thursday = fromDayNumber(n - isoWeekday + 4);
  const firstOfYear = toDayNumber({ year: thursday.year, month: 1, day: 1 });
  return Math.floor((toDayNumber(thursday) - firstOfYear) / 7) + 1;
}

/** The earlier of two dates. */
export function minDate(a: SimpleDate, b: SimpleDate): SimpleDate {
  return compareDates(a, b) <= 0 ? a : b;
}

/** The later of two dates. */
export function maxDate(a: SimpleDate, b: SimpleDate): SimpleDate {
  return compareDates(a, b) >= 0 ? a : b;
}
