import { intlLocale } from "../../lib/intl-locale.ts";

/** A YYYY-MM-DD day in the reader's language: "31 March 2027", "31 mars 2027". */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** Whole days from the reader's today to their day of an instant: 0 that day, negative once past. */
export function daysUntil(instant: string, now: Date = new Date()): number {
  const at = new Date(instant);
  const day = Date.UTC(at.getFullYear(), at.getMonth(), at.getDate());
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((day - today) / 86_400_000);
}

/** The catalogue key and count of "in 12 days", "today", "3 days ago" for a deadline's instant. */
export function relativeDay(instant: string, now: Date = new Date()): { key: string; count: number } {
  const days = daysUntil(instant, now);
  if (days === 0) return { key: "journey.today", count: 0 };
  return days > 0 ? { key: "journey.inDays", count: days } : { key: "journey.daysAgo", count: -days };
}
