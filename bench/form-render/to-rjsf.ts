import type { FieldSchema, FormSchema } from "@portal/domain/schema/types";

/** An RJSF form: JSON Schema, UI schema. */
export interface RjsfForm {
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
}

/** One choice of a lookup, as served to our select and given to RJSF as a fixed list. */
export interface Choice {
  value: string;
  label: string;
}

const DATE_PATTERN = "^(0[1-9]|[12][0-9]|3[01])/(0[1-9]|1[0-2])/[0-9]{4}$";

function property(field: FieldSchema, lookups: Record<string, Choice[]>): Record<string, unknown> {
  const out: Record<string, unknown> = { type: field.type === "integer" ? "integer" : "string" };
  if (field.title) out.title = field.title.en;
  if (field.description) out.description = field.description.en;
  if (field.maxLength !== undefined) out.maxLength = field.maxLength;
  if (field.minimum !== undefined) out.minimum = field.minimum;
  if (field.maximum !== undefined) out.maximum = field.maximum;
  if (field.pattern) out.pattern = field.pattern;
  if (field.widget === "date") out.pattern = DATE_PATTERN;
  if (field.format === "email") out.format = "email";
  if (field.widget === "file") out.format = "data-url";
  const options = field.oneOf
    ? field.oneOf.map((o) => ({ const: String(o.enum[0]), title: o.description.en }))
    : field.lookup
      ? (lookups[field.lookup] ?? []).map((c) => ({ const: c.value, title: c.label }))
      : undefined;
  if (options) out.oneOf = options;
  return out;
}

function ui(field: FieldSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (field.widget === "radio") out["ui:widget"] = "radio";
  if (field.widget === "textarea") out["ui:widget"] = "textarea";
  if (field.widget === "hidden") out["ui:widget"] = "hidden";
  if (field.placeholder) out["ui:placeholder"] = field.placeholder.en;
  if (field.tooltip) out["ui:help"] = field.tooltip.en;
  return out;
}

/**
 * The same fields as one tab of our schema, for RJSF: the fields visible in that tab, their
 * titles, constraints, options (lookups given as fixed lists) and widgets. RJSF has no visibleIf:
 * only the fields our engine shows for the benchmark's values are given.
 */
export function toRjsf(
  schema: FormSchema,
  tabId: string,
  visible: (id: string) => boolean,
  lookups: Record<string, Choice[]>,
): RjsfForm {
  const tab = schema.tabs.find((t) => t.id === tabId);
  if (!tab) throw new Error(`no tab ${tabId}`);
  const ids = tab.fieldsets.flatMap((fs) => fs.fields).filter(visible);
  const properties: Record<string, unknown> = {};
  const uiSchema: Record<string, unknown> = { "ui:order": ids };
  for (const id of ids) {
    const field = schema.fields[id];
    if (field.widget === "helptext" || field.type === "array") continue;
    properties[id] = property(field, lookups);
    uiSchema[id] = ui(field);
  }
  const required = ids.filter((id) => schema.fields[id].required && properties[id]);
  uiSchema["ui:order"] = ids.filter((id) => properties[id]);
  return { schema: { type: "object", title: tab.title.en, required, properties }, uiSchema };
}
