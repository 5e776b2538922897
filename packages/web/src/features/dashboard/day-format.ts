/** A "YYYY-MM-DD" day in the reader's language, short ("24 Nov") or long ("24 November 2026"). */
export function formatDay(day: string, language: string, long = false): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, {
    day: "numeric",
    month: long ? "long" : "short",
    ...(long ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(date);
}
