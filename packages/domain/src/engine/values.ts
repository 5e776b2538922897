import type { FieldSchema } from "../schema/types.ts";

/** `$EMPTY$` semantics: missing, null, empty string, empty list or empty object. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

/** `$ANY$` semantics: non-empty strings, lists and objects; any number or boolean (0 and false included). */
export function isAnyValue(value: unknown): boolean {
  if (typeof value === "number" || typeof value === "boolean") return true;
  return !isEmptyValue(value);
}

/** Whether a field counts as blank for `required`: empty, or the dash of an empty select choice. */
export function isBlank(field: FieldSchema, value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  if (typeof value === "string" && value.trim() === "") return true;
  return value === "-" && (field.widget === "select" || field.widget === "radio");
}
