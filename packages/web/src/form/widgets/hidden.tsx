import type { WidgetProps } from "./widget-props.ts";
import { serialiseValue } from "./serialise.ts";

/** A value kept in the form but not shown: a hidden input only. */
export function HiddenWidget({ id, name, value }: WidgetProps) {
  return <input id={id} type="hidden" name={name} value={serialiseValue(value)} />;
}
