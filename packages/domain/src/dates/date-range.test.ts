import { describe, expect, it } from "vitest";
import { formatRange, parseRange, pickRangeDay, RANGE_SEPARATOR, validateRange } from "./date-range.ts";
import type { RangeSelection } from "./date-range.ts";

const d = (day: number, month: number, year: number) => ({ day, month, year });

describe("range text", () => {
  it("uses ' - ' as separator", () => {
    expect(RANGE_SEPARATOR).toBe(" - ");
    expect(formatRange(d(1, 2, 2024), d(15, 2, 2024))).toBe("01/02/2024 - 15/02/2024");
    expect(formatRange(d(1, 2, 2024))).toBe("01/02/2024 - 01/02/2024");
  });

  it("parses both ends as written", () => {
    expect(parseRange("15/02/2024 - 01/02/2024")).toEqual({ start: d(15, 2, 2024), end: d(1, 2, 2024) });
    expect(parseRange("15/02/2024")).toBeNull();
    expect(parseRange("15/02/2024 - 31/02/2024")).toBeNull();
  });
});

describe("pickRangeDay (two clicks)", () => {
  const empty: RangeSelection = { start: null, end: null };

  it("sets the start on the first click and the end on a later second click", () => {
    const first = pickRangeDay(empty, d(10, 3, 2024));
    expect(first).toEqual({ start: d(10, 3, 2024), end: null });
    expect(pickRangeDay(first, d(20, 3, 2024))).toEqual({ start: d(10, 3, 2024), end: d(20, 3, 2024) });
  });

  it("accepts a second click on the start day itself", () => {
    const first = pickRangeDay(empty, d(10, 3, 2024));
    expect(pickRangeDay(first, d(10, 3, 2024))).toEqual({ start: d(10, 3, 2024), end: d(10, 3, 2024) });
  });

  it("restarts the range when the second click is earlier", () => {
    const first = pickRangeDay(empty, d(10, 3, 2024));
    expect(pickRangeDay(first, d(5, 3, 2024))).toEqual({ start: d(5, 3, 2024), end: null });
  });

  it("starts a new range after a complete one", () => {
    const done = { start: d(10, 3, 2024), end: d(20, 3, 2024) };
    expect(pickRangeDay(done, d(25, 3, 2024))).toEqual({ start: d(25, 3, 2024), end: null });
  });
});

describe("validateRange", () => {
  it("accepts an ordered range", () => {
    expect(validateRange("01/02/2024 - 15/02/2024")).toEqual({ value: "01/02/2024 - 15/02/2024" });
  });

  it("sorts the two dates", () => {
    expect(validateRange("15/02/2024 - 01/02/2024")).toEqual({ value: "01/02/2024 - 15/02/2024" });
  });

  it("clamps each end to the bounds", () => {
    const rules = { min: "01/01/2024", max: "31/12/2024" };
    expect(validateRange("15/12/2023 - 10/01/2024", rules)).toEqual({
      value: "01/01/2024 - 10/01/2024",
      error: "minDate",
    });
    expect(validateRange("15/01/2025 - 10/12/2024", rules)).toEqual({
      value: "10/12/2024 - 31/12/2024",
      error: "maxDate",
    });
    expect(validateRange("01/06/2023 - 01/06/2025", rules)).toEqual({
      value: "01/01/2024 - 31/12/2024",
      error: "minDate",
    });
  });

  it("reports an invalid date when either end is not a real date", () => {
    expect(validateRange("31/02/2024 - 01/03/2024")).toEqual({
      value: "31/02/2024 - 01/03/2024",
      error: "invalidDate",
    });
    expect(validateRange("01/03/2024")).toEqual({ value: "01/03/2024", error: "invalidDate" });
  });

  it("refuses a disabled end", () => {
    expect(validateRange("02/03/2024 - 09/03/2024", { disabledWeekdays: [6] }).error).toBe("invalidDate");
    expect(validateRange("04/03/2024 - 08/03/2024", { disabledWeekdays: [0, 6] })).toEqual({
      value: "04/03/2024 - 08/03/2024",
    });
  });

  it("leaves an empty value empty", () => {
    expect(validateRange("")).toEqual({ value: "" });
  });
});
