import { describe, expect, it } from "vitest";
import { formatUploadDate, readableSize } from "./format.ts";

describe("upload formatting (SPEC §9)", () => {
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
  it("says bytes below a kilobyte, whole kB below a megabyte, MB with one decimal above", () => {
    expect(readableSize(12, "en")).toBe("12 bytes");
    expect(readableSize(1, "en")).toBe("1 byte");
    expect(readableSize(0, "en")).toBe("0 bytes");
    expect(readableSize(4096, "en")).toBe("4 kB");
    expect(readableSize(850 * 1024 + 100, "en")).toBe("850 kB");
    expect(readableSize(1.2 * 1024 * 1024, "en")).toBe("1.2 MB");
    expect(readableSize(10 * 1024 * 1024, "en")).toBe("10 MB");
  });

  it("speaks French: octets, ko, Mo and a decimal comma", () => {
    expect(readableSize(12, "fr")).toMatch(/^12\soctets$/);
    expect(readableSize(850 * 1024, "fr")).toMatch(/^850\sko$/);
    expect(readableSize(1.5 * 1024 * 1024, "fr")).toMatch(/^1,5\sMo$/);
  });

  it("never shows a file of a few kilobytes as zero megabytes", () => {
    expect(readableSize(5000, "en")).toBe("5 kB");
    expect(readableSize(1048575, "en")).toBe("1 MB");
  });
});
