import { describe, expect, it } from "vitest";
import { formatUploadDate, readableSize, sizeInMb } from "./format.ts";

describe("upload formatting (SPEC §9)", () => {
  it("shows sizes in MB with 2 decimals", () => {
    expect(sizeInMb(0)).toBe("0.00");
    expect(sizeInMb(1048576)).toBe("1.00");
    expect(sizeInMb(1572864)).toBe("1.50");
    expect(sizeInMb(10485760)).toBe("10.00");
    expect(sizeInMb(5000)).toBe("0.00");
    expect(sizeInMb(123456789)).toBe("117.74");
  });

  it("shows upload dates as dd/MM/yyyy HH:mm in a time zone", () => {
    // 2025-01-05T08:07:00Z
    expect(formatUploadDate(1736064420, "UTC")).toBe("05/01/2025 08:07");
    expect(formatUploadDate(1736064420, "Europe/Paris")).toBe("05/01/2025 09:07");
    // 2025-07-14T23:30:00Z: next day in Paris (summer time), 24-hour clock
    expect(formatUploadDate(1752535800, "Europe/Paris")).toBe("15/07/2025 01:30");
    expect(formatUploadDate(1752535800, "UTC")).toBe("14/07/2025 23:30");
    expect(formatUploadDate("1736064420", "UTC")).toBe("05/01/2025 08:07");
  });

  it("uses the runtime's time zone by default", () => {
    const date = new Date(2025, 0, 5, 8, 7);
    expect(formatUploadDate(date.getTime() / 1000)).toBe("05/01/2025 08:07");
  });

  it("gives nothing for a missing date", () => {
    expect(formatUploadDate(undefined)).toBe("");
    expect(formatUploadDate("")).toBe("");
    expect(formatUploadDate("soon")).toBe("");
    expect(formatUploadDate(Number.POSITIVE_INFINITY)).toBe("");
  });
});

describe("readableSize", () => {
  it("says kB below a megabyte and MB above, with the reader's decimal separator", () => {
    expect(readableSize(620, "en")).toBe("0.6 kB");
    expect(readableSize(4096, "en")).toBe("4 kB");
    expect(readableSize(1.5 * 1024 * 1024, "en")).toBe("1.5 MB");
    expect(readableSize(1.5 * 1024 * 1024, "fr")).toBe("1,5 MB");
  });
});
