import type { Selectable } from "kysely";
import type { Database } from "../db/database.ts";
import type { InterviewInvitationsTable, InterviewSlotsTable } from "../db/schema.ts";

/** A stored interview slot. */
export type InterviewSlotRow = Selectable<InterviewSlotsTable>;

/** A stored invitation to interview. */
export type InterviewInvitationRow = Selectable<InterviewInvitationsTable>;

/** An application's interview as staff and the scoresheet read it: the invitation and its slot. */
export interface InterviewOfAnswer {
  invitationId: number;
  programme: string;
  status: InterviewInvitationRow["status"];
  invitedAt: Date;
  invitedBy: string;
  slot: Pick<InterviewSlotRow, "id" | "starts_at" | "minutes" | "place" | "video_link"> | null;
  attendance: InterviewInvitationRow["attendance"];
  declineReason: string | null;
  remindedAt: Date | null;
}

/**
 * The interview of one application, or null when it was never invited: its status, the slot it
 * holds, the attendance staff recorded and the reason of a decline. The scoresheet shows the
 * attendance beside its "interview" criterion.
 */
export async function interviewOf(db: Database, answerId: number): Promise<InterviewOfAnswer | null> {
  const row = await db
    .selectFrom("interview_invitations as i")
    .leftJoin("interview_slots as s", "s.id", "i.slot_id")
    .select([
      "i.id",
      "i.programme",
      "i.status",
      "i.invited_at",
      "i.invited_by",
      "i.attendance",
      "i.decline_reason",
      "i.reminded_at",
      "s.id as slot_id",
      "s.starts_at",
      "s.minutes",
      "s.place",
      "s.video_link",
    ])
    .where("i.answer_id", "=", answerId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    invitationId: row.id,
    programme: row.programme,
    status: row.status,
    invitedAt: row.invited_at,
    invitedBy: row.invited_by,
    slot:
      row.slot_id !== null && row.starts_at !== null
        ? {
            id: row.slot_id,
            starts_at: row.starts_at,
            minutes: row.minutes!,
            place: row.place,
            video_link: row.video_link,
          }
        : null,
    attendance: row.attendance,
    declineReason: row.decline_reason,
    remindedAt: row.reminded_at,
  };
}

/** The slots of a programme (every programme's without one), soonest first. */
export async function programmeSlots(db: Database, programme?: string): Promise<InterviewSlotRow[]> {
  let query = db.selectFrom("interview_slots").selectAll().orderBy("starts_at").orderBy("id");
  if (programme !== undefined) query = query.where("programme", "=", programme);
  return query.execute();
}

/** The slots of a programme a candidate may book at `now`: ahead, with a seat left. */
export async function openSlots(db: Database, programme: string, now: Date): Promise<InterviewSlotRow[]> {
  return db
    .selectFrom("interview_slots")
    .selectAll()
    .where("programme", "=", programme)
    .where("starts_at", ">", now)
    .whereRef("booked", "<", "capacity")
    .orderBy("starts_at")
    .orderBy("id")
    .execute();
}

/** One candidate holding a seat of a slot, as the slots page lists them. */
export interface SlotBooking {
  slotId: number;
  answerId: number;
  name: string;
  attendance: InterviewInvitationRow["attendance"];
}

/** The candidates holding a seat of these slots, by name. */
export async function slotBookings(db: Database, slotIds: readonly number[]): Promise<SlotBooking[]> {
  if (slotIds.length === 0) return [];
  const rows = await db
    .selectFrom("interview_invitations as i")
    .leftJoin("application_facts as f", "f.answer_id", "i.answer_id")
    .select(["i.slot_id", "i.answer_id", "i.attendance", "f.given_name", "f.family_name", "f.login"])
    .where("i.slot_id", "in", slotIds)
    .orderBy("f.family_name")
    .orderBy("f.given_name")
    .orderBy("i.answer_id")
    .execute();
  return rows.map((row) => ({
    slotId: row.slot_id!,
    answerId: row.answer_id,
    name: `${row.given_name ?? ""} ${row.family_name ?? ""}`.trim() || (row.login ?? String(row.answer_id)),
    attendance: row.attendance,
  }));
}

/** How many invitations of a programme stand at each status. */
export async function invitationCounts(
  db: Database,
  programme: string,
): Promise<Record<InterviewInvitationRow["status"], number>> {
  const rows = await db
    .selectFrom("interview_invitations")
    .select(["status", (eb) => eb.fn.countAll<string>().as("n")])
    .where("programme", "=", programme)
    .groupBy("status")
    .execute();
  const counts = { invited: 0, booked: 0, declined: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}
