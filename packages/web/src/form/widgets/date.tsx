import { DateWidget } from "./date/date-widget.tsx";
import type { WidgetProps } from "./widget-props.ts";
import { textOf } from "./widget-props.ts";

/**
 * The date widget (widgets/date/) fed from the field: dd/mm/yyyy text, bounds from minDate/maxDate.
 * The engine's message says when the text is not a date, so the widget does not say it a second time.
 */
export function DateFieldWidget(props: WidgetProps) {
  const { id, field, value, onChange, readOnly, invalid, describedBy, lang, title } = props;
  return (
    <DateWidget
      id={id}
      value={textOf(value)}
      onChange={(next) => {
        onChange(next);
        props.onBlur();
      }}
      readOnly={readOnly}
      invalid={invalid}
      describedBy={describedBy}
      min={field.minDate}
      max={field.maxDate}
      range={field.class?.includes("range")}
      locale={lang}
      label={title}
      formReportsInvalidDate
      openYearsAgo={field.pickerYearsAgo}
    />
  );
}
