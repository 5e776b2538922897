import { sql } from "kysely";
import { nextInvitation, type InvitationEvent } from "@portal/domain/interviews/invitations";
import { isWithdrawn } from "@portal/domain/workflow/withdrawal";
import { isCampaignClosed } from "@portal/domain/campaign/campaign-state";
import type { Message } from "@portal/domain/i18n/catalogue";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import type { InterviewSlotRow } from "../queries/interviews.ts";
import { queueBookingMail, type InterviewMailConfig } from "./interview-mails.ts";

/** What a candidate's act on their invitation did, or the domain's refusal. */
export type BookingOutcome =
  { ok: true; kind: "booked" | "moved" | "declined" } | { ok: false; messages: Message[] };

/**
 * Takes a seat of a slot in ONE conditional statement: the seat is counted only while the slot has
 * one, starts after `now` and belongs to the programme. PostgreSQL re-reads a row another
 * transaction updated before applying the WHERE again, so concurrent bookings queue on the row and
 * the last seat goes once; no row back = full, past or not this programme's.
 */
async function takeSeat(
  trx: Database,
  slotId: number,
  programme: string,
  now: Date,
): Promise<InterviewSlotRow | undefined> {
  return trx
    .updateTable("interview_slots")
    .set({ booked: sql<number>`booked + 1` })
    .where("id", "=", slotId)
    .where("programme", "=", programme)
    .where("starts_at", ">", now)
    .whereRef("booked", "<", "capacity")
    .returningAll()
    .executeTakeFirst();
}

/** Gives back the seat an invitation held (a move, a decline). */
async function freeSeat(trx: Database, slotId: number): Promise<void> {
  await trx
    .updateTable("interview_slots")
    .set({ booked: sql<number>`booked - 1` })
    .where("id", "=", slotId)
    .where("booked", ">", 0)
    .execute();
}

/**
 * A candidate books, moves or declines their interview (issue #38), in the caller's transaction:
 * the invitation is locked (one act of a candidate at a time), judged by the domain's rules
 * (nextInvitation: at most one seat, move = book another and free the old, a decline needs a reason),
 * the seat taken by takeSeat and the old one freed, and a booking's e-mail with its calendar file
 * queued (the same UID, the next SEQUENCE: a move replaces the calendar entry).
 */
export async function actOnInvitation(
  trx: Database,
  input: { answerId: number; event: InvitationEvent; now: Date; config: InterviewMailConfig },
): Promise<BookingOutcome> {
  const { answerId, event, now } = input;
  const invitation = await trx
    .selectFrom("interview_invitations")
    .selectAll()
    .where("answer_id", "=", answerId)
    .forUpdate()
    .executeTakeFirst();
  if (!invitation) throw new AppError("INTERVIEW_NOT_INVITED");
  const answer = await trx.selectFrom("answers").select("data").where("id", "=", answerId).executeTakeFirst();
  // A withdrawn application is final: its interview neither books nor moves (a decline still may).
  if (answer && isWithdrawn(answer.data) && event.type === "book")
    return { ok: false, messages: [{ code: "WITHDRAWN", key: "withdrawal.refused.withdrawn" }] };
  if (answer && isCampaignClosed(answer.data) && event.type !== "decline")
    return { ok: false, messages: [{ code: "CAMPAIGN_CLOSED", key: "campaigns.refused.closed" }] };
  const held = invitation.slot_id
    ? await trx
        .selectFrom("interview_slots")
        .select("starts_at")
        .where("id", "=", invitation.slot_id)
        .executeTakeFirst()
    : undefined;
  const transition = nextInvitation(
    { status: invitation.status, slotId: invitation.slot_id, heldStartsAt: held?.starts_at ?? null },
    event,
    now,
  );
  if (!transition.ok) return transition;
  if (transition.kind === "declined") {
    if (transition.frees !== null) await freeSeat(trx, transition.frees);
    await trx
      .updateTable("interview_invitations")
      .set({
        status: "declined",
        slot_id: null,
        decline_reason: event.type === "decline" ? event.reason.trim() : null,
        declined_at: now,
      })
      .where("id", "=", invitation.id)
      .execute();
    return { ok: true, kind: "declined" };
  }
  const slot = await takeSeat(trx, transition.state.slotId!, invitation.programme, now);
  if (!slot) {
    const exists = await trx
      .selectFrom("interview_slots")
      .select("id")
      .where("id", "=", transition.state.slotId!)
      .where("programme", "=", invitation.programme)
      .executeTakeFirst();
    throw new AppError(exists ? "INTERVIEW_SLOT_FULL" : "INTERVIEW_SLOT_UNKNOWN");
  }
  if (transition.frees !== null) await freeSeat(trx, transition.frees);
  const sequence = invitation.sequence + 1;
  await trx
    .updateTable("interview_invitations")
    .set({
      status: "booked",
      slot_id: slot.id,
      booked_at: now,
      reminded_at: null,
      attendance: null,
      sequence,
    })
    .where("id", "=", invitation.id)
    .execute();
  await queueBookingMail(trx, {
    template: "interview_booked",
    answerId,
    invitation: { id: invitation.id, sequence },
    slot,
    config: input.config,
  });
  return { ok: true, kind: transition.kind };
}

/** The decline reason written when a withdrawal ends an interview invitation. */
export const WITHDRAWN_DECLINE_REASON = "Application withdrawn";

/**
 * A withdrawn application gives its interview seat back (issue #38), in the withdrawal's
 * transaction: an invitation still open is declined with the withdrawal as its reason, and a seat
 * in a slot yet to come is freed for another candidate (a past slot's seat is history: it stays).
 */
export async function releaseInterviewOnWithdrawal(
  trx: Database,
  answerId: number,
  now: Date,
): Promise<void> {
  const invitation = await trx
    .selectFrom("interview_invitations")
    .select(["id", "status", "slot_id"])
    .where("answer_id", "=", answerId)
    .forUpdate()
    .executeTakeFirst();
  if (!invitation || invitation.status === "declined") return;
  if (invitation.slot_id !== null) {
    const slot = await trx
      .selectFrom("interview_slots")
      .select("starts_at")
      .where("id", "=", invitation.slot_id)
      .executeTakeFirst();
    if (slot && slot.starts_at <= now) return;
    await freeSeat(trx, invitation.slot_id);
  }
  await trx
    .updateTable("interview_invitations")
    .set({ status: "declined", slot_id: null, decline_reason: WITHDRAWN_DECLINE_REASON, declined_at: now })
    .where("id", "=", invitation.id)
    .execute();
}
