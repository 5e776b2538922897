import { REMINDER_LEAD_MS } from "@portal/domain/interviews/invitations";
import type { Database } from "../db/database.ts";
import { queueBookingMail, type InterviewMailConfig } from "./interview-mails.ts";

/**
 * The SWEEP of the "interview-reminders" job (hourly, issue #38): each candidate whose booked
 * interview starts within the next day (domain isReminderDue) and who was not reminded for this
 * booking gets the reminder e-mail with the calendar file, once. Claimed with FOR UPDATE SKIP
 * LOCKED in the transaction that marks reminded_at and queues the mail, so two processes running
 * it at once remind each candidate once. Returns how many were reminded.
 */
export async function remindInterviews(
  db: Database,
  now: Date,
  config: InterviewMailConfig,
  batch = 100,
): Promise<number> {
  const horizon = new Date(now.getTime() + REMINDER_LEAD_MS);
  let reminded = 0;
  for (;;) {
    const sent = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom("interview_invitations as i")
        .innerJoin("interview_slots as s", "s.id", "i.slot_id")
        .select(["i.id", "i.answer_id", "i.sequence", "s.starts_at", "s.minutes", "s.place", "s.video_link"])
        .where("i.status", "=", "booked")
        .where("i.reminded_at", "is", null)
        .where("s.starts_at", ">", now)
        .where("s.starts_at", "<=", horizon)
        .orderBy("i.id")
        .limit(batch)
        .forUpdate("i")
        .skipLocked()
        .execute();
      for (const row of due) {
        await trx
          .updateTable("interview_invitations")
          .set({ reminded_at: now })
          .where("id", "=", row.id)
          .execute();
        await queueBookingMail(trx, {
          template: "interview_reminder",
          answerId: row.answer_id,
          invitation: row,
          slot: row,
          config,
        });
      }
      return due.length;
    });
    reminded += sent;
    if (sent < batch) break;
  }
  return reminded;
}
