import type { Message } from "../i18n/catalogue.ts";
import { message } from "../rules/types.ts";

/** Where a candidate's invitation to interview stands (issue #38). */
export const INVITATION_STATUSES = ["invited", "booked", "declined"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** What staff record after the interview. */
export const ATTENDANCES = ["attended", "absent"] as const;
export type Attendance = (typeof ATTENDANCES)[number];

/** The longest reason for declining an interview. */
export const MAX_DECLINE_REASON = 500;

/** An invitation as the rules read it: its status and the slot it holds (null unless booked). */
export interface InvitationState {
  status: InvitationStatus;
  slotId: number | null;
  /** When the slot held starts: once it has, the booking can no longer be moved or declined. */
  heldStartsAt?: Date | null;
}

/** What a candidate does with an invitation: book a slot, move to another, decline with a reason. */
export type InvitationEvent = { type: "book"; slotId: number } | { type: "decline"; reason: string };

/** The outcome of an event: the next state, and the slot it frees (a move, a decline after booking). */
export type InvitationTransition =
  | { ok: true; state: InvitationState; frees: number | null; kind: "booked" | "moved" | "declined" }
  | { ok: false; messages: Message[] };

/** True when the value is an attendance staff may record. */
export const isAttendance = (value: unknown): value is Attendance =>
  (ATTENDANCES as readonly unknown[]).includes(value);

/** The problems of a reason for declining: required, at most MAX_DECLINE_REASON characters. */
export function validateDeclineReason(reason: string | null | undefined): Message[] {
  const text = (reason ?? "").trim();
  if (text === "") return [message("DECLINE_REASON_REQUIRED", "interview.error.reasonRequired")];
  if (text.length > MAX_DECLINE_REASON)
    return [message("DECLINE_REASON_LENGTH", "interview.error.reasonLength", { max: MAX_DECLINE_REASON })];
  return [];
}

/**
 * The next state of an invitation: a candidate holds at most one slot, so booking while booked is a
 * move (the old slot freed); booking the slot already held changes nothing and is refused; a
 * declined invitation is final; declining needs a reason and frees the slot held; once the slot
 * held has started (at `now`), the booking stands as it is.
 */
export function nextInvitation(
  state: InvitationState,
  event: InvitationEvent,
  now: Date,
): InvitationTransition {
  if (state.status === "declined")
    return { ok: false, messages: [message("INTERVIEW_DECLINED", "interview.error.declined")] };
  if (state.status === "booked" && state.heldStartsAt && state.heldStartsAt.getTime() <= now.getTime())
    return { ok: false, messages: [message("INTERVIEW_STARTED", "interview.error.started")] };
  switch (event.type) {
    case "book":
      if (state.status === "booked" && state.slotId === event.slotId)
        return { ok: false, messages: [message("INTERVIEW_SAME_SLOT", "interview.error.sameSlot")] };
      return {
        ok: true,
        state: { status: "booked", slotId: event.slotId, heldStartsAt: null },
        frees: state.status === "booked" ? state.slotId : null,
        kind: state.status === "booked" ? "moved" : "booked",
      };
    case "decline": {
      const problems = validateDeclineReason(event.reason);
      if (problems.length > 0) return { ok: false, messages: problems };
      return {
        ok: true,
        state: { status: "declined", slotId: null, heldStartsAt: null },
        frees: state.slotId,
        kind: "declined",
      };
    }
  }
}

/** How long before an interview its reminder goes: the day before. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a booked candidate is due their reminder at `now`: within the day before the start,
 * not yet reminded for this booking (a move clears the mark), and the interview still ahead.
 */
export function isReminderDue(booking: { startsAt: Date; remindedAt: Date | null }, now: Date): boolean {
  const start = booking.startsAt.getTime();
  return booking.remindedAt === null && now.getTime() < start && now.getTime() >= start - REMINDER_LEAD_MS;
}
