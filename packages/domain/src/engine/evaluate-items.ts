import type { AnswerValues, FieldState, FormSchema } from "../schema/types.ts";
import { itemKey } from "./constraints.ts";
import { getFieldValidators, validateValue } from "./validators.ts";
import { createVisibility } from "./visibility.ts";

/**
 * The state of each field of each item of a list field (heb_line, prof_xp, docs…). Conditions
 * watch the item's own fields first, then the form's. Read-only when the list field is.
 */
export function evaluateListItems(
  schema: FormSchema,
  listId: string,
  values: AnswerValues,
  readOnly = false,
): Record<string, FieldState>[] {
  const list = schema.fields[listId];
  const items = Array.isArray(values[listId]) ? (values[listId] as Record<string, unknown>[]) : [];
  if (!list?.items) return [];
  const validators = getFieldValidators(schema);
  const form = createVisibility(schema.fields, values);
  const locked = readOnly || !!list.readOnly;
  return items.map((item) => {
    const row = item && typeof item === "object" ? item : {};
    const { isVisible } = createVisibility(list.items!.fields, row, form.resolve);
    const states: Record<string, FieldState> = {};
    for (const id of list.items!.order) {
      const field = list.items!.fields[id];
      const visible = isVisible(id);
      const fieldReadOnly = locked || !!field.readOnly;
      const submitable = visible && !fieldReadOnly && field.widget !== "helptext";
      const errors = submitable ? validateValue(validators[itemKey(listId, id)], field, row[id]) : [];
      states[id] = {
        visible,
        enabled: visible && !fieldReadOnly,
        readOnly: fieldReadOnly,
        valid: !errors.length,
        submitable,
        errors,
      };
    }
    return states;
  });
}
