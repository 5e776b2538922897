import { blockingTab } from "@portal/domain/engine/navigation";
import { indexOf } from "@portal/domain/engine/schema-index";
import { evaluateListItems } from "@portal/domain/engine/evaluate-items";
import { countedErrors, invalidFieldsOfTab, isTabChecked } from "@portal/domain/engine/tab-checks";
import type { AnswerValues, EvaluateOptions, FormSchema, FormState } from "@portal/domain/schema/types";
import { VALIDATED_SUFFIX } from "@portal/domain/schema/types";

/** What the tab bar shows of one tab. */
export interface TabView {
  id: string;
  visible: boolean;
  enabled: boolean;
  valid: boolean;
  /** Error messages the candidate can see in this tab (the badge): one per message shown, not per field. */
  shownErrors: number;
  /** The earlier invalid tab that keeps this one closed, if any. */
  blockedBy?: string;
}

/** The tab bar's view of every tab, with a signature to keep the same object while nothing changes. */
export interface TabsView {
  tabs: TabView[];
  signature: string;
}

/** Whether the errors of a whole tab are shown: after a save attempt, or once it was saved (flag O). */
export function tabRevealed(tabId: string, values: AnswerValues, revealed: ReadonlySet<string>): boolean {
  return revealed.has(tabId) || values[`${tabId}${VALIDATED_SUFFIX}`] === "O";
}

/** The messages a revealed tab's lists show on their rows (their own checks and the §5 rules placed there). */
function rowMessages(
  schema: FormSchema,
  ids: string[],
  values: AnswerValues,
  state: FormState,
  options: EvaluateOptions,
): number {
  return ids
    .filter(
      (id) => schema.fields[id]?.type === "array" && schema.fields[id].items && state.fields[id]?.visible,
    )
    .flatMap((id) => evaluateListItems(schema, id, values, state.fields[id].readOnly, options))
    .flatMap((row) => Object.values(row))
    .reduce((sum, cell) => sum + (cell.visible ? cell.errors.length : 0), 0);
}

/** Computes the tab bar's view; returns `previous` when nothing shown changed. */
export function buildTabsView(
  schema: FormSchema,
  values: AnswerValues,
  state: FormState,
  options: EvaluateOptions,
  touched: ReadonlySet<string>,
  revealed: ReadonlySet<string>,
  previous?: TabsView,
): TabsView {
  const index = indexOf(schema);
  const tabs = schema.tabs.map((tab): TabView => {
    const tabState = state.tabs[tab.id];
    const ids = index.fieldsOf.get(tab.id) ?? [];
    const invalid = invalidFieldsOfTab(tab.id, ids, schema.fields, state.fields, values);
    const whole = tabRevealed(tab.id, values, revealed);
    // Count messages, not fields: a field may show two, and a list's rows show theirs (issue #12).
    const shown =
      invalid
        .filter((id) => schema.fields[id].type !== "array" && (whole || touched.has(id)))
        .reduce((sum, id) => sum + countedErrors(id, schema.fields[id], state.fields[id]).length, 0) +
      (whole && isTabChecked(tab.id, values) ? rowMessages(schema, ids, values, state, options) : 0);
    const blockedBy = blockingTab(schema, values, tab.id, { ...options, state });
    return {
      id: tab.id,
      visible: tabState.visible,
      enabled: tabState.enabled,
      valid: tabState.valid,
      shownErrors: shown,
      ...(blockedBy ? { blockedBy } : {}),
    };
  });
  const signature = JSON.stringify(tabs);
  return previous && previous.signature === signature ? previous : { tabs, signature };
}
