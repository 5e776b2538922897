/** The steps of the campaign that close at a date, per programme or campaign-wide. */
export const DEADLINE_STEPS = ["application", "scholarship", "registration", "tuition"] as const;
export type DeadlineStep = (typeof DEADLINE_STEPS)[number];

/** A step's closing instant, ISO 8601 with its offset; absent when the step has no deadline. */
export type DeadlineInstants = Partial<Record<DeadlineStep, string>>;

/**
 * Whether `step` is closed at `now`: a step without a deadline never closes. The deadline itself is
 * the last instant allowed (a validation at 23:59:59 of the last day passes).
 */
export function isClosed(deadlines: DeadlineInstants, step: DeadlineStep, now: Date): boolean {
  const at = deadlines[step];
  return at !== undefined && now.getTime() > Date.parse(at);
}

/**
 * The last instant of a day (YYYY-MM-DD) in an IANA time zone: a campaign date written as a day
 * closes at 23:59:59 where the institution is, whatever zone the reader is in.
 */
export function endOfDayIn(day: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  // Midnight UTC of the next day, moved by the zone's offset at that moment (checked twice, so a
  // change of offset that night (summer time) is taken into account).
  const nextMidnightUtc = Date.UTC(y, m - 1, d + 1);
  let guess = nextMidnightUtc - offsetMs(nextMidnightUtc, timeZone);
  guess = nextMidnightUtc - offsetMs(guess, timeZone);
  return new Date(guess - 1000);
}

/** The zone's offset from UTC at `at`, in milliseconds (Paris in winter: +3,600,000). */
function offsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}
