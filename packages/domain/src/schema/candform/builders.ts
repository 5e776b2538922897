import type { FieldOption, FieldSchema, LocalizedText, TabSchema } from "../types.ts";

/** A tab group: some tabs and the descriptors of the fields they (or their conditions) use. */
export interface TabGroup {
  tabs: TabSchema[];
  fields: Record<string, FieldSchema>;
}

/** A text in English and French, the French one with French typography (see frenchSpacing). */
export function t(en: string, fr: string): LocalizedText {
  return { en, fr: frenchSpacing(fr) };
}

/**
 * French typography for the form's texts: a narrow no-break space before ; ? ! and a no-break space
 * before : and inside « », so that the sign never starts a line (the catalogues are written so;
 * the schema's many texts are mended here, once).
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ ([;?!])/g, "\u202f$1")
    .replace(/ :(?=\s|$)/g, "\u00a0:")
    .replace(/« /g, "«\u00a0")
    .replace(/ »/g, "\u00a0»");
}

/** An option whose stored value is `value`. */
export function opt(value: string, en: string, fr: string = en): FieldOption {
  return { enum: [value], description: t(en, fr) };
}

/** Names: letters (accents included), hyphen, apostrophe and space only (SPEC §5). */
export const NAME_PATTERN = "^[\\p{L}\\p{M}'’ -]+$";

/** Default upload limit (10 MB) and its 5 MB variant (SPEC §9). */
export const MAX_FILE_SIZE = 10485760;
export const MAX_FILE_SIZE_5MB = 5242880;

type Extra = Partial<FieldSchema>;

/** A one-line text field. */
export function text(title: LocalizedText, extra: Extra = {}): FieldSchema {
  return { type: "string", widget: "text", title, ...extra };
}

/** A multi-line text field. */
export function textarea(title: LocalizedText, extra: Extra = {}): FieldSchema {
  return { type: "string", widget: "textarea", title, ...extra };
}

/** A whole-number field with bounds. */
export function integer(
  title: LocalizedText,
  minimum: number,
  maximum: number,
  extra: Extra = {},
): FieldSchema {
  return { type: "integer", widget: "integer", title, minimum, maximum, ...extra };
}

/** A date typed or picked as dd/mm/yyyy. */
export function date(title: LocalizedText, extra: Extra = {}): FieldSchema {
  return {
    type: "string",
    widget: "date",
    format: "date",
    placeholder: t("dd/mm/yyyy", "jj/mm/aaaa"),
    title,
    ...extra,
  };
}

/** A choice among fixed options shown as radio buttons. */
export function radio(title: LocalizedText, oneOf: FieldOption[], extra: Extra = {}): FieldSchema {
  return { type: "string", widget: "radio", title, oneOf, ...extra };
}

/** A drop-down: fixed options, or options from a lookup web service. */
export function select(title: LocalizedText, source: FieldOption[] | string, extra: Extra = {}): FieldSchema {
  const from = typeof source === "string" ? { lookup: source } : { oneOf: source };
  return { type: "string", widget: "select", title, ...from, ...extra };
}

/** A tick box. */
export function checkbox(title: LocalizedText, extra: Extra = {}): FieldSchema {
  return { type: "boolean", widget: "checkbox", title, ...extra };
}

/** A file upload; the value is JSON text {name, generated_name, upload_date}. */
export function file(title: LocalizedText, accept: string[], extra: Extra = {}): FieldSchema {
  return { type: "string", widget: "file", title, accept, maxFileSize: MAX_FILE_SIZE, ...extra };
}

/** A help text: HTML shown to the candidate (in `description`), never submitted. */
export function help(html: LocalizedText, extra: Extra = {}): FieldSchema {
  return { type: "string", widget: "helptext", description: html, ...extra };
}

/** A value kept in the answer but not shown; `readOnly` when only the server sets it. */
export function hidden(title: LocalizedText, extra: Extra = {}): FieldSchema {
  return { type: "string", widget: "hidden", title, ...extra };
}

/** A repeatable group of fields (list field). */
export function list(
  title: LocalizedText,
  fields: Record<string, FieldSchema>,
  extra: Extra = {},
): FieldSchema {
  return { type: "array", widget: "text", title, items: { fields, order: Object.keys(fields) }, ...extra };
}
