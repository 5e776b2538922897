import Form from "react-bootstrap/Form";
import type { WidgetProps } from "./widget-props.ts";
import { controlAria, textOf } from "./widget-props.ts";

const DEFAULT_COLOUR = "#000000";

/** One-line text input; an e-mail field gets type="email", the "color" widget a colour picker. */
export function TextWidget(props: WidgetProps) {
  const { id, name, field, value, onChange, onBlur, readOnly, invalid, placeholder } = props;
  const colour = field.widget === "color";
  const type = colour ? "color" : field.format === "email" ? "email" : "text";
  return (
    <Form.Control
      id={id}
      name={readOnly ? undefined : name}
      type={type}
      className={field.inputClass}
      isInvalid={invalid}
      value={colour ? textOf(value) || DEFAULT_COLOUR : textOf(value)}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={readOnly}
      placeholder={placeholder}
      maxLength={field.maxLength}
      autoComplete="off"
      {...controlAria(props)}
    />
  );
}
