import { parseInstant } from "@portal/domain/campaign/zoned-time";
import type { Message } from "@portal/domain/i18n/catalogue";
import { validateSlotInput, type SlotInput } from "@portal/domain/interviews/slots";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import type { InterviewSlotRow } from "../queries/interviews.ts";
import { queueBookingMail, type InterviewMailConfig } from "./interview-mails.ts";

/** A slot's write, or every problem of the input (the domain's validateSlotInput). */
export type SlotOutcome =
  { ok: true; slot: InterviewSlotRow; told: number } | { ok: false; messages: Message[] };

const cleaned = (value: string | null | undefined) => {
  const text = (value ?? "").trim();
  return text === "" ? null : text;
};

/** The columns of a valid input. */
function columns(input: SlotInput) {
  return {
    starts_at: parseInstant(input.startsAt)!,
    minutes: input.minutes,
    place: cleaned(input.place),
    video_link: cleaned(input.videoLink),
    capacity: input.capacity,
  };
}

const problems = (errors: Record<string, Message[]>) => Object.values(errors).flat();

/** Adds a slot to a programme (administrators), after the domain's checks. */
export async function createSlot(
  trx: Database,
  input: { programme: string; slot: SlotInput; by: string; now: Date },
): Promise<SlotOutcome> {
  const messages = problems(validateSlotInput(input.slot, { now: input.now }));
  if (messages.length > 0) return { ok: false, messages };
  const slot = await trx
    .insertInto("interview_slots")
    .values({ programme: input.programme, ...columns(input.slot), created_by: input.by })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ok: true, slot, told: 0 };
}

/**
 * Changes a slot (administrators): the row locked, so no booking takes a seat between the check and
 * the write; never fewer seats than are booked; the start may stay in the past only if unchanged.
 * When the time, length or place of a booked slot changes, each candidate holding it gets the
 * booking's e-mail again with a calendar file of the next SEQUENCE, which updates their entry.
 */
export async function updateSlot(
  trx: Database,
  input: { slotId: number; slot: SlotInput; now: Date; config: InterviewMailConfig },
): Promise<SlotOutcome> {
  const current = await trx
    .selectFrom("interview_slots")
    .selectAll()
    .where("id", "=", input.slotId)
    .forUpdate()
    .executeTakeFirst();
  if (!current) throw new AppError("INTERVIEW_SLOT_UNKNOWN");
  const start = parseInstant(input.slot.startsAt);
  const messages = problems(
    validateSlotInput(input.slot, {
      now: input.now,
      booked: current.booked,
      startUnchanged: start?.getTime() === current.starts_at.getTime(),
    }),
  );
  if (messages.length > 0) return { ok: false, messages };
  const slot = await trx
    .updateTable("interview_slots")
    .set(columns(input.slot))
    .where("id", "=", input.slotId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const moved =
    slot.starts_at.getTime() !== current.starts_at.getTime() ||
    slot.minutes !== current.minutes ||
    slot.place !== current.place ||
    slot.video_link !== current.video_link;
  let told = 0;
  if (moved && slot.booked > 0) {
    const holders = await trx
      .updateTable("interview_invitations")
      .set((eb) => ({ sequence: eb("sequence", "+", 1), reminded_at: null }))
      .where("slot_id", "=", slot.id)
      .returning(["id", "answer_id", "sequence"])
      .execute();
    for (const holder of holders) {
      const queued = await queueBookingMail(trx, {
        template: "interview_booked",
        answerId: holder.answer_id,
        invitation: holder,
        slot,
        config: input.config,
      });
      if (queued) told++;
    }
  }
  return { ok: true, slot, told };
}

/** Deletes a slot nobody holds (409 naming how many hold it otherwise). */
export async function deleteSlot(trx: Database, slotId: number): Promise<void> {
  const deleted = await trx
    .deleteFrom("interview_slots")
    .where("id", "=", slotId)
    .where("booked", "=", 0)
    .returning("id")
    .executeTakeFirst();
  if (deleted) return;
  const slot = await trx
    .selectFrom("interview_slots")
    .select("booked")
    .where("id", "=", slotId)
    .executeTakeFirst();
  if (!slot) throw new AppError("INTERVIEW_SLOT_UNKNOWN");
  throw new AppError("INTERVIEW_SLOT_BOOKED", { booked: slot.booked });
}
