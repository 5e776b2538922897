import type { SimpleDate } from "./simple-date.ts";
import { addDays, addMonths } from "./simple-date.ts";
import { startOfWeek } from "./calendar-grid.ts";

/** Keys that move the focused day in the day view. */
export type CalendarMoveKey =
  "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "PageUp" | "PageDown" | "Home" | "End";

/** True when the key moves the focused day. */
export function isCalendarMoveKey(key: string): key is CalendarMoveKey {
  return ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End"].includes(
    key,
  );
}

/**
 * The day focused after a key in the day view: arrows move by a day or a week, PageUp/PageDown by a
 * month (by a year with Shift), Home/End to the first/last day of the week.
 */
export function moveFocusedDay(
  d: SimpleDate,
  key: CalendarMoveKey,
  firstWeekday = 0,
  shift = false,
): SimpleDate {
  switch (key) {
    case "ArrowLeft":
      return addDays(d, -1);
    case "ArrowRight":
      return addDays(d, 1);
    case "ArrowUp":
      return addDays(d, -7);
    case "ArrowDown":
      return addDays(d, 7);
    case "PageUp":
      return addMonths(d, shift ? -12 : -1);
    case "PageDown":
      return addMonths(d, shift ? 12 : 1);
    case "Home":
      return startOfWeek(d, firstWeekday);
    case "End":
      return addDays(startOfWeek(d, firstWeekday), 6);
  }
}
