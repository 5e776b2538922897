import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  compareDates,
  daysInMonth,
  isoWeek,
  isRealDate,
  weekdayOf,
} from "./simple-date.ts";

const d = (day: number, month: number, year: number) => ({ day, month, year });

describe("simple dates", () => {
  it("knows month lengths, leap years included", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });

  it("refuses days that do not exist", () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2023, 2, 29)).toBe(false);
    expect(isRealDate(2024, 2, 31)).toBe(false);
    expect(isRealDate(2024, 13, 1)).toBe(false);
    expect(isRealDate(2024, 0, 1)).toBe(false);
    expect(isRealDate(2024, 1, 0)).toBe(false);
    expect(isRealDate(0, 1, 1)).toBe(false);
  });

  it("adds days across months and years", () => {
    expect(addDays(d(31, 12, 2024), 1)).toEqual(d(1, 1, 2025));
    expect(addDays(d(1, 3, 2024), -1)).toEqual(d(29, 2, 2024));
    expect(addDays(d(15, 3, 1950), 7)).toEqual(d(22, 3, 1950));
  });

  it("adds months keeping the day within the target month", () => {
    expect(addMonths(d(31, 1, 2024), 1)).toEqual(d(29, 2, 2024));
    expect(addMonths(d(15, 12, 2024), 1)).toEqual(d(15, 1, 2025));
    expect(addMonths(d(15, 1, 2024), -1)).toEqual(d(15, 12, 2023));
    expect(addMonths(d(29, 2, 2024), -12)).toEqual(d(28, 2, 2023));
  });

  it("compares dates", () => {
    expect(compareDates(d(1, 2, 2024), d(31, 1, 2024))).toBeGreaterThan(0);
    expect(compareDates(d(1, 2, 2024), d(1, 2, 2024))).toBe(0);
    expect(compareDates(d(31, 12, 2023), d(1, 1, 2024))).toBeLessThan(0);
  });

  it("gives the weekday, 0 for Sunday", () => {
    expect(weekdayOf(d(1, 1, 1970))).toBe(4);
    expect(weekdayOf(d(15, 3, 2024))).toBe(5);
    expect(weekdayOf(d(1, 9, 2024))).toBe(0);
    expect(weekdayOf(d(1, 1, 1900))).toBe(1);
  });

  it("gives ISO 8601 week numbers, including at year boundaries", () => {
    expect(isoWeek(d(1, 1, 2024))).toBe(1);
    expect(isoWeek(d(31, 12, 2024))).toBe(1); // Tuesday of week 1 of 2025
    expect(isoWeek(d(1, 1, 2021))).toBe(53); // Friday of week 53 of 2020
    expect(isoWeek(d(3, 1, 2021))).toBe(53);
    expect(isoWeek(d(4, 1, 2021))).toBe(1);
    expect(isoWeek(d(15, 3, 2024))).toBe(11);
    expect(isoWeek(d(1, 1, 2023))).toBe(52); // Sunday
  });
});
