import { seatsLeft } from "@portal/domain/interviews/slots";
import type { InterviewOfAnswer, InterviewSlotRow, SlotBooking } from "../queries/interviews.ts";

/** A slot as a candidate sees it: when, how long, where, the seats left. */
export function presentOpenSlot(slot: InterviewSlotRow) {
  return {
    id: slot.id,
    startsAt: slot.starts_at.toISOString(),
    minutes: slot.minutes,
    place: slot.place,
    videoLink: slot.video_link,
    seatsLeft: seatsLeft(slot),
  };
}

/** A slot as the administrators' page shows it, with the candidates holding it. */
export function presentStaffSlot(slot: InterviewSlotRow, bookings: readonly SlotBooking[]) {
  return {
    ...presentOpenSlot(slot),
    programme: slot.programme,
    capacity: slot.capacity,
    booked: slot.booked,
    createdBy: slot.created_by,
    bookings: bookings
      .filter((b) => b.slotId === slot.id)
      .map((b) => ({ answerId: b.answerId, name: b.name, attendance: b.attendance })),
  };
}

/** The slot an invitation holds, as the candidate and the dossier read it. */
function presentHeldSlot(slot: NonNullable<InterviewOfAnswer["slot"]>) {
  return {
    id: slot.id,
    startsAt: slot.starts_at.toISOString(),
    minutes: slot.minutes,
    place: slot.place,
    videoLink: slot.video_link,
  };
}

/** The candidate's own invitation: status, the slot held, their reason for declining. */
export function presentCandidateInterview(interview: InterviewOfAnswer) {
  return {
    status: interview.status,
    programme: interview.programme,
    slot: interview.slot ? presentHeldSlot(interview.slot) : null,
    declineReason: interview.declineReason,
  };
}

/** The interview in the dossier: the candidate's view, with who invited, the attendance and the reminder. */
export function presentStaffInterview(interview: InterviewOfAnswer) {
  return {
    ...presentCandidateInterview(interview),
    invitedAt: interview.invitedAt.toISOString(),
    invitedBy: interview.invitedBy,
    attendance: interview.attendance,
    remindedAt: interview.remindedAt ? interview.remindedAt.toISOString() : null,
  };
}
