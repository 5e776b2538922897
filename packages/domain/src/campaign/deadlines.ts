import { instantIn } from "./zoned-time.ts";

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
  const end = instantIn(day, "23:59", timeZone, 59);
  if (!end) throw new RangeError(`"${day}" is not a day written YYYY-MM-DD`);
  return end;
}
