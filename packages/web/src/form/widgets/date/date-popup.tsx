import { useEffect, useMemo, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import type { SimpleDate } from "@portal/domain/dates/simple-date";
import { addMonths } from "@portal/domain/dates/simple-date";
import { parseBounds } from "@portal/domain/dates/date-bounds";
import { isSelectableDay, parseDisabled } from "@portal/domain/dates/date-disabled";
import { formatDate, parseDate } from "@portal/domain/dates/date-format";
import type { RangeSelection } from "@portal/domain/dates/date-range";
import { formatRange, parseRange, pickRangeDay } from "@portal/domain/dates/date-range";
import type { DateRules } from "@portal/domain/dates/date-validate";
import type { DateLabels } from "./date-labels.ts";
import { initialFocus, useCalendar } from "./use-calendar.ts";
import { CalendarBody } from "./calendar-body.tsx";
import { PopupFooter } from "./popup-footer.tsx";

/** Props of the picker popup. */
export interface DatePopupProps {
  id: string;
  range: boolean;
  value: string;
  rules: DateRules;
  firstWeekday: number;
  showWeekNumbers: boolean;
  labels: DateLabels;
  dialogLabel: string;
  today: SimpleDate;
  /** While nothing is chosen, open on the year view this many years before today. */
  openYearsAgo?: number;
  onPick(value: string): void;
  /** Closes the popup; `returnFocus` puts the focus back in the input. */
  onClose(returnFocus: boolean): void;
}

/** The picker dialog: day, month and year views; one month (simple) or two with Apply/Cancel (range). */
export function DatePopup(props: DatePopupProps) {
  const { id, range, value, rules, labels, today } = props;
  const bounds = useMemo(() => parseBounds(rules), [rules]);
  const disabled = useMemo(() => parseDisabled(rules), [rules]);
  const chosen = range ? parseRange(value) : { start: parseDate(value), end: null };
  const [selection, setSelection] = useState<RangeSelection>(chosen ?? { start: null, end: null });
  const yearsBack = chosen?.start ? 0 : (props.openYearsAgo ?? 0);
  const calendar = useCalendar(
    initialFocus(chosen?.start ?? null, addMonths(today, -12 * yearsBack), bounds),
    range ? 2 : 1,
    yearsBack > 0 ? "year" : "day",
  );
  const dialog = useRef<HTMLDivElement>(null);
  const focusPending = useRef(true);

  // After a keyboard move or a change of view, focus the day, month or year that is now current.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const body = dialog.current?.querySelector(".dw-body");
    const target = body?.querySelector<HTMLElement>("[data-focus]:not(:disabled)");
    (target ?? body?.querySelector<HTMLElement>("button:not(:disabled)"))?.focus();
  });

  const isSelectable = (date: SimpleDate) => isSelectableDay(date, bounds, disabled);
  const withFocus =
    <A extends unknown[]>(action: (...args: A) => void) =>
    (...args: A) => {
      focusPending.current = true;
      action(...args);
    };

  function pickDay(date: SimpleDate) {
    if (!isSelectable(date)) return;
    if (!range) return props.onPick(formatDate(date));
    const next = pickRangeDay(selection, date);
    setSelection(next);
    calendar.focusDay(date);
    focusPending.current = true;
    if (next.start && next.end) props.onPick(formatRange(next.start, next.end));
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === "Tab") return keepFocusInside(e);
    if (e.key !== "Escape") return;
    e.preventDefault();
    e.stopPropagation();
    props.onClose(true);
  }

  // A modal dialog (WAI-ARIA date picker pattern): Tab cycles through its controls, Escape leaves.
  function keepFocusInside(e: KeyboardEvent) {
    const focusable = Array.from(
      dialog.current?.querySelectorAll<HTMLElement>(`button:not(:disabled):not([tabindex="-1"])`) ?? [],
    );
    const [first, last] = [focusable[0], focusable.at(-1)];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      ref={dialog}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label={props.dialogLabel}
      className={range ? "dw-popup dw-popup-range" : "dw-popup"}
      onKeyDown={onKeyDown}
    >
      <CalendarBody
        calendar={{
          ...calendar,
          goUp: withFocus(calendar.goUp),
          pickMonth: withFocus(calendar.pickMonth),
          pickYear: withFocus(calendar.pickYear),
          focusDay: withFocus(calendar.focusDay),
        }}
        range={range}
        firstWeekday={props.firstWeekday}
        showWeekNumbers={props.showWeekNumbers}
        selection={selection}
        today={today}
        labels={labels}
        bounds={bounds}
        isSelectable={isSelectable}
        onPickDay={pickDay}
      />
      <PopupFooter
        range={range}
        selection={selection}
        labels={labels}
        todaySelectable={isSelectable(today)}
        onToday={() => pickDay(today)}
        onApply={() => selection.start && props.onPick(formatRange(selection.start, selection.end))}
        onCancel={() => props.onClose(true)}
      />
    </div>
  );
}
