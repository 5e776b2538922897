import { describe, expect, it } from "vitest";
import { next } from "./machine.ts";
import { confirmationOverdue, holdsPlace, isWaiting, offerDeadline, waitingRank } from "./offers.ts";

const waiting = {
  candidat_validation: "O",
  admis: "L",
  waiting_rank: 2,
  decision_motivation: "too_many",
  decision_motivation_visible: "O",
  decisionbourse: "TFW",
};

describe("automatic offers", () => {
  it("waits only published, validated, unwithdrawn L applications", () => {
    expect(isWaiting(waiting, true)).toBe(true);
    expect(isWaiting(waiting, false)).toBe(false);
    expect(isWaiting({ ...waiting, withdrawn: "O" }, true)).toBe(false);
    expect(isWaiting({ ...waiting, admis: "O" }, true)).toBe(false);
  });

  it("reads the rank as a number, the unranked last", () => {
    expect(waitingRank(waiting)).toBe(2);
    expect(waitingRank({ waiting_rank: "3" })).toBe(3);
    expect(waitingRank({})).toBe(Number.POSITIVE_INFINITY);
  });

  it("admits the waiting candidate, clearing the rank and the waiting list's motivation, keeping the scholarship", () => {
    const offered = next(waiting, { type: "OFFER_PLACE", published: true });
    expect(offered.ok && offered.changes).toEqual({
      admis: "O",
      waiting_rank: null,
      decision_motivation: null,
      decision_motivation_visible: "N",
    });
    expect(offered.ok && offered.state.decisionbourse).toBe("TFW");
    expect(next({ ...waiting, admis: "N" }, { type: "OFFER_PLACE", published: true }).ok).toBe(false);
    expect(next(waiting, { type: "OFFER_PLACE", published: false }).ok).toBe(false);
  });

  it("is overdue after the deadline's last second, for a published admitted candidate who has not confirmed", () => {
    const admitted = { candidat_validation: "O", admis: "C" };
    const deadline = "2027-07-01T21:59:59.000Z";
    const after = new Date("2027-07-01T22:00:00.000Z");
    expect(confirmationOverdue(admitted, true, deadline, new Date(deadline))).toBe(false);
    expect(confirmationOverdue(admitted, true, deadline, after)).toBe(true);
    expect(confirmationOverdue(admitted, false, deadline, after)).toBe(false);
    expect(confirmationOverdue({ ...admitted, candidat_confirmation: "O" }, true, deadline, after)).toBe(
      false,
    );
    expect(confirmationOverdue({ ...admitted, withdrawn: "O" }, true, deadline, after)).toBe(false);
    expect(confirmationOverdue(admitted, true, undefined, after)).toBe(false);
    expect(holdsPlace(admitted, true)).toBe(true);
  });

  it("gives an offer until the end of the day, in the institution's zone, offer_days later", () => {
    // 00:30 in Paris is already 2 July there, while 1 July in UTC.
    expect(offerDeadline(new Date("2027-07-01T22:30:00Z"), 7, "Europe/Paris").toISOString()).toBe(
      "2027-07-09T21:59:59.000Z",
    );
    expect(offerDeadline(new Date("2027-01-10T12:00:00Z"), 1, "UTC").toISOString()).toBe(
      "2027-01-11T23:59:59.000Z",
    );
  });
});
