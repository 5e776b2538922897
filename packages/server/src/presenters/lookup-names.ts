import type { Locale } from "@portal/domain/i18n/index";

/**
 * A jury's or a programme's name in the reader's language: the French name (migration 0015) for a
 * French reader when the table has one, the English name otherwise. Codes never change.
 */
export function nameIn(locale: Locale, english: string, french: string | null | undefined): string {
  return locale === "fr" && french ? french : english;
}
