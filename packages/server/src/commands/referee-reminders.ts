import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { sendReminder, type ReferenceSettings } from "./reference-inviter.ts";

/** What the sweep needs: the days between reminders (REFEREE_REMINDER_DAYS) and the mails' settings. */
export interface RefereeReminderOptions {
  days: number;
  settings: Pick<ReferenceSettings, "publicUrl" | "timeZone">;
  /** References claimed per transaction (default 100). */
  batch?: number;
}

/** What one pass did: references marked expired, reminders sent. */
export interface RefereeReminderReport {
  expired: number;
  reminded: number;
}

/** The login the sweep's history lines are signed with. */
export const REMINDER_SWEEP_ACTOR = "system:referee-reminders";

/**
 * The SWEEP of referees who have not answered (issue #37): marks the references whose link ended
 * at `now` as expired, and reminds each referee still waiting `days` after the invitation or the
 * last reminder (the candidate's too), with a new link, the e-mail and a history line. Each
 * reminder is claimed with SELECT … FOR UPDATE SKIP LOCKED and the still-due condition, in a
 * transaction with its e-mail, so two processes running it at once send each reminder once.
 */
export async function remindReferees(
  db: Database,
  now: Date,
  options: RefereeReminderOptions,
): Promise<RefereeReminderReport> {
  const expired = await db
    .updateTable("answer_references")
    .set({ expired_at: now })
    .where("replaced_at", "is", null)
    .where("received_at", "is", null)
    .where("expired_at", "is", null)
    .where("expires_at", "<=", now)
    .returning("id")
    .execute();
  const dueBefore = new Date(now.getTime() - options.days * 86_400_000);
  const batch = options.batch ?? 100;
  let reminded = 0;
  for (;;) {
    const sent = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom("answer_references")
        .selectAll()
        .where("replaced_at", "is", null)
        .where("received_at", "is", null)
        .where("expires_at", ">", now)
        .where(sql<Date>`coalesce(reminded_at, invited_at)`, "<=", dueBefore)
        .orderBy("id")
        .limit(batch)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const reference of due) {
        await sendReminder(trx, reference, {
          actorLogin: REMINDER_SWEEP_ACTOR,
          now,
          settings: options.settings,
        });
      }
      return due.length;
    });
    reminded += sent;
    if (sent < batch) break;
  }
  return { expired: expired.length, reminded };
}
