import type { Locale } from "@portal/domain/i18n/index";

/** A day (YYYY-MM-DD) as a candidate reads it in their language: 12 December 2026, 12 décembre 2026. */
export function longDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}
