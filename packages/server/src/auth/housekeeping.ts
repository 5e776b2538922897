import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { pruneRateLimits } from "./rate-limits.ts";
import { pruneLoginFailures } from "./login-throttle.ts";
import { pruneKnownDevices } from "./known-devices.ts";
import { SESSION_IDLE_MS } from "./sessions.ts";

const HOUR = 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: ended sessions, link tokens expired a day ago, old
 * rate-limit counters and login failures, known devices unseen for a year.
 */
export async function pruneAuthData(db: Database): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<", sql<Date>`now()`),
        eb("last_seen_at", "<", new Date(Date.now() - SESSION_IDLE_MS)),
      ]),
    )
    .execute();
  await db
    .deleteFrom("tokens")
    .where("expires_at", "<", new Date(Date.now() - 24 * HOUR))
    .execute();
  await pruneRateLimits(db);
  await pruneLoginFailures(db);
  await pruneKnownDevices(db);
}
