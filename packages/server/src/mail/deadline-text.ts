import type { Locale } from "@portal/domain/i18n/index";

/**
 * An instant as a person reads it in an e-mail, in their language and their time zone (the one their
 * browser reported, else the institution's), the zone named so that a reader abroad knows which
 * clock it is: "22 July 2027, 23:59 (Europe/Paris)", "22 juillet 2027 à 23:59 (Europe/Paris)".
 */
export function deadlineText(at: Date, locale: Locale, timeZone: string): string {
  const format = new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  });
  return `${format.format(at)} (${timeZone})`;
}

/** The zone to write a person's dates in: theirs when it is a zone Intl knows, else the institution's. */
export function readerTimeZone(own: string | null | undefined, institution: string): string {
  if (!own) return institution;
  try {
    new Intl.DateTimeFormat("en", { timeZone: own });
    return own;
  } catch {
    return institution;
  }
}
