import type { SimpleDate } from "@portal/domain/dates/simple-date";
import { addMonths } from "@portal/domain/dates/simple-date";
import type { ParsedBounds } from "@portal/domain/dates/date-bounds";
import type { RangeSelection } from "@portal/domain/dates/date-range";
import {
  monthWithinBounds,
  RANGE_YEAR_COLUMNS,
  RANGE_YEAR_COUNT,
  SIMPLE_YEAR_COLUMNS,
  SIMPLE_YEAR_COUNT,
  yearPageStart,
  yearWithinBounds,
} from "@portal/domain/dates/month-year-views";
import type { DateLabels } from "./date-labels.ts";
import type { useCalendar } from "./use-calendar.ts";
import { CalendarHeader } from "./calendar-header.tsx";
import { DayGrid } from "./day-grid.tsx";
import { MonthGrid } from "./month-grid.tsx";
import { YearGrid } from "./year-grid.tsx";

/** Props of the current view with its header. */
export interface CalendarBodyProps {
  calendar: ReturnType<typeof useCalendar>;
  range: boolean;
  firstWeekday: number;
  showWeekNumbers: boolean;
  selection: RangeSelection;
  today: SimpleDate;
  labels: DateLabels;
  bounds: ParsedBounds;
  isSelectable(date: SimpleDate): boolean;
  onPickDay(date: SimpleDate): void;
}

/** The header and the current view: days (one month, two in the range picker), months or years. */
export function CalendarBody(props: CalendarBodyProps) {
  const { calendar, range, labels, bounds } = props;
  const { view, visible } = calendar;
  const t = labels.t;

  if (view === "year") {
    const count = range ? RANGE_YEAR_COUNT : SIMPLE_YEAR_COUNT;
    const first = yearPageStart(calendar.yearPage, count);
    return (
      <div className="dw-body">
        <CalendarHeader
          title={`${first} – ${first + count - 1}`}
          previousLabel={t("dates.previousYears")}
          nextLabel={t("dates.nextYears")}
          onUp={() => undefined}
          onPrevious={() => calendar.setYearPage(first - count)}
          onNext={() => calendar.setYearPage(first + count)}
        />
        <YearGrid
          page={calendar.yearPage}
          current={visible.year}
          count={count}
          columns={range ? RANGE_YEAR_COLUMNS : SIMPLE_YEAR_COLUMNS}
          isSelectable={(year) => yearWithinBounds(year, bounds)}
          onPick={calendar.pickYear}
        />
      </div>
    );
  }

  if (view === "month") {
    const title = String(visible.year);
    return (
      <div className="dw-body">
        <CalendarHeader
          title={title}
          upLabel={t("dates.chooseYear", { title })}
          previousLabel={t("dates.previousYear")}
          nextLabel={t("dates.nextYear")}
          onUp={calendar.goUp}
          onPrevious={() => calendar.shiftYears(-1)}
          onNext={() => calendar.shiftYears(1)}
        />
        <MonthGrid
          year={visible.year}
          current={visible.month}
          labels={labels}
          isSelectable={(month) => monthWithinBounds(visible.year, month, bounds)}
          onPick={calendar.pickMonth}
        />
      </div>
    );
  }

  const months = [visible, ...(range ? [addMonths({ ...visible, day: 1 }, 1)] : [])];
  const title = months.map((m) => labels.monthTitle(m.year, m.month)).join(" – ");
  return (
    <div className="dw-body">
      <CalendarHeader
        title={title}
        upLabel={t("dates.chooseMonth", { title })}
        previousLabel={t("dates.previousMonth")}
        nextLabel={t("dates.nextMonth")}
        onUp={calendar.goUp}
        onPrevious={() => calendar.shiftMonths(-1)}
        onNext={() => calendar.shiftMonths(1)}
      />
      <div className="dw-months-row d-flex gap-3">
        {months.map((m) => (
          <DayGrid
            key={`${m.year}-${m.month}`}
            year={m.year}
            month={m.month}
            firstWeekday={props.firstWeekday}
            showWeekNumbers={props.showWeekNumbers}
            focused={calendar.focused}
            selection={props.selection}
            today={props.today}
            labels={labels}
            isSelectable={props.isSelectable}
            onPick={props.onPickDay}
            onMove={calendar.focusDay}
          />
        ))}
      </div>
    </div>
  );
}
