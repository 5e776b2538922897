import type { AnswerValues, FieldSchema, FieldState } from "../schema/types.ts";

/** Fields never checked for tab validity (SPEC §4), besides lists and hidden-widget fields. */
export const UNCHECKED_FIELDS = new Set(["city", "bacEtablissement"]);

/** Whether a field counts for its tab's validity: not a list, not a hidden widget, not city / bacEtablissement. */
export function isCheckedField(id: string, field: FieldSchema): boolean {
  return field.type !== "array" && field.widget !== "hidden" && !UNCHECKED_FIELDS.has(id);
}

/** Whether a tab is checked at all: bourses only when show_bourses is O, cvec only when show_doc_non_cve is N. */
export function isTabChecked(tabId: string, values: AnswerValues): boolean {
  if (tabId === "bourses") return values.show_bourses === "O";
  if (tabId === "cvec") return values.show_doc_non_cve === "N";
  return true;
}

/** The fields that make a tab invalid: checked, visible, submitable and with errors. */
export function invalidFieldsOfTab(
  tabId: string,
  ids: string[],
  fields: Record<string, FieldSchema>,
  states: Record<string, FieldState>,
  values: AnswerValues,
): string[] {
  if (!isTabChecked(tabId, values)) return [];
  return ids.filter((id) => {
    const state = states[id];
    return state && state.visible && state.submitable && !state.valid && isCheckedField(id, fields[id]);
  });
}
