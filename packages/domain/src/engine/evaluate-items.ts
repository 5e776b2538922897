import type { AnswerValues, EvaluateOptions, FieldState, FormSchema } from "../schema/types.ts";
import { fieldRuleMessages } from "../rules/field-rules.ts";
import { itemKey } from "./constraints.ts";
import { getFieldValidators, validateValue } from "./validators.ts";
import { createVisibility } from "./visibility.ts";

/**
 * The state of each field of each item of a list field (heb_line, prof_xp, docs…). Conditions
 * watch the item's own fields first, then the form's. Read-only when the list field is. A §5 rule's
 * message placed on a row's field (`prof_xp.0.from_tof`) replaces that field's own messages.
 */
export function evaluateListItems(
  schema: FormSchema,
  listId: string,
  values: AnswerValues,
  readOnly = false,
  options: Pick<EvaluateOptions, "login"> = {},
): Record<string, FieldState>[] {
  const list = schema.fields[listId];
  const items = Array.isArray(values[listId]) ? (values[listId] as Record<string, unknown>[]) : [];
  if (!list?.items) return [];
  const validators = getFieldValidators(schema);
  const form = createVisibility(schema.fields, values);
  const locked = readOnly || !!list.readOnly;
  const placed = fieldRuleMessages(values, { login: options.login });
  return items.map((item, index) => {
    const row = item && typeof item === "object" ? item : {};
    const { isVisible } = createVisibility(list.items!.fields, row, form.resolve);
    const states: Record<string, FieldState> = {};
    for (const id of list.items!.order) {
      const field = list.items!.fields[id];
      const visible = isVisible(id);
      const fieldReadOnly = locked || !!field.readOnly;
      const submitable = visible && !fieldReadOnly && field.widget !== "helptext";
      const errors = submitable
        ? (placed.get(`${listId}.${index}.${id}`) ??
          validateValue(validators[itemKey(listId, id)], field, row[id]))
        : [];
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
