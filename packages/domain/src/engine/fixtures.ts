import type { FieldSchema, FormSchema, TabSchema } from "../schema/types.ts";
import "./compile-validators.ts";

let counter = 0;
const title = (en: string) => ({ en, fr: en });

/** A text field for tests. */
export const textField = (extra: Partial<FieldSchema> = {}): FieldSchema => ({
  type: "string",
  widget: "text",
  title: title("Text"),
  ...extra,
});

/** A one-fieldset tab for tests. */
export const tab = (id: string, fields: string[], extra: Partial<TabSchema> = {}): TabSchema => ({
  id,
  title: title(id),
  fieldsets: [{ id: `${id}_fs`, fields }],
  ...extra,
});

/** A small form for engine tests, with a fresh version so that its validators compile at run time. */
export function testForm(tabs: TabSchema[], fields: Record<string, FieldSchema>): FormSchema {
  counter += 1;
  return { id: "test", version: `t${counter}`, tabs, fields };
}
