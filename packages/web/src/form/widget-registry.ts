import type { ComponentType } from "react";
import type { WidgetId } from "@portal/domain/schema/types";
import { CheckboxWidget } from "./widgets/checkbox.tsx";
import { DateFieldWidget } from "./widgets/date.tsx";
import { LazyFileWidget } from "./widgets/file/lazy-file-widget.tsx";
import { HelptextWidget } from "./widgets/helptext.tsx";
import { HiddenWidget } from "./widgets/hidden.tsx";
import { IntegerWidget } from "./widgets/integer.tsx";
import { RadioWidget } from "./widgets/radio.tsx";
import { RangeWidget } from "./widgets/range.tsx";
import { SelectWidget } from "./widgets/select.tsx";
import { TextWidget } from "./widgets/text.tsx";
import { TextareaWidget } from "./widgets/textarea.tsx";
import type { WidgetProps } from "./widgets/widget-props.ts";

/** How the Field frames a widget. */
export interface WidgetEntry {
  component: ComponentType<WidgetProps>;
  /** The widget shows the field's title itself (checkbox next to its box, radio as a legend). */
  ownLabel?: boolean;
  /** The widget has no label, description, tooltip or error at all (hidden, help text). */
  bare?: boolean;
  /** The widget already carries a hidden input with the value when read-only (date). */
  ownHiddenInput?: boolean;
}

/** The widget of each widget id (SPEC §3 "Widget kinds"). */
export const widgetRegistry: Record<WidgetId, WidgetEntry> = {
  checkbox: { component: CheckboxWidget, ownLabel: true },
  file: { component: LazyFileWidget.Component },
  integer: { component: IntegerWidget },
  radio: { component: RadioWidget, ownLabel: true },
  range: { component: RangeWidget },
  select: { component: SelectWidget },
  text: { component: TextWidget },
  color: { component: TextWidget },
  textarea: { component: TextareaWidget },
  helptext: { component: HelptextWidget, bare: true },
  date: { component: DateFieldWidget, ownHiddenInput: true },
  hidden: { component: HiddenWidget, bare: true },
};
