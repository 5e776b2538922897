import Form from "react-bootstrap/Form";
import type { WidgetProps } from "./widget-props.ts";
import { controlAria, textOf } from "./widget-props.ts";

/** Parses what the numeric input holds: a number, or null when empty or not a number yet ("-"). */
export function parseInteger(text: string): number | null {
  if (text.trim() === "") return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** Whole number: a numeric input whose min and max come from the schema's minimum and maximum. */
export function IntegerWidget(props: WidgetProps) {
  const { id, name, field, value, onChange, onBlur, readOnly, invalid, placeholder } = props;
  return (
    <Form.Control
      id={id}
      name={readOnly ? undefined : name}
      type="number"
      inputMode="numeric"
      step={1}
      min={field.minimum}
      max={field.maximum}
      className={field.inputClass}
      isInvalid={invalid}
      value={textOf(value)}
      onChange={(event) => onChange(parseInteger(event.target.value))}
      onBlur={onBlur}
      disabled={readOnly}
      placeholder={placeholder}
      {...controlAria(props)}
    />
  );
}
