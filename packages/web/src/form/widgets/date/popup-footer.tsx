import type { RangeSelection } from "@portal/domain/dates/date-range";
import { formatDate } from "@portal/domain/dates/date-format";
import type { DateLabels } from "./date-labels.ts";
import Button from "react-bootstrap/Button";

/** Props of the picker's footer. */
export interface PopupFooterProps {
  range: boolean;
  selection: RangeSelection;
  labels: DateLabels;
  todaySelectable: boolean;
  onToday(): void;
  onApply(): void;
  onCancel(): void;
}

/** Footer: Today in the simple picker; Custom Range with the chosen dates, Apply and Cancel in the range picker. */
export function PopupFooter({
  range,
  selection,
  labels,
  todaySelectable,
  onToday,
  onApply,
  onCancel,
}: PopupFooterProps) {
  if (!range) {
    return (
      <div className="dw-footer d-flex justify-content-end">
        <Button variant="outline-success" size="sm" disabled={!todaySelectable} onClick={onToday}>
          {labels.t("dates.today")}
        </Button>
      </div>
    );
  }
  const { start, end } = selection;
  return (
    <div className="dw-footer d-flex flex-wrap align-items-center gap-2">
      <span className="dw-custom-range fw-semibold">{labels.t("dates.customRange")}</span>
      <span className="dw-range-text small text-muted flex-grow-1" aria-live="polite">
        {start ? `${formatDate(start)} - ${end ? formatDate(end) : "…"}` : ""}
      </span>
      <Button variant="success" size="sm" disabled={!start} onClick={onApply}>
        {labels.t("dates.apply")}
      </Button>
      <Button variant="outline-secondary" size="sm" onClick={onCancel}>
        {labels.t("dates.cancel")}
      </Button>
    </div>
  );
}
