import { cx } from "../localize.ts";
import type { WidgetProps } from "./widget-props.ts";
import { textOf } from "./widget-props.ts";

/** A slider between the schema's minimum and maximum (0 to 100 by default), with its value shown. */
export function RangeWidget(props: WidgetProps) {
  const { id, name, field, value, onChange, onBlur, readOnly, invalid, describedBy, errorId } = props;
  const min = field.minimum ?? 0;
  const max = field.maximum ?? 100;
  const shown = value === undefined || value === null || value === "" ? min : Number(value);
  return (
    <div className="d-flex align-items-center gap-3">
      <input
        id={id}
        name={readOnly ? undefined : name}
        type="range"
        className={cx("form-range", field.inputClass, invalid && "is-invalid")}
        min={min}
        max={max}
        step={field.type === "integer" ? 1 : "any"}
        value={shown}
        onChange={(event) => onChange(Number(event.target.value))}
        onBlur={onBlur}
        disabled={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-errormessage={errorId}
      />
      <output htmlFor={id} className="text-nowrap" aria-live="off">
        {textOf(value) || "–"}
      </output>
    </div>
  );
}
