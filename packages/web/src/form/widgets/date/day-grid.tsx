import type { KeyboardEvent } from "react";
import type { SimpleDate } from "@portal/domain/dates/simple-date";
import { compareDates, sameDate } from "@portal/domain/dates/simple-date";
import type { RangeSelection } from "@portal/domain/dates/date-range";
import { monthGrid, weekdayOrder } from "@portal/domain/dates/calendar-grid";
import { isCalendarMoveKey, moveFocusedDay } from "@portal/domain/dates/calendar-keys";
import type { DateLabels } from "./date-labels.ts";

/** Props of one month of days. */
export interface DayGridProps {
  year: number;
  month: number;
  firstWeekday: number;
  showWeekNumbers: boolean;
  focused: SimpleDate;
  selection: RangeSelection;
  today: SimpleDate;
  labels: DateLabels;
  isSelectable(date: SimpleDate): boolean;
  onPick(date: SimpleDate): void;
  onMove(date: SimpleDate): void;
}

/** Whether a day lies strictly between the two ends of the selection. */
function inRange(date: SimpleDate, { start, end }: RangeSelection): boolean {
  return !!start && !!end && compareDates(date, start) > 0 && compareDates(date, end) < 0;
}

/**
 * The day view of one month: a 6 × 7 `grid` with week numbers. Arrow keys, PageUp/PageDown
 * (Shift: a year) and Home/End move the focused day; Enter or Space on a day picks it.
 */
export function DayGrid(props: DayGridProps) {
  const { year, month, firstWeekday, showWeekNumbers, focused, selection, today, labels } = props;
  const onKeyDown = (e: KeyboardEvent) => {
    if (!isCalendarMoveKey(e.key)) return;
    e.preventDefault();
    props.onMove(moveFocusedDay(focused, e.key, firstWeekday, e.shiftKey));
  };
  return (
    <table role="grid" className="dw-grid" aria-label={labels.monthTitle(year, month)} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {showWeekNumbers && (
            <th scope="col" className="dw-week" title={labels.t("dates.weekColumn")}>
              {labels.t("dates.week")}
            </th>
          )}
          {weekdayOrder(firstWeekday).map((w) => (
            <th key={w} scope="col" abbr={labels.weekdayName(w)} title={labels.weekdayName(w)}>
              {labels.weekdayShort(w)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(year, month, firstWeekday).map((week) => (
          <tr key={week.days[0].date.day + "-" + week.days[0].date.month}>
            {showWeekNumbers && (
              <th
                scope="row"
                className="dw-week"
                title={labels.t("dates.weekNumber", { week: week.weekNumber })}
              >
                {week.weekNumber}
              </th>
            )}
            {week.days.map(({ date, inMonth }) => {
              const selected = sameDate(date, selection.start) || sameDate(date, selection.end);
              const isFocused = inMonth && sameDate(date, focused);
              const classes = ["dw-day", inMonth ? "" : "dw-outside", selected ? "dw-selected" : ""];
              if (inRange(date, selection)) classes.push("dw-in-range");
              if (sameDate(date, today)) classes.push("dw-today");
              return (
                <td key={`${date.month}-${date.day}`} role="gridcell" aria-selected={selected}>
                  <button
                    type="button"
                    className={classes.filter(Boolean).join(" ")}
                    tabIndex={isFocused ? 0 : -1}
                    data-focus={isFocused || undefined}
                    aria-label={labels.dayLabel(date)}
                    aria-disabled={!props.isSelectable(date) || undefined}
                    aria-current={sameDate(date, today) ? "date" : undefined}
                    onClick={() => props.onPick(date)}
                  >
                    {date.day}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
