import type { AnswerValues, EvaluateOptions, FormSchema, FormState } from "../schema/types.ts";
import { evaluate } from "./evaluate.ts";

type NavigationOptions = EvaluateOptions & { state?: FormState };

/**
 * The first visible, enabled tab before `tabId` that is not valid: what blocks moving there.
 * Undefined when nothing blocks (admin mode never blocks).
 */
export function blockingTab(
  schema: FormSchema,
  values: AnswerValues,
  tabId: string,
  options: NavigationOptions = {},
): string | undefined {
  if (options.admin) return undefined;
  const { tabs } = options.state ?? evaluate(schema, values, options);
  for (const tab of schema.tabs) {
    if (tab.id === tabId) return undefined;
    const state = tabs[tab.id];
    if (state.visible && state.enabled && !state.valid) return tab.id;
  }
  return undefined;
}

/**
 * Whether the candidate may move to a tab: it must be visible and enabled, and every earlier
 * (visible, enabled) tab valid — the tab being left included, so one cannot jump ahead past an
 * invalid tab, while going back is always possible.
 */
export function canMoveTo(
  schema: FormSchema,
  values: AnswerValues,
  tabId: string,
  options: NavigationOptions = {},
): boolean {
  const state = options.state ?? evaluate(schema, values, options);
  const target = state.tabs[tabId];
  if (!target || !target.visible || !target.enabled) return false;
  return blockingTab(schema, values, tabId, { ...options, state }) === undefined;
}

/** Makes `tabId` the only active tab (works on TabSchema[] or any list of {id, active}). */
export function selectTab<T extends { id: string; active?: boolean }>(tabs: T[], tabId: string): T[] {
  return tabs.map((tab) => ({ ...tab, active: tab.id === tabId }));
}

/** The next visible, enabled tab after `tabId` (where a successful save moves to), if any. */
export function nextTab(
  schema: FormSchema,
  values: AnswerValues,
  tabId: string,
  options: NavigationOptions = {},
): string | undefined {
  const { tabs } = options.state ?? evaluate(schema, values, options);
  const from = schema.tabs.findIndex((t) => t.id === tabId);
  return schema.tabs.slice(from + 1).find((t) => tabs[t.id].visible && tabs[t.id].enabled)?.id;
}
