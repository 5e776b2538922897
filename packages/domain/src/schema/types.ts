import type { Message } from "../i18n/catalogue.ts";

/** A text shown to people, in both interface languages. */
export interface LocalizedText {
  en: string;
  fr: string;
}

/** Value types a field can hold (JSON Schema `type`). */
export type FieldType = "string" | "integer" | "number" | "boolean" | "array" | "object";

/** Widget kinds the renderer knows (SPEC §3 "Widget kinds"); `hidden` is not shown. */
export type WidgetId =
  | "checkbox"
  | "file"
  | "integer"
  | "radio"
  | "range"
  | "select"
  | "text"
  | "color"
  | "textarea"
  | "helptext"
  | "date"
  | "hidden";

/** Special values usable in a `visibleIf` list. */
export const ANY = "$ANY$";
export const EMPTY = "$EMPTY$";

/**
 * Visibility condition, as written for ngx-schema-form: watched field id → accepted values
 * (strings compared as strings; `$ANY$` non-empty, `$EMPTY$` empty). Several watched fields in one
 * condition combine with OR. `{ allOf: [...] }` needs every sub-condition, `{ oneOf: [...] }` any.
 */
export type VisibleIf = SimpleVisibleIf | { allOf: VisibleIf[] } | { oneOf: VisibleIf[] };

/** A plain condition: watched field id → listed values (OR across fields and across values). */
export type SimpleVisibleIf = Record<string, string[]>;

/** One option of a radio or select: `enum[0]` is the stored value, `description` the label. */
export interface FieldOption {
  enum: string[];
  description: LocalizedText;
}

/** The descriptor of one field (JSON-Schema-like constraints + display properties). */
export interface FieldSchema {
  type: FieldType;
  widget: WidgetId;
  title?: LocalizedText;
  description?: LocalizedText;
  placeholder?: LocalizedText;
  tooltip?: LocalizedText;
  readOnly?: boolean;
  htmlClass?: string;
  labelClasses?: string;
  inputClass?: string;
  optionsStyle?: string;
  class?: string;
  /** Allowed file extensions, lower case, without dot (file widget). */
  accept?: string[];
  /** Maximum upload size in bytes (file widget); default 10485760. */
  maxFileSize?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** "email" or "date" (dd/mm/yyyy); both are checked by pattern so that no format plugin is needed. */
  format?: "email" | "date";
  /** Date widget bounds, dd/mm/yyyy. */
  minDate?: string;
  maxDate?: string;
  /**
   * Date widget: while empty, the picker opens on the year view around this many years before
   * today instead of today's month (a date of birth: 20), so that nobody pages back decades.
   */
  pickerYearsAgo?: number;
  required?: boolean;
  /** Fixed options (radio, select). */
  oneOf?: FieldOption[];
  /** Lookup web service giving the select options, e.g. "pays", "iformformations/{typeformation}". */
  lookup?: string;
  /** Repeatable group (array fields): the item's fields and their display order. */
  items?: { fields: Record<string, FieldSchema>; order: string[] };
  visibleIf?: VisibleIf;
  /** Default value written into a new answer. */
  default?: unknown;
}

/** A group of fields inside a tab. */
export interface FieldsetSchema {
  id: string;
  title?: LocalizedText;
  description?: LocalizedText;
  /** Field ids, keys of `FormSchema.fields`. */
  fields: string[];
}

/** A button carried by a tab (validation, payment, report…). */
export interface ButtonSchema {
  id: string;
  label: LocalizedText;
  htmlClass?: string;
  visible?: boolean;
  parameters?: Record<string, unknown>;
  visibleIf?: VisibleIf;
}

/** One tab of the form. */
export interface TabSchema {
  id: string;
  title: LocalizedText;
  visibleIf?: VisibleIf;
  /** The tab is enabled only while this condition holds (e.g. tuition once registration_docs is validated). */
  enabledIf?: VisibleIf;
  enabled?: boolean;
  visible?: boolean;
  active?: boolean;
  fieldsets: FieldsetSchema[];
  buttons?: ButtonSchema[];
}

/** A whole form: ordered tabs, and every field keyed by its id (unique across the form). */
export interface FormSchema {
  id: string;
  version: string;
  tabs: TabSchema[];
  fields: Record<string, FieldSchema>;
}

/** Answer values, flat, keyed by field id. Lists hold arrays of objects; files hold JSON text. */
export type AnswerValues = Record<string, unknown>;

/** Stored value of a file field, once parsed from its JSON text. */
export interface FileValue {
  name: string;
  generated_name: string;
  /** Unix timestamp in seconds. */
  upload_date: number;
}

/** The evaluated state of one field. */
export interface FieldState {
  visible: boolean;
  enabled: boolean;
  readOnly: boolean;
  valid: boolean;
  /** Whether the value is sent on save (visible and not a display-only widget). */
  submitable: boolean;
  errors: Message[];
  /** The option codes offered, when another field narrows the schema's list (engine/derived-fields.ts). */
  options?: string[];
  /** The field that sets this one's value (shown read-only, with a hint naming it). */
  setBy?: string;
}

/** The evaluated state of one tab. */
export interface TabState {
  visible: boolean;
  enabled: boolean;
  valid: boolean;
  active?: boolean;
}

/** Options of an evaluation: admin mode, tabs whose fields are all read-only, single read-only fields. */
export interface EvaluateOptions {
  admin?: boolean;
  readOnlyTabs?: string[];
  readOnlyFields?: string[];
  /** Tab currently selected, reported as `active`. */
  activeTab?: string;
  /** The candidate's login (lower-cased e-mail), for the rules that compare with it (referees' e-mails). */
  login?: string;
}

/** What `evaluate` returns: the state of every tab and field, and an error count per tab. */
export interface FormState {
  tabs: Record<string, TabState>;
  fields: Record<string, FieldState>;
  errorsByTab: Record<string, number>;
}

/** Suffix of the per-tab validation flag (`choice_validated` = "O" | "N"). */
export const VALIDATED_SUFFIX = "_validated";
