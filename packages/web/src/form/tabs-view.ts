import { blockingTab } from "@portal/domain/engine/navigation";
import { indexOf } from "@portal/domain/engine/schema-index";
import { invalidFieldsOfTab } from "@portal/domain/engine/tab-checks";
import type { AnswerValues, EvaluateOptions, FormSchema, FormState } from "@portal/domain/schema/types";
import { VALIDATED_SUFFIX } from "@portal/domain/schema/types";

/** What the tab bar shows of one tab. */
export interface TabView {
  id: string;
  visible: boolean;
  enabled: boolean;
  valid: boolean;
  /** Errors the candidate can see in this tab (the badge). */
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
    const shown = tabRevealed(tab.id, values, revealed) ? invalid : invalid.filter((id) => touched.has(id));
    const blockedBy = blockingTab(schema, values, tab.id, { ...options, state });
    return {
      id: tab.id,
      visible: tabState.visible,
      enabled: tabState.enabled,
      valid: tabState.valid,
      shownErrors: shown.length,
      ...(blockedBy ? { blockedBy } : {}),
    };
  });
  const signature = JSON.stringify(tabs);
  return previous && previous.signature === signature ? previous : { tabs, signature };
}
