import { describe, expect, it } from "vitest";
import { firstWeekdayOf, monthGrid, weekdayOrder } from "./calendar-grid.ts";
import { formatDate } from "./date-format.ts";
import { weekdayOf } from "./simple-date.ts";

describe("monthGrid", () => {
  it("has 6 weeks of 7 days: 42 cells", () => {
    const grid = monthGrid(2024, 3);
    expect(grid).toHaveLength(6);
    expect(grid.every((w) => w.days.length === 7)).toBe(true);
    expect(grid.flatMap((w) => w.days)).toHaveLength(42);
  });

  it("starts on Sunday by default, on or before the 1st", () => {
    const cells = monthGrid(2024, 3).flatMap((w) => w.days);
    expect(formatDate(cells[0].date)).toBe("25/02/2024");
    expect(cells[0].inMonth).toBe(false);
    expect(formatDate(cells[5].date)).toBe("01/03/2024");
    expect(cells[5].inMonth).toBe(true);
    expect(formatDate(cells[41].date)).toBe("06/04/2024");
    expect(cells.filter((c) => c.inMonth)).toHaveLength(31);
  });

  it("starts on the 1st when it falls on the first weekday", () => {
    const cells = monthGrid(2024, 9).flatMap((w) => w.days); // 1 September 2024 is a Sunday
    expect(formatDate(cells[0].date)).toBe("01/09/2024");
  });

  it("honours a configurable first weekday", () => {
    const cells = monthGrid(2024, 3, 1).flatMap((w) => w.days);
    expect(formatDate(cells[0].date)).toBe("26/02/2024");
    expect(cells.slice(0, 7).map((c) => weekdayOf(c.date))).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });

  it("numbers each week with the ISO week of its Monday", () => {
    expect(monthGrid(2024, 3).map((w) => w.weekNumber)).toEqual([9, 10, 11, 12, 13, 14]);
    expect(monthGrid(2024, 3, 1).map((w) => w.weekNumber)).toEqual([9, 10, 11, 12, 13, 14]);
    expect(monthGrid(2021, 1, 1).map((w) => w.weekNumber)).toEqual([53, 1, 2, 3, 4, 5]);
    expect(monthGrid(2024, 12, 1).map((w) => w.weekNumber)).toEqual([48, 49, 50, 51, 52, 1]);
  });

  it("covers a February that fits four exact weeks", () => {
    const cells = monthGrid(2026, 2).flatMap((w) => w.days); // 1 February 2026 is a Sunday
    expect(cells.filter((c) => c.inMonth)).toHaveLength(28);
    expect(formatDate(cells[28].date)).toBe("01/03/2026");
  });
});

describe("firstWeekdayOf", () => {
  it("starts French calendars on Monday, so March 2024 opens on Monday 26 February", () => {
    expect(firstWeekdayOf("fr")).toBe(1);
    expect(weekdayOrder(firstWeekdayOf("fr"))).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(formatDate(monthGrid(2024, 3, firstWeekdayOf("fr"))[0]!.days[0]!.date)).toBe("26/02/2024");
  });

  it("keeps English calendars on Sunday (SPEC §9's first weekday 0)", () => {
    expect(firstWeekdayOf("en")).toBe(0);
    expect(weekdayOrder(firstWeekdayOf("en"))).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
