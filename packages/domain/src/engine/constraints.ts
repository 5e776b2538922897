import type { FieldSchema, FormSchema } from "../schema/types.ts";
import { EMAIL_MAX_LENGTH } from "../rules/email.ts";
import { DATE_PATTERN } from "./dates.ts";

/** A JSON Schema as handed to Ajv. */
export type JsonSchema = Record<string, unknown>;

/** Key of a list item's field among the validators: "heb_line.acad_year". */
export const itemKey = (listId: string, fieldId: string) => `${listId}.${fieldId}`;

/**
 * The Ajv schema of one field, applied to `{ value }` (the engine leaves `value` out when blank,
 * so that `required` reports "should not be empty"). Dates become a pattern: no format plugin,
 * nothing to resolve at run time in the precompiled module.
 */
export function fieldConstraintSchema(field: FieldSchema): JsonSchema {
  const value: JsonSchema = { type: field.type };
  if (field.type === "string") {
    // E-mail fields are checked after Ajv by the one e-mail rule (validators.ts), not by a pattern.
    const pattern =
      field.format === "date" ? DATE_PATTERN : field.format === "email" ? undefined : field.pattern;
    if (pattern) value.pattern = pattern;
    if (field.minLength !== undefined) value.minLength = field.minLength;
    const maxLength = field.maxLength ?? (field.format === "email" ? EMAIL_MAX_LENGTH : undefined);
    if (maxLength !== undefined) value.maxLength = maxLength;
    if (field.oneOf && !field.lookup) value.enum = field.oneOf.map((o) => String(o.enum[0]));
  }
  if (field.type === "integer" || field.type === "number") {
    if (field.minimum !== undefined) value.minimum = field.minimum;
    if (field.maximum !== undefined) value.maximum = field.maximum;
  }
  return {
    type: "object",
    properties: { value },
    ...(field.required ? { required: ["value"] } : {}),
  };
}

/** Every constraint schema of a form, keyed by field id and by `list.field` for list items. */
export function constraintSchemas(schema: FormSchema): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [id, field] of Object.entries(schema.fields)) {
    out[id] = fieldConstraintSchema(field);
    for (const [sub, itemField] of Object.entries(field.items?.fields ?? {})) {
      out[itemKey(id, sub)] = fieldConstraintSchema(itemField);
    }
  }
  return out;
}

/** Cache key of a form's validators: id and version. */
export const schemaKey = (schema: Pick<FormSchema, "id" | "version">) => `${schema.id}@${schema.version}`;
