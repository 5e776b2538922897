import { useEffect, useMemo, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import type { Locale } from "@portal/domain/i18n/index";
import type { DateError } from "@portal/domain/dates/date-bounds";
import { dateErrorMessage } from "@portal/domain/dates/date-bounds";
import { dateOf } from "@portal/domain/dates/date-format";
import { firstWeekdayOf } from "@portal/domain/dates/calendar-grid";
import { validateRange } from "@portal/domain/dates/date-range";
import type { DateRules } from "@portal/domain/dates/date-validate";
import { validateDate } from "@portal/domain/dates/date-validate";
import { dateLabels } from "./date-labels.ts";
import { CalendarIcon } from "./calendar-icon.tsx";
import Button from "react-bootstrap/Button";
import { lazyComponent } from "../../../lib/lazy-component.tsx";

// The picker is a chunk of its own (issue #13: a third of the form screen's JavaScript was date
// widget, on the form page's path to its first paint), asked for when the person comes near the
// widget: by the time the calendar button is pressed it has arrived.
export const LazyDatePopup = lazyComponent(async () => (await import("./date-popup.tsx")).DatePopup);
const DatePopup = LazyDatePopup.Component;
const preloadPopup = () => void LazyDatePopup.preload().catch(() => undefined);

/** Props of the date widget; dates are written `dd/mm/yyyy`, ranges `dd/mm/yyyy - dd/mm/yyyy`. */
export interface DateWidgetProps {
  id: string;
  value: string;
  onChange(value: string): void;
  readOnly?: boolean;
  invalid?: boolean;
  describedBy?: string;
  min?: string;
  max?: string;
  range?: boolean;
  disabledWeekdays?: number[];
  disabledDates?: string[];
  disabledRanges?: [string, string][];
  firstWeekday?: number;
  locale?: Locale;
  showWeekNumbers?: boolean;
  label?: string;
  /**
   * The form around says itself that the text is not a date (the engine's message under the
   * field), so the widget does not repeat it; bound corrections are the widget's alone and stay.
   */
  formReportsInvalidDate?: boolean;
  /** While empty, the picker opens on the year view this many years back (a date of birth). */
  openYearsAgo?: number;
}

/**
 * Date field: a text input checked when it loses focus (invalid date; a date out of bounds is
 * replaced by the bound, with a message) and a calendar button opening the picker dialog.
 */
export function DateWidget(props: DateWidgetProps) {
  const { id, value, onChange, readOnly = false, range = false, locale = "en", label } = props;
  const { min, max, disabledWeekdays, disabledDates, disabledRanges } = props;
  const rules: DateRules = useMemo(
    () => ({ min, max, disabledWeekdays, disabledDates, disabledRanges }),
    [min, max, disabledWeekdays, disabledDates, disabledRanges],
  );
  const labels = useMemo(() => dateLabels(locale), [locale]);
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [error, setError] = useState<DateError | undefined>();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // A new value from outside replaces what is typed.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [open]);

  function commit(text: string) {
    const check = range ? validateRange(text, rules) : validateDate(text, rules);
    setError(check.error);
    setDraft(check.value);
    if (check.value !== value) onChange(check.value);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) input.current?.focus();
  }

  function onInputKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter") commit(draft);
    if (e.key === "Escape" && open) setOpen(false);
    if (e.key === "ArrowDown" && e.altKey) {
      e.preventDefault();
      setOpen(true);
    }
  }

  const errorId = `${id}-date-error`;
  const popupId = `${id}-calendar`;
  const silent = error === "invalidDate" && props.formReportsInvalidDate;
  const message = error && !silent ? dateErrorMessage(error, rules) : undefined;
  const describedBy = [props.describedBy, message ? errorId : ""].filter(Boolean).join(" ") || undefined;
  // "Open calendar: Date of birth" — the colon as each language writes it (a space before it in French).
  const named = (text: string) => (label ? labels.t("dates.labelled", { text, label }) : text);
  const dialogLabel = named(labels.t(range ? "dates.rangeDialog" : "dates.dialog"));
  const openLabel = named(labels.t("dates.openCalendar"));

  return (
    <div ref={root} className="dw" onPointerEnter={readOnly ? undefined : preloadPopup}>
      <div className="input-group">
        <input
          ref={input}
          id={id}
          type="text"
          className={`form-control${props.invalid || error ? " is-invalid" : ""}`}
          placeholder={
            range
              ? `${labels.t("dates.placeholder")} - ${labels.t("dates.placeholder")}`
              : labels.t("dates.placeholder")
          }
          value={draft}
          disabled={readOnly}
          aria-label={label}
          aria-invalid={props.invalid || !!error || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          onChange={(e) => setDraft(e.target.value)}
          onFocus={preloadPopup}
          onBlur={() => commit(draft)}
          onKeyDown={onInputKeyDown}
        />
        <Button
          variant="outline-secondary"
          className="dw-toggle"
          aria-label={openLabel}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          disabled={readOnly}
          onFocus={preloadPopup}
          onClick={() => setOpen(!open)}
        >
          <CalendarIcon />
        </Button>
      </div>
      {readOnly && <input type="hidden" name={id} value={value} />}
      {message && (
        <div id={errorId} className="invalid-feedback d-block">
          {labels.t(message.key, message.params)}
        </div>
      )}
      {open && (
        <DatePopup
          id={popupId}
          range={range}
          value={value}
          rules={rules}
          firstWeekday={props.firstWeekday ?? firstWeekdayOf(locale)}
          showWeekNumbers={props.showWeekNumbers ?? true}
          labels={labels}
          dialogLabel={dialogLabel}
          openYearsAgo={props.openYearsAgo}
          today={dateOf(new Date())}
          onPick={(picked) => {
            setError(undefined);
            setDraft(picked);
            if (picked !== value) onChange(picked);
            close(true);
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
