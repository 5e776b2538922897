import type { FormSchema, TabSchema } from "../schema/types.ts";

/** What the engine precomputes once per schema object. */
export interface SchemaIndex {
  fieldIds: string[];
  /** Tab holding each field placed in a fieldset. */
  tabOf: Map<string, string>;
  /** Field ids of each tab, in fieldset order. */
  fieldsOf: Map<string, string[]>;
  tabById: Map<string, TabSchema>;
  tabOrder: string[];
}

const indexes = new WeakMap<FormSchema, SchemaIndex>();

/** The index of a schema, built on first use and kept as long as the schema object lives. */
export function indexOf(schema: FormSchema): SchemaIndex {
  let index = indexes.get(schema);
  if (index) return index;
  const tabOf = new Map<string, string>();
  const fieldsOf = new Map<string, string[]>();
  for (const tab of schema.tabs) {
    const ids = tab.fieldsets.flatMap((fs) => fs.fields);
    fieldsOf.set(tab.id, ids);
    for (const id of ids) tabOf.set(id, tab.id);
  }
  index = {
    fieldIds: Object.keys(schema.fields),
    tabOf,
    fieldsOf,
    tabById: new Map(schema.tabs.map((t) => [t.id, t])),
    tabOrder: schema.tabs.map((t) => t.id),
  };
  indexes.set(schema, index);
  return index;
}

/** The field ids of a tab (empty for an unknown tab). */
export function tabFieldIds(schema: FormSchema, tabId: string): string[] {
  return indexOf(schema).fieldsOf.get(tabId) ?? [];
}
