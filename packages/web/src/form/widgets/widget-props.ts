import type { ReactNode } from "react";
import type { Locale } from "@portal/domain/i18n/index";
import type { FieldSchema } from "@portal/domain/schema/types";

/** What the Field gives every widget (one widget per file under widgets/). */
export interface WidgetProps {
  /** DOM id of the control: the label's `htmlFor` points at it. */
  id: string;
  /** Form name of the value (field id, or `list.index.field` in a repeatable group). */
  name: string;
  field: FieldSchema;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  /** Read-only: the control is disabled (the Field adds a hidden input with the value). */
  readOnly: boolean;
  /** Shows the Bootstrap error style and sets aria-invalid. */
  invalid: boolean;
  /** Ids of the description and error elements, for aria-describedby. */
  describedBy?: string;
  /** Id of the error element (aria-errormessage), when an error is shown. */
  errorId?: string;
  lang: Locale;
  placeholder?: string;
  /** The field's title with its required marker, for widgets that label themselves (checkbox, radio). */
  label?: ReactNode;
  /** The field's title as plain text (for aria-label where a widget needs one). */
  title?: string;
  /** Lookup web service path with its placeholders filled, or undefined while one is empty (select). */
  lookupPath?: string;
}

/** The text form of a stored value ("" for nothing). */
export function textOf(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : String(value);
}

/**
 * The ARIA state every form control carries, from the widget's props: invalid, described by its
 * help and error, pointing at its error message, required. One place, so no widget forgets one.
 */
export function controlAria(props: Pick<WidgetProps, "invalid" | "describedBy" | "errorId" | "field">) {
  return {
    "aria-invalid": props.invalid || undefined,
    "aria-describedby": props.describedBy,
    "aria-errormessage": props.errorId,
    "aria-required": props.field.required || undefined,
  } as const;
}
