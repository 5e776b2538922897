import { describe, expect, it } from "vitest";
import { isBookable, isVideoLink, seatsLeft, slotEnd, validateSlotInput, type SlotInput } from "./slots.ts";

const now = new Date("2027-03-01T10:00:00Z");
const good: SlotInput = {
  startsAt: "2027-03-10T09:00:00+01:00",
  minutes: 30,
  place: "Room B12",
  videoLink: null,
  capacity: 3,
};
const codes = (errors: Record<string, { code: string }[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((m) => m.code)]));

describe("validateSlotInput", () => {
  it("accepts a future slot with a place, or with a video link only", () => {
    expect(validateSlotInput(good, { now })).toEqual({});
    expect(
      validateSlotInput({ ...good, place: " ", videoLink: "https://meet.example.org/abc" }, { now }),
    ).toEqual({});
  });

  it("wants a place or a video link, and the link an http(s) address", () => {
    expect(codes(validateSlotInput({ ...good, place: "", videoLink: null }, { now }))).toEqual({
      place: ["SLOT_WHERE"],
    });
    expect(codes(validateSlotInput({ ...good, videoLink: "javascript:alert(1)" }, { now }))).toEqual({
      videoLink: ["SLOT_LINK"],
    });
  });

  it("refuses a start that is not an instant or is past, unless the start is kept", () => {
    expect(codes(validateSlotInput({ ...good, startsAt: "2027-02-30T09:00:00Z" }, { now }))).toEqual({
      startsAt: ["SLOT_START"],
    });
    const past = { ...good, startsAt: "2027-02-28T09:00:00Z" };
    expect(codes(validateSlotInput(past, { now }))).toEqual({ startsAt: ["SLOT_START_PAST"] });
    expect(validateSlotInput(past, { now, startUnchanged: true })).toEqual({});
  });

  it("collects every problem at once: length, seats, seats below the bookings", () => {
    expect(codes(validateSlotInput({ ...good, minutes: 2, capacity: 0, place: null }, { now }))).toEqual({
      minutes: ["SLOT_MINUTES"],
      capacity: ["SLOT_CAPACITY"],
      place: ["SLOT_WHERE"],
    });
    expect(codes(validateSlotInput({ ...good, capacity: 2 }, { now, booked: 3 }))).toEqual({
      capacity: ["SLOT_BELOW_BOOKINGS"],
    });
    expect(validateSlotInput({ ...good, capacity: 3 }, { now, booked: 3 })).toEqual({});
  });
});

describe("booking a slot", () => {
  const startsAt = new Date("2027-03-10T08:00:00Z");
  it("is possible while the slot is ahead and has a seat", () => {
    expect(isBookable({ startsAt, capacity: 3, booked: 2 }, now)).toBe(true);
    expect(isBookable({ startsAt, capacity: 3, booked: 3 }, now)).toBe(false);
    expect(isBookable({ startsAt, capacity: 3, booked: 0 }, startsAt)).toBe(false);
  });
  it("counts the seats left, never below zero", () => {
    expect(seatsLeft({ capacity: 3, booked: 1 })).toBe(2);
    expect(seatsLeft({ capacity: 2, booked: 3 })).toBe(0);
  });
  it("ends the slot after its minutes", () => {
    expect(slotEnd(startsAt, 45).toISOString()).toBe("2027-03-10T08:45:00.000Z");
  });
  it("knows a video link from anything else", () => {
    expect(isVideoLink("https://meet.example.org/x")).toBe(true);
    expect(isVideoLink("meet.example.org/x")).toBe(false);
  });
});
