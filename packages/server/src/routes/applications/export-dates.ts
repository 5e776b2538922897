import type { Locale } from "@portal/domain/i18n/index";
import { INSTITUTION_TIME_ZONE } from "../../reports/report-builder.ts";

/** A calendar date without a time (a date of birth, of issue…): its year, month and day. */
export interface Day {
  day: string;
}

/** A `Day` from a time at midnight UTC, as the form's dates are parsed. */
export const dayOf = (time: number): Day => ({ day: new Date(time).toISOString().slice(0, 10) });

/** True for a `Day` cell. */
export const isDay = (cell: unknown): cell is Day =>
  typeof cell === "object" && cell !== null && !(cell instanceof Date) && "day" in cell;

// Building a DateTimeFormat loads its zone data: once for every export.
const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: INSTITUTION_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * A moment as the institution's clock reads it, written as if it were UTC: spreadsheets have no time
 * zones, so an XLSX cell shows the office's local time (10:30 in Paris, not 09:30 UTC).
 */
export function institutionWallTime(moment: Date): Date {
  const p = Object.fromEntries(wallClock.formatToParts(moment).map((x) => [x.type, x.value]));
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second));
}

/**
 * A date as the staff language writes it in a CSV: dd/mm/yyyy in French, ISO yyyy-mm-dd in English
 * (no day/month order is shared by English readers; ISO is also what a script expects).
 */
export function formatDay({ day }: Day, locale: Locale): string {
  const [year, month, date] = day.split("-");
  return locale === "fr" ? `${date}/${month}/${year}` : day;
}

/** A moment in the institution's time zone, to the minute: "01/02/2025 10:30" or "2025-02-01 10:30". */
export function formatMoment(moment: Date, locale: Locale): string {
  const wall = institutionWallTime(moment).toISOString();
  return `${formatDay({ day: wall.slice(0, 10) }, locale)} ${wall.slice(11, 16)}`;
}

/** The XLSX number formats of a date and a moment in the staff language. */
export function spreadsheetFormats(locale: Locale): { day: string; moment: string } {
  return locale === "fr"
    ? { day: "dd/mm/yyyy", moment: "dd/mm/yyyy hh:mm" }
    : { day: "yyyy-mm-dd", moment: "yyyy-mm-dd hh:mm" };
}
