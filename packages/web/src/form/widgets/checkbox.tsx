import { cx } from "../localize.ts";
import type { WidgetProps } from "./widget-props.ts";
import { controlAria } from "./widget-props.ts";

/** Whether a stored value means "ticked": true, "true", or the first option of a two-option field ("O"). */
export function isTicked(value: unknown, on: string): boolean {
  return value === true || value === "true" || value === on;
}

/**
 * A tick box labelled by the field's title. Boolean fields store true/false; text fields store
 * their first option when ticked and their second (or "N") otherwise.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, name, field, value, onChange, onBlur, readOnly, invalid, label } = props;
  const on = String(field.oneOf?.[0]?.enum[0] ?? "O");
  const off = String(field.oneOf?.[1]?.enum[0] ?? "N");
  const ticked = isTicked(value, on);
  return (
    <div className={cx("form-check", field.htmlClass)}>
      <input
        id={id}
        name={readOnly ? undefined : name}
        type="checkbox"
        className={cx("form-check-input", field.inputClass, invalid && "is-invalid")}
        checked={ticked}
        onChange={(event) => {
          const next = event.target.checked;
          onChange(field.type === "boolean" ? next : next ? on : off);
        }}
        onBlur={onBlur}
        disabled={readOnly}
        {...controlAria(props)}
      />
      <label className={cx("form-check-label", field.labelClasses)} htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
