import type { Message } from "../i18n/catalogue.ts";
import { parseInstant } from "../campaign/zoned-time.ts";
import { message } from "../rules/types.ts";

/** The bounds of a slot as the office sets it (issue #38). */
export const SLOT_MINUTES = { min: 5, max: 480 } as const;
export const SLOT_CAPACITY = { min: 1, max: 200 } as const;
export const MAX_SLOT_PLACE = 200;
export const MAX_SLOT_LINK = 500;

/** A slot as the office enters it: when, how long, where (a place, a video link or both), how many seats. */
export interface SlotInput {
  /** ISO 8601 instant with its offset. */
  startsAt: string;
  minutes: number;
  place?: string | null;
  videoLink?: string | null;
  capacity: number;
}

/** A slot as the booking rules read it. */
export interface SlotStanding {
  startsAt: Date;
  capacity: number;
  booked: number;
}

const trimmed = (value: string | null | undefined) => (value ?? "").trim();

/** True for an absolute http(s) address: the only links a candidate is sent to. */
export function isVideoLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * Every problem of a slot as entered, by field (startsAt, minutes, place, capacity): a start that is
 * an instant and, for a new or moved slot, after `now`; a length and a number of seats within bounds,
 * never fewer seats than are booked; a place or a video link (at least one), the link an http(s) address.
 */
export function validateSlotInput(
  input: SlotInput,
  context: { now: Date; booked?: number; startUnchanged?: boolean },
): Record<string, Message[]> {
  const errors: Record<string, Message[]> = {};
  const add = (field: string, m: Message) => (errors[field] ??= []).push({ ...m, field });
  const start = parseInstant(String(input.startsAt ?? ""));
  if (!start)
    add("startsAt", message("SLOT_START", "interview.error.start", { value: String(input.startsAt) }));
  else if (!context.startUnchanged && start.getTime() <= context.now.getTime())
    add("startsAt", message("SLOT_START_PAST", "interview.error.startPast"));
  if (
    !Number.isInteger(input.minutes) ||
    input.minutes < SLOT_MINUTES.min ||
    input.minutes > SLOT_MINUTES.max
  )
    add("minutes", message("SLOT_MINUTES", "interview.error.minutes", { ...SLOT_MINUTES }));
  if (
    !Number.isInteger(input.capacity) ||
    input.capacity < SLOT_CAPACITY.min ||
    input.capacity > SLOT_CAPACITY.max
  )
    add("capacity", message("SLOT_CAPACITY", "interview.error.capacity", { ...SLOT_CAPACITY }));
  else if ((context.booked ?? 0) > input.capacity)
    add(
      "capacity",
      message("SLOT_BELOW_BOOKINGS", "interview.error.belowBookings", { booked: context.booked! }),
    );
  const place = trimmed(input.place);
  const link = trimmed(input.videoLink);
  if (place === "" && link === "") add("place", message("SLOT_WHERE", "interview.error.where"));
  if (place.length > MAX_SLOT_PLACE)
    add("place", message("SLOT_PLACE_LENGTH", "interview.error.placeLength", { max: MAX_SLOT_PLACE }));
  if (link !== "" && (link.length > MAX_SLOT_LINK || !isVideoLink(link)))
    add("videoLink", message("SLOT_LINK", "interview.error.link"));
  return errors;
}

/** The seats a slot still has. */
export const seatsLeft = (slot: Pick<SlotStanding, "capacity" | "booked">): number =>
  Math.max(0, slot.capacity - slot.booked);

/** A slot a candidate may book at `now`: it starts later and has a seat left. */
export function isBookable(slot: SlotStanding, now: Date): boolean {
  return slot.startsAt.getTime() > now.getTime() && seatsLeft(slot) > 0;
}

/** The instant a slot ends. */
export const slotEnd = (startsAt: Date, minutes: number): Date =>
  new Date(startsAt.getTime() + minutes * 60_000);
