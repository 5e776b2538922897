import type { EvaluateOptions, FormSchema } from "../schema/types.ts";
import { indexOf, tabFieldIds } from "./schema-index.ts";

/** Every field id of the given tabs (e.g. APPLICATION_TABS once the application is validated). */
export function readOnlyFieldsOfTabs(schema: FormSchema, tabIds: string[]): string[] {
  return tabIds.flatMap((id) => tabFieldIds(schema, id));
}

/** Whether a field is read-only: by its descriptor, one at a time, or with all fields of its tab. */
export function isReadOnly(schema: FormSchema, fieldId: string, options: EvaluateOptions = {}): boolean {
  if (schema.fields[fieldId]?.readOnly || options.readOnlyFields?.includes(fieldId)) return true;
  const tabId = indexOf(schema).tabOf.get(fieldId);
  return tabId !== undefined && !!options.readOnlyTabs?.includes(tabId);
}

/**
 * A copy of the schema with some fields, and all fields of some tabs, made read-only (what the
 * server sends as "the schema with this user's state"). Same id and version: same validators.
 */
export function withReadOnly(schema: FormSchema, lock: { fields?: string[]; tabs?: string[] }): FormSchema {
  const ids = new Set([...(lock.fields ?? []), ...readOnlyFieldsOfTabs(schema, lock.tabs ?? [])]);
  if (ids.size === 0) return schema;
  const fields = { ...schema.fields };
  for (const id of ids) if (fields[id]) fields[id] = { ...fields[id], readOnly: true };
  return { ...schema, fields };
}
