import Form from "react-bootstrap/Form";
import type { WidgetProps } from "./widget-props.ts";
import { controlAria, textOf } from "./widget-props.ts";

/** Multi-line text. */
export function TextareaWidget(props: WidgetProps) {
  const { id, name, field, value, onChange, onBlur, readOnly, invalid, placeholder } = props;
  return (
    <Form.Control
      as="textarea"
      id={id}
      name={readOnly ? undefined : name}
      className={field.inputClass}
      isInvalid={invalid}
      rows={4}
      value={textOf(value)}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={readOnly}
      placeholder={placeholder}
      maxLength={field.maxLength}
      {...controlAria(props)}
    />
  );
}
