import type { SimpleDate } from "./simple-date.ts";
import { addDays, isoWeek, weekdayOf } from "./simple-date.ts";

/** The day view always shows 6 weeks of 7 days. */
export const CALENDAR_WEEKS = 6;
export const DAYS_PER_WEEK = 7;

/** One cell of the day view. */
export interface DayCell {
  date: SimpleDate;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

/** One row of the day view, with the ISO week number of the row's Monday. */
export interface CalendarWeek {
  weekNumber: number;
  days: DayCell[];
}

/** The weekday numbers (0 Sunday … 6 Saturday) in column order for a first weekday. */
export function weekdayOrder(firstWeekday = 0): number[] {
  return Array.from({ length: DAYS_PER_WEEK }, (_, i) => (((firstWeekday + i) % 7) + 7) % 7);
}

/**
 * The first column of the day view in a language: Monday in French, as every French calendar
 * (and ISO 8601) has it; Sunday in English, SPEC §9's "first weekday 0", which the product has
 * kept for its English readers so far (en-US calendars; en-GB ones would start on Monday).
 */
export function firstWeekdayOf(locale: "en" | "fr"): number {
  return locale === "fr" ? 1 : 0;
}

/** The first day of the week holding `d`, weeks starting on `firstWeekday`. */
export function startOfWeek(d: SimpleDate, firstWeekday = 0): SimpleDate {
  const offset = (((weekdayOf(d) - firstWeekday) % 7) + 7) % 7;
  return addDays(d, -offset);
}

/**
 * The month grid: 6 weeks × 7 days (42 cells) starting on the first weekday on or before the 1st.
 * Each row carries the ISO week number of its Monday (every 7-day row holds exactly one).
 */
export function monthGrid(year: number, month: number, firstWeekday = 0): CalendarWeek[] {
  const start = startOfWeek({ year, month, day: 1 }, firstWeekday);
  return Array.from({ length: CALENDAR_WEEKS }, (_, w) => {
    const days = Array.from({ length: DAYS_PER_WEEK }, (_, i) => {
      const date = addDays(start, w * DAYS_PER_WEEK + i);
      return { date, inMonth: date.month === month && date.year === year };
    });
    const monday = days.find((c) => weekdayOf(c.date) === 1) ?? days[0];
    return { weekNumber: isoWeek(monday.date), days };
  });
}
