import { describe, expect, it } from "vitest";
import { isReminderDue, nextInvitation, validateDeclineReason } from "./invitations.ts";

const now = new Date("2027-03-01T10:00:00Z");
const later = new Date("2027-03-05T10:00:00Z");

describe("nextInvitation", () => {
  it("books a first slot, freeing nothing", () => {
    expect(nextInvitation({ status: "invited", slotId: null }, { type: "book", slotId: 4 }, now)).toEqual({
      ok: true,
      state: { status: "booked", slotId: 4, heldStartsAt: null },
      frees: null,
      kind: "booked",
    });
  });

  it("moves: books another slot and frees the one held", () => {
    const moved = nextInvitation(
      { status: "booked", slotId: 4, heldStartsAt: later },
      { type: "book", slotId: 7 },
      now,
    );
    expect(moved).toMatchObject({ ok: true, frees: 4, kind: "moved", state: { slotId: 7 } });
  });

  it("refuses the slot already held, a declined invitation, and a booking whose slot has started", () => {
    const code = (t: ReturnType<typeof nextInvitation>) => (t.ok ? "ok" : t.messages[0]!.code);
    expect(code(nextInvitation({ status: "booked", slotId: 4 }, { type: "book", slotId: 4 }, now))).toBe(
      "INTERVIEW_SAME_SLOT",
    );
    expect(code(nextInvitation({ status: "declined", slotId: null }, { type: "book", slotId: 4 }, now))).toBe(
      "INTERVIEW_DECLINED",
    );
    expect(
      code(
        nextInvitation(
          { status: "booked", slotId: 4, heldStartsAt: now },
          { type: "decline", reason: "ill" },
          now,
        ),
      ),
    ).toBe("INTERVIEW_STARTED");
  });

  it("declines only with a reason, freeing the slot held", () => {
    expect(
      nextInvitation(
        { status: "booked", slotId: 4, heldStartsAt: later },
        { type: "decline", reason: "  " },
        now,
      ),
    ).toMatchObject({ ok: false, messages: [{ code: "DECLINE_REASON_REQUIRED" }] });
    expect(
      nextInvitation(
        { status: "booked", slotId: 4, heldStartsAt: later },
        { type: "decline", reason: "I accepted another offer" },
        now,
      ),
    ).toMatchObject({ ok: true, frees: 4, kind: "declined", state: { status: "declined", slotId: null } });
  });
});

describe("validateDeclineReason", () => {
  it("wants a reason of at most 500 characters", () => {
    expect(validateDeclineReason("")).toHaveLength(1);
    expect(validateDeclineReason("x".repeat(501))[0]!.code).toBe("DECLINE_REASON_LENGTH");
    expect(validateDeclineReason("Travelling that week")).toEqual([]);
  });
});

describe("isReminderDue", () => {
  const startsAt = new Date("2027-03-10T09:00:00Z");
  it("is due within the day before the interview, once", () => {
    expect(isReminderDue({ startsAt, remindedAt: null }, new Date("2027-03-09T08:59:00Z"))).toBe(false);
    expect(isReminderDue({ startsAt, remindedAt: null }, new Date("2027-03-09T09:00:00Z"))).toBe(true);
    expect(isReminderDue({ startsAt, remindedAt: null }, new Date("2027-03-10T08:30:00Z"))).toBe(true);
    expect(isReminderDue({ startsAt, remindedAt: new Date("2027-03-09T09:00:00Z") }, startsAt)).toBe(false);
    expect(isReminderDue({ startsAt, remindedAt: null }, startsAt)).toBe(false);
  });
});
