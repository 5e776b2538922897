import { describe, expect, it } from "vitest";
import { instantIn, parseInstant, wallTime } from "./zoned-time.ts";

describe("zoned time", () => {
  it("turns a day and time in a zone into the instant, winter and summer, and back", () => {
    expect(instantIn("2027-01-15", "23:59", "Europe/Paris", 59)?.toISOString()).toBe(
      "2027-01-15T22:59:59.000Z",
    );
    expect(instantIn("2027-06-15", "23:59", "Europe/Paris", 59)?.toISOString()).toBe(
      "2027-06-15T21:59:59.000Z",
    );
    expect(instantIn("2027-03-31", "12:00", "America/New_York")?.toISOString()).toBe(
      "2027-03-31T16:00:00.000Z",
    );
    expect(wallTime("2027-06-15T21:59:59.000Z", "Europe/Paris")).toEqual({
      day: "2027-06-15",
      time: "23:59",
    });
    expect(wallTime("2027-06-15T21:59:59.000Z", "Asia/Tokyo")).toEqual({ day: "2027-06-16", time: "06:59" });
  });

  it("refuses days and times that do not exist", () => {
    expect(instantIn("2027-02-30", "10:00", "Europe/Paris")).toBeUndefined();
    expect(instantIn("2027-02-10", "24:00", "Europe/Paris")).toBeUndefined();
    expect(instantIn("10/02/2027", "10:00", "Europe/Paris")).toBeUndefined();
  });

  it("parses instants written with their offset only", () => {
    expect(parseInstant("2027-03-31T23:59:59+02:00")?.toISOString()).toBe("2027-03-31T21:59:59.000Z");
    expect(parseInstant("2027-03-31T21:59:59.000Z")?.toISOString()).toBe("2027-03-31T21:59:59.000Z");
    expect(parseInstant("2027-03-31T23:59:59")).toBeUndefined();
    expect(parseInstant("2027-02-30T10:00:00Z")).toBeUndefined();
    expect(parseInstant("tomorrow")).toBeUndefined();
  });
});
