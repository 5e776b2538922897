import { describe, expect, it } from "vitest";
import { parseBounds } from "./date-bounds.ts";
import {
  monthView,
  monthWithinBounds,
  RANGE_YEAR_COLUMNS,
  RANGE_YEAR_COUNT,
  yearView,
  yearWithinBounds,
} from "./month-year-views.ts";

describe("month view", () => {
  it("is 4 rows of 3 months", () => {
    expect(monthView()).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
      [10, 11, 12],
    ]);
  });

  it("knows which months touch the bounds", () => {
    const bounds = parseBounds({ min: "15/03/2024", max: "10/10/2024" });
    expect(monthWithinBounds(2024, 2, bounds)).toBe(false);
    expect(monthWithinBounds(2024, 3, bounds)).toBe(true);
    expect(monthWithinBounds(2024, 10, bounds)).toBe(true);
    expect(monthWithinBounds(2024, 11, bounds)).toBe(false);
  });
});

describe("year view", () => {
  it("shows 20 years in 5 columns by default, on a page holding the year", () => {
    const rows = yearView(2025);
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.length === 5)).toBe(true);
    expect(rows[0][0]).toBe(2020);
    expect(rows[3][4]).toBe(2039);
  });

  it("shows 16 years, 4 × 4, in the range picker", () => {
    const rows = yearView(2025, RANGE_YEAR_COUNT, RANGE_YEAR_COLUMNS);
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.length === 4)).toBe(true);
    expect(rows.flat()).toContain(2025);
    expect(rows[0][0]).toBe(2016);
  });

  it("knows which years touch the bounds", () => {
    const bounds = parseBounds({ min: "15/03/2000", max: "10/10/2024" });
    expect(yearWithinBounds(1999, bounds)).toBe(false);
    expect(yearWithinBounds(2000, bounds)).toBe(true);
    expect(yearWithinBounds(2024, bounds)).toBe(true);
    expect(yearWithinBounds(2025, bounds)).toBe(false);
  });
});
