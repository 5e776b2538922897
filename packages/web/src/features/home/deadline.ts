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

/** Whole days from the reader's today to a YYYY-MM-DD day: 0 today, negative once past. */
export function daysUntil(day: string, now: Date = new Date()): number {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((Date.parse(`${day}T00:00:00Z`) - today) / 86_400_000);
}

/** The catalogue key and count of "in 12 days", "today", "3 days ago". */
export function relativeDay(day: string, now: Date = new Date()): { key: string; count: number } {
  const days = daysUntil(day, now);
  if (days === 0) return { key: "journey.today", count: 0 };
  return days > 0 ? { key: "journey.inDays", count: days } : { key: "journey.daysAgo", count: -days };
}
