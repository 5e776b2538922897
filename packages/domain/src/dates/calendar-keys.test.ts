import { describe, expect, it } from "vitest";
import { isCalendarMoveKey, moveFocusedDay } from "./calendar-keys.ts";

const d = (day: number, month: number, year: number) => ({ day, month, year });
const friday = d(15, 3, 2024);

describe("moveFocusedDay", () => {
  it("moves by a day with left and right arrows", () => {
    expect(moveFocusedDay(friday, "ArrowLeft")).toEqual(d(14, 3, 2024));
    expect(moveFocusedDay(d(31, 3, 2024), "ArrowRight")).toEqual(d(1, 4, 2024));
  });

  it("moves by a week with up and down arrows", () => {
    expect(moveFocusedDay(friday, "ArrowUp")).toEqual(d(8, 3, 2024));
    expect(moveFocusedDay(friday, "ArrowDown")).toEqual(d(22, 3, 2024));
  });

  it("moves by a month with PageUp and PageDown, by a year with Shift", () => {
    expect(moveFocusedDay(friday, "PageUp")).toEqual(d(15, 2, 2024));
    expect(moveFocusedDay(friday, "PageDown")).toEqual(d(15, 4, 2024));
    expect(moveFocusedDay(d(31, 3, 2024), "PageDown")).toEqual(d(30, 4, 2024));
    expect(moveFocusedDay(friday, "PageUp", 0, true)).toEqual(d(15, 3, 2023));
  });

  it("goes to the start and end of the week with Home and End, honouring the first weekday", () => {
    expect(moveFocusedDay(friday, "Home")).toEqual(d(10, 3, 2024)); // Sunday
    expect(moveFocusedDay(friday, "End")).toEqual(d(16, 3, 2024)); // Saturday
    expect(moveFocusedDay(friday, "Home", 1)).toEqual(d(11, 3, 2024)); // Monday
    expect(moveFocusedDay(friday, "End", 1)).toEqual(d(17, 3, 2024)); // Sunday
  });

  it("recognises only the moving keys", () => {
    expect(isCalendarMoveKey("PageDown")).toBe(true);
    expect(isCalendarMoveKey("Enter")).toBe(false);
  });
});
