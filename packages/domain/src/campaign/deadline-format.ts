/** What a deadline's text is made of: the day and time where the reader is, and the zone they are in. */
export interface DeadlineParts {
  date: string;
  time: string;
  zone: string;
}

/** A deadline's text as a catalogue key and its parameters: the caller translates (t or translate). */
export interface DeadlineText {
  key: "deadlines.at" | "deadlines.atZone";
  params: DeadlineParts;
}

/**
 * The city an IANA zone is named after ("Europe/Paris" → "Paris", "America/Argentina/Buenos_Aires"
 * → "Buenos Aires"); undefined for a zone that names no place (UTC, Etc/GMT+5).
 */
export function zoneCity(timeZone: string): string | undefined {
  if (!timeZone.includes("/") || timeZone.startsWith("Etc/")) return undefined;
  return timeZone.slice(timeZone.lastIndexOf("/") + 1).replaceAll("_", " ");
}

/**
 * A deadline as its reader reads it, in their language and zone: "31 March 2027, 23:59 (Paris
 * time)", "31 mars 2027 à 23:59 (heure de Paris)". The zone is named because the instant is the
 * institution's end of day, which is another day and hour for a candidate abroad.
 */
export function deadlineText(instant: string | Date, language: string, timeZone: string): DeadlineText {
  const at = typeof instant === "string" ? new Date(instant) : instant;
  const locale = language.toLowerCase().startsWith("fr") ? "fr-FR" : "en-GB";
  const date = new Intl.DateTimeFormat(locale, {
    timeZone,
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(at);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  const city = zoneCity(timeZone);
  return city
    ? { key: "deadlines.at", params: { date, time, zone: city } }
    : { key: "deadlines.atZone", params: { date, time, zone: timeZone } };
}

/**
 * The IANA zone as this runtime names it ("europe/paris" → "Europe/Paris"), or undefined when it
 * knows no such zone (a browser's report is checked with it).
 */
export function canonicalTimeZone(timeZone: string): string | undefined {
  if (timeZone.length === 0 || timeZone.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat("en", { timeZone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export const isTimeZone = (timeZone: string): boolean => canonicalTimeZone(timeZone) !== undefined;
