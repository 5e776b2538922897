import { describe, expect, it } from "vitest";
import { formatStamp } from "./report-builder.ts";

describe("formatStamp", () => {
  it("gives the institution's local time with its time zone, in winter and in summer", () => {
    expect(formatStamp(new Date("2026-11-24T13:05:00Z"))).toBe("24/11/2026 14:05 (Europe/Paris)");
    expect(formatStamp(new Date("2026-07-14T22:30:00Z"))).toBe("15/07/2026 00:30 (Europe/Paris)");
    expect(formatStamp(new Date("2026-07-14T22:30:00Z"), "UTC")).toBe("14/07/2026 22:30 (UTC)");
  });
});
