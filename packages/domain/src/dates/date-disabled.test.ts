import { describe, expect, it } from "vitest";
import { parseBounds } from "./date-bounds.ts";
import { isDisabledDay, isSelectableDay, parseDisabled } from "./date-disabled.ts";

const d = (day: number, month: number, year: number) => ({ day, month, year });

describe("disabled days", () => {
  it("disables weekdays (0 Sunday … 6 Saturday)", () => {
    const disabled = parseDisabled({ disabledWeekdays: [0, 6] });
    expect(isDisabledDay(d(16, 3, 2024), disabled)).toBe(true); // Saturday
    expect(isDisabledDay(d(17, 3, 2024), disabled)).toBe(true); // Sunday
    expect(isDisabledDay(d(18, 3, 2024), disabled)).toBe(false); // Monday
  });

  it("disables listed dates and ignores unreadable ones", () => {
    const disabled = parseDisabled({ disabledDates: ["25/12/2024", "31/02/2024"] });
    expect(disabled.dates).toHaveLength(1);
    expect(isDisabledDay(d(25, 12, 2024), disabled)).toBe(true);
    expect(isDisabledDay(d(26, 12, 2024), disabled)).toBe(false);
  });

  it("disables inclusive ranges, whatever the order of their ends", () => {
    const disabled = parseDisabled({ disabledRanges: [["31/08/2024", "01/08/2024"]] });
    expect(isDisabledDay(d(1, 8, 2024), disabled)).toBe(true);
    expect(isDisabledDay(d(31, 8, 2024), disabled)).toBe(true);
    expect(isDisabledDay(d(31, 7, 2024), disabled)).toBe(false);
    expect(isDisabledDay(d(1, 9, 2024), disabled)).toBe(false);
  });

  it("makes days outside the bounds unselectable", () => {
    const bounds = parseBounds({ min: "10/03/2024", max: "20/03/2024" });
    const none = parseDisabled();
    expect(isSelectableDay(d(9, 3, 2024), bounds, none)).toBe(false);
    expect(isSelectableDay(d(10, 3, 2024), bounds, none)).toBe(true);
    expect(isSelectableDay(d(20, 3, 2024), bounds, none)).toBe(true);
    expect(isSelectableDay(d(21, 3, 2024), bounds, none)).toBe(false);
  });
});
