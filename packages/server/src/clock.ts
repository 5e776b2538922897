/**
 * The time the portal acts on: deadlines, reminders, withdrawals and offers read it here, never from
 * `new Date()`, so a test (or the end-to-end suite, through TEST_CLOCK) moves it instead of waiting.
 * The database's own now() still stamps rows (created_at, …); only decisions about time use this.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with real time, shifted by an offset that tests move forward (never back). */
export class MovableClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: () => number = Date.now) {}

  now(): Date {
    return new Date(this.base() + this.offsetMs);
  }

  /** Moves the clock forward by `ms`. */
  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError("the clock only moves forward");
    this.offsetMs += ms;
  }

  /** Moves the clock forward to `date` (no-op when it is already past it). */
  moveTo(date: Date): void {
    this.advance(Math.max(0, date.getTime() - this.now().getTime()));
  }

  get offset(): number {
    return this.offsetMs;
  }
}

export const DAY_MS = 86_400_000;
