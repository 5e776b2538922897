import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";

/** A fixed-window limit: at most `limit` attempts per `windowMs`. */
export interface Limit {
  limit: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;

/**
 * The limits of the account actions other than the password login (auth/login-throttle.ts), per
 * account (the login or e-mail given) and per client address. The per-account limits keep the
 * portal from flooding one inbox; the per-address limits are sized for a school or a campus
 * behind one NAT address on results day (hundreds of people), and only stop a script.
 */
export const RATE_LIMITS = {
  logincas: { address: { limit: 600, windowMs: 15 * MINUTE } },
  register: { account: { limit: 5, windowMs: 60 * MINUTE }, address: { limit: 300, windowMs: 60 * MINUTE } },
  askreset: { account: { limit: 5, windowMs: 60 * MINUTE }, address: { limit: 300, windowMs: 60 * MINUTE } },
  activate: { account: { limit: 10, windowMs: 15 * MINUTE }, address: { limit: 300, windowMs: 15 * MINUTE } },
  reset: { account: { limit: 10, windowMs: 15 * MINUTE }, address: { limit: 300, windowMs: 15 * MINUTE } },
} satisfies Record<string, { account?: Limit; address: Limit }>;

/** An action with rate limits. */
export type LimitedAction = keyof typeof RATE_LIMITS;

/**
 * Counts one hit on `key` in the current window and returns the number of hits so far and when
 * the window ends. One atomic upsert, so several server processes share the counters.
 */
export async function hit(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ hits: number; resetAt: number }> {
  const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
  const row = await sql<{ hits: number }>`
    INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, ${new Date(windowStart)}, 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.hits + 1 ELSE 1 END,
      window_start = excluded.window_start
    RETURNING hits`.execute(db);
  return { hits: Number(row.rows[0]!.hits), resetAt: windowStart + windowMs };
}

/**
 * Counts an attempt of `action` for the client address and, when given, the account; throws a
 * 429 RATE_LIMITED (with Retry-After) once either is over its limit.
 */
export async function enforceRateLimit(
  db: Database,
  action: LimitedAction,
  who: { address: string; account?: string },
): Promise<void> {
  const limits: { account?: Limit; address: Limit } = RATE_LIMITS[action];
  const checks: [string, Limit][] = [[`${action}:address:${who.address}`, limits.address]];
  if (who.account !== undefined && limits.account) {
    checks.push([`${action}:account:${who.account.trim().toLowerCase()}`, limits.account]);
  }
  for (const [key, limit] of checks) {
    const { hits, resetAt } = await hit(db, key, limit.windowMs);
    if (hits > limit.limit) {
      throw new AppError("RATE_LIMITED", { seconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) });
    }
  }
}

/** Deletes counters whose window ended long ago (housekeeping). */
export async function pruneRateLimits(db: Database, olderThanMs = 24 * 60 * MINUTE): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", new Date(Date.now() - olderThanMs))
    .execute();
}
