import { useState } from "react";
import type { SimpleDate } from "@portal/domain/dates/simple-date";
import { addMonths, compareDates } from "@portal/domain/dates/simple-date";
import type { ParsedBounds } from "@portal/domain/dates/date-bounds";
import { clampDate } from "@portal/domain/dates/date-bounds";

/** The three views of the picker. */
export type CalendarView = "day" | "month" | "year";

/** A month shown in the day view. */
export interface VisibleMonth {
  year: number;
  month: number;
}

/** Where the picker opens: the chosen date, else today, kept within the bounds. */
export function initialFocus(chosen: SimpleDate | null, now: SimpleDate, bounds: ParsedBounds): SimpleDate {
  return clampDate(chosen ?? now, bounds).date;
}

/**
 * View, visible month(s), focused day and year page of the picker, with the moves between them;
 * it opens on the day view unless told otherwise (the year view for a date of birth).
 */
export function useCalendar(start: SimpleDate, monthsShown: number, startView: CalendarView = "day") {
  const [view, setView] = useState<CalendarView>(startView);
  const [focused, setFocused] = useState<SimpleDate>(start);
  const [visible, setVisible] = useState<VisibleMonth>({ year: start.year, month: start.month });
  const [yearPage, setYearPage] = useState<number>(start.year);

  /** Focuses a day, scrolling the visible months so that it stays shown. */
  function focusDay(date: SimpleDate) {
    setFocused(date);
    const first = { ...visible, day: 1 };
    const last = addMonths(first, monthsShown - 1);
    const month = { year: date.year, month: date.month, day: 1 };
    if (compareDates(month, first) < 0) setVisible({ year: date.year, month: date.month });
    else if (compareDates(month, last) > 0) {
      const left = addMonths(month, 1 - monthsShown);
      setVisible({ year: left.year, month: left.month });
    }
  }

  /** Moves the day view by some months, the focused day with it. */
  function shiftMonths(months: number) {
    const left = addMonths({ ...visible, day: 1 }, months);
    setVisible({ year: left.year, month: left.month });
    setFocused(addMonths(focused, months));
  }

  /** Moves the month view by some years. */
  function shiftYears(years: number) {
    setVisible({ ...visible, year: visible.year + years });
  }

  /** Goes up a view: days → months → years. */
  function goUp() {
    if (view === "day") setView("month");
    else if (view === "month") {
      setYearPage(visible.year);
      setView("year");
    }
  }

  /** Picking a month shows its days. */
  function pickMonth(month: number) {
    setVisible({ year: visible.year, month });
    setFocused(addMonths(focused, (visible.year - focused.year) * 12 + month - focused.month));
    setView("day");
  }

  /** Picking a year shows its months. */
  function pickYear(year: number) {
    setVisible({ year, month: visible.month });
    setView("month");
  }

  return {
    view,
    focused,
    visible,
    yearPage,
    setYearPage,
    focusDay,
    shiftMonths,
    shiftYears,
    goUp,
    pickMonth,
    pickYear,
  };
}
