import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues, EvaluateOptions, FormSchema } from "../schema/types.ts";
import { evaluate, evaluateTabFields, type TabFieldsState } from "./evaluate.ts";
import { tabFieldIds } from "./schema-index.ts";
import { countedErrors, invalidFieldsOfTab } from "./tab-checks.ts";

export { UNCHECKED_FIELDS, isCheckedField, isTabChecked } from "./tab-checks.ts";

/** Result of checking one tab: valid, and the messages of each field that makes it invalid (a list: those placed on its rows). */
export interface TabValidation {
  valid: boolean;
  errors: Record<string, Message[]>;
}

/**
 * Checks one tab (what the server runs on save, and the browser before saving): valid when every
 * submitable, visible field of its fieldsets is valid, lists, hidden widgets, city and
 * bacEtablissement excepted; bourses only when show_bourses is O, cvec only when show_doc_non_cve is N.
 * `state`: the evaluation of these very values with these options (of the whole form or of this
 * tab), when the caller has it already; else only the tab's fields are evaluated.
 */
export function validateTab(
  schema: FormSchema,
  tabId: string,
  values: AnswerValues,
  options: EvaluateOptions = {},
  state?: TabFieldsState,
): TabValidation {
  if (!schema.tabs.some((t) => t.id === tabId)) throw new Error(`Unknown tab ${tabId}`);
  state ??= evaluateTabFields(schema, tabId, values, options);
  const invalid = invalidFieldsOfTab(tabId, tabFieldIds(schema, tabId), schema.fields, state.fields, values);
  return {
    valid: invalid.length === 0,
    errors: Object.fromEntries(
      invalid.map((id) => [id, countedErrors(id, schema.fields[id], state.fields[id])]),
    ),
  };
}

/** A set of tabs is valid only if each (visible) tab is valid; hidden tabs hold nothing to complete. */
export function tabsValid(
  schema: FormSchema,
  values: AnswerValues,
  tabIds: string[],
  options: EvaluateOptions = {},
): boolean {
  const { tabs } = evaluate(schema, values, options);
  return tabIds.every((id) => !tabs[id] || !tabs[id].visible || tabs[id].valid);
}

/** The visible tabs among `tabIds` that are not valid, in form order. */
export function invalidTabs(
  schema: FormSchema,
  values: AnswerValues,
  tabIds: string[],
  options: EvaluateOptions = {},
): string[] {
  const { tabs } = evaluate(schema, values, options);
  return schema.tabs
    .map((t) => t.id)
    .filter((id) => tabIds.includes(id) && tabs[id].visible && !tabs[id].valid);
}
