import { describe, expect, it } from "vitest";
import { endOfDayIn, isClosed } from "./deadlines.ts";

describe("campaign deadlines", () => {
  it("closes a day at 23:59:59 in the institution's zone, winter and summer", () => {
    expect(endOfDayIn("2027-01-15", "Europe/Paris").toISOString()).toBe("2027-01-15T22:59:59.000Z");
    expect(endOfDayIn("2027-06-15", "Europe/Paris").toISOString()).toBe("2027-06-15T21:59:59.000Z");
    expect(endOfDayIn("2027-03-28", "Europe/Paris").toISOString()).toBe("2027-03-28T21:59:59.000Z");
    expect(endOfDayIn("2027-01-15", "UTC").toISOString()).toBe("2027-01-15T23:59:59.000Z");
  });

  it("lets the deadline's last second in and refuses the next; no deadline never closes", () => {
    const deadlines = { application: "2027-01-15T22:59:59.000Z" };
    expect(isClosed(deadlines, "application", new Date("2027-01-15T22:59:59.000Z"))).toBe(false);
    expect(isClosed(deadlines, "application", new Date("2027-01-15T23:00:00.000Z"))).toBe(true);
    expect(isClosed(deadlines, "tuition", new Date("2099-01-01"))).toBe(false);
  });
});
