/** A day and a time on the wall clock of a zone: "2027-03-31" and "23:59". */
export interface WallTime {
  day: string;
  time: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (not 2027-02-30). */
function isCalendarDay(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** What the wall clock of `timeZone` shows at `instant` (the date and time inputs of a setting). */
export function wallTime(instant: Date | string, timeZone: string): WallTime {
  const at = typeof instant === "string" ? new Date(instant) : instant;
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return { day: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}` };
}

/**
 * The instant at which the wall clock of `timeZone` shows `day` and `time` (seconds: `second`, 59 to
 * make a closing minute whole), or undefined for a day or time that does not exist. A time skipped
 * by a change to summer time gives the instant an hour later, as clocks do.
 */
export function instantIn(day: string, time: string, timeZone: string, second = 0): Date | undefined {
  const clock = TIME.exec(time);
  if (!isCalendarDay(day) || !clock) return undefined;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, Number(clock[1]), Number(clock[2]), second);
  // The zone's offset at a first guess, then at the instant it gives (the offset may differ there).
  let guess = asUtc - offsetAt(asUtc, timeZone);
  guess = asUtc - offsetAt(guess, timeZone);
  return new Date(guess);
}

/** The zone's offset from UTC at `at`, in milliseconds, to the minute. */
function offsetAt(at: number, timeZone: string): number {
  const { day, time } = wallTime(new Date(at), timeZone);
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const [h, min] = time.split(":").map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, h, min) - Math.floor(at / 60_000) * 60_000;
}

/** An ISO 8601 instant with its offset ("2027-03-31T23:59:59+02:00", "…Z") of a real day, else undefined. */
export function parseInstant(value: string): Date | undefined {
  const match = INSTANT.exec(value);
  if (!match || !isCalendarDay(match[1]!)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : new Date(at);
}
