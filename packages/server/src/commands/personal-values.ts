import type { AnswerValues, FieldSchema, FormSchema } from "@portal/domain/schema/types";

/** Widgets whose value is typed or uploaded by the candidate: names, numbers, addresses, dates, files. */
const PERSONAL_WIDGETS = new Set(["text", "textarea", "date", "file"]);

/** Choices from a list that still point at one person (the town where they live). */
const PERSONAL_CHOICES = new Set(["cityFr"]);

/** True for a field that identifies or describes the person rather than their application. */
export function isPersonalField(id: string, field: FieldSchema): boolean {
  return PERSONAL_WIDGETS.has(field.widget) || field.format === "email" || PERSONAL_CHOICES.has(id);
}

function anonymisedItem(fields: Record<string, FieldSchema>, item: unknown): Record<string, unknown> {
  if (!item || typeof item !== "object" || Array.isArray(item)) return {};
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    const field = fields[key];
    if (!field) continue;
    kept[key] = isPersonalField(key, field) ? "" : value;
  }
  return kept;
}

/**
 * An answer's values with everything personal emptied (names, birth, identity numbers, addresses,
 * phones, e-mails, every free text, every file) and the rest kept for statistics: the programme,
 * the choices made from lists, the decisions and the workflow flags. Values of fields the schema
 * does not know are dropped, since nothing says they are harmless. Pure.
 */
export function anonymiseValues(schema: FormSchema, values: AnswerValues): AnswerValues {
  const result: AnswerValues = {};
  for (const [id, value] of Object.entries(values)) {
    const field = schema.fields[id];
    if (!field) continue;
    if (field.items) {
      const items = field.items.fields;
      result[id] = Array.isArray(value) ? value.map((item) => anonymisedItem(items, item)) : [];
    } else {
      result[id] = isPersonalField(id, field) ? "" : value;
    }
  }
  return result;
}
