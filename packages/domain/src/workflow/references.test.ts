import { describe, expect, it } from "vitest";
import {
  candidateReminderRefusal,
  missingReferences,
  namedReferees,
  referenceExpiry,
  referenceState,
  touchesReferees,
} from "./references.ts";

const DAY = 86_400_000;
const now = new Date("2026-03-01T10:00:00Z");
const later = (days: number) => new Date(now.getTime() + days * DAY);

describe("references", () => {
  it("names the referees slot by slot, lower-cased, blanks left out", () => {
    expect(namedReferees({ reco_email_1: " A@X.org ", reco_email_2: "" })).toEqual([
      { slot: 1, email: "a@x.org" },
    ]);
  });

  it("sees a save touching the referees only when their fields changed", () => {
    expect(touchesReferees(["familyName"])).toBe(false);
    expect(touchesReferees(["reco_email_2"])).toBe(true);
  });

  it("reads received before expired, expired before opened", () => {
    const dates = { opened_at: null, received_at: null, expires_at: later(1) };
    expect(referenceState(dates, now)).toBe("invited");
    expect(referenceState({ ...dates, opened_at: now }, now)).toBe("opened");
    expect(referenceState({ ...dates, opened_at: now }, later(2))).toBe("expired");
    expect(referenceState({ ...dates, received_at: now }, later(2))).toBe("received");
  });

  it("expires at the application deadline while it is ahead, else after 60 days", () => {
    expect(referenceExpiry(now, later(10).toISOString())).toEqual(later(10));
    expect(referenceExpiry(now, later(-1).toISOString())).toEqual(later(60));
    expect(referenceExpiry(now, undefined)).toEqual(later(60));
  });

  it("lets the candidate remind once a day, never a received or expired reference", () => {
    const dates = { opened_at: null, received_at: null, expires_at: later(5), reminded_at: null };
    expect(candidateReminderRefusal(dates, now)).toBeNull();
    expect(candidateReminderRefusal({ ...dates, reminded_at: later(-0.5) }, now)).toBe("tooSoon");
    expect(candidateReminderRefusal({ ...dates, reminded_at: later(-1) }, now)).toBeNull();
    expect(candidateReminderRefusal({ ...dates, received_at: now }, now)).toBe("received");
    expect(candidateReminderRefusal(dates, later(6))).toBe("expired");
  });

  it("asks nothing when references are not required", () => {
    expect(missingReferences({}, { required: false, standings: [] })).toEqual([]);
  });

  it("names each referee whose letter is missing, under their field", () => {
    const values = { reco_email_1: "a@x.org", reco_email_2: "b@x.org" };
    const messages = missingReferences(values, {
      required: true,
      standings: [
        { slot: 1, email: "a@x.org", state: "received" },
        { slot: 2, email: "b@x.org", state: "opened" },
      ],
    });
    expect(messages).toEqual([
      {
        code: "REFERENCE_MISSING",
        key: "rules.references.missing",
        params: { email: "b@x.org", slot: 2 },
        tab: "choice",
        field: "reco_email_2",
      },
    ]);
  });

  it("asks for a referee not named, and does not count a letter from a replaced address", () => {
    const messages = missingReferences(
      { reco_email_1: "new@x.org" },
      { required: true, standings: [{ slot: 1, email: "old@x.org", state: "received" }] },
    );
    expect(messages.map((m) => m.code)).toEqual(["REFERENCE_MISSING", "REFERENCE_NOT_NAMED"]);
  });
});
