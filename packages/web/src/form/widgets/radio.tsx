import { cx, localize } from "../localize.ts";
import type { WidgetProps } from "./widget-props.ts";
import { controlAria, textOf } from "./widget-props.ts";

/**
 * One choice among the schema's options as radio buttons, in a fieldset whose legend is the
 * field's title; each button has its own label. `optionsStyle: "inline"` lays them out in a row.
 */
export function RadioWidget(props: WidgetProps) {
  const { id, name, field, value, onChange, onBlur, readOnly, invalid, label, lang } = props;
  const current = textOf(value);
  const inline = field.optionsStyle?.includes("inline");
  return (
    // radiogroup, not the fieldset's implicit group role: only it may carry required and invalid.
    <fieldset id={id} role="radiogroup" className={cx(invalid && "is-invalid")} {...controlAria(props)}>
      <legend className={cx("form-label fs-6 mb-1", field.labelClasses)}>{label}</legend>
      {(field.oneOf ?? []).map((option, index) => {
        const optionValue = String(option.enum[0]);
        const optionId = `${id}-${index}`;
        return (
          <div key={optionValue} className={cx("form-check", inline && "form-check-inline")}>
            <input
              id={optionId}
              type="radio"
              name={readOnly ? `${name}-readonly` : name}
              value={optionValue}
              className={cx("form-check-input", field.inputClass, invalid && "is-invalid")}
              checked={current === optionValue}
              onChange={() => onChange(optionValue)}
              onBlur={onBlur}
              disabled={readOnly}
            />
            <label className="form-check-label" htmlFor={optionId}>
              {localize(option.description, lang)}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
