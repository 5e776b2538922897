import type { Message } from "../i18n/catalogue.ts";
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

/**
 * The messages of a field that count for its tab: all of a checked field's, and of a list only the
 * §5 rules' messages placed on its rows (its rows' own checks do not make the tab invalid, SPEC §4).
 */
export function countedErrors(id: string, field: FieldSchema, state: FieldState | undefined): Message[] {
  if (!state || !state.visible || !state.submitable) return [];
  if (isCheckedField(id, field)) return state.errors;
  return field.type === "array" ? state.errors.filter((m) => m.field !== undefined && m.field !== id) : [];
}

/** The fields that make a tab invalid: visible, submitable and with counted errors. */
export function invalidFieldsOfTab(
  tabId: string,
  ids: string[],
  fields: Record<string, FieldSchema>,
  states: Record<string, FieldState>,
  values: AnswerValues,
): string[] {
  if (!isTabChecked(tabId, values)) return [];
  return ids.filter((id) => countedErrors(id, fields[id], states[id]).length > 0);
}
