import type { Database } from "../db/database.ts";

/**
 * Records the IANA time zone a signed-in person's browser reported (checked by the route): the
 * dates their e-mails name are written in it (mail/deadline-format.ts). Written only when it changed.
 */
export async function recordTimeZone(db: Database, userId: number, timeZone: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ time_zone: timeZone })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("time_zone", "is", null), eb("time_zone", "!=", timeZone)]))
    .execute();
}
