import { deriveValues } from "@portal/domain/engine/derived-fields";
import { evaluate } from "@portal/domain/engine/evaluate";
import type { AnswerValues, EvaluateOptions, FormSchema, FormState } from "@portal/domain/schema/types";
import { indexOf } from "@portal/domain/engine/schema-index";
import { buildTabsView, tabRevealed } from "./tabs-view.ts";
import type { TabsView } from "./tabs-view.ts";

type Listener = () => void;

/** Options of a form store: the engine's evaluation options (admin mode, read-only tabs, the answer's login). */
export type FormStoreOptions = Pick<EvaluateOptions, "admin" | "readOnlyTabs" | "readOnlyFields" | "login">;

/**
 * The values of one form, outside React, with one subscription per field: a keystroke notifies
 * the field typed into, then re-evaluates the form once (the engine keeps unchanged field states
 * identical), so only the fields whose state changed and the tab bar (when a tab changes) re-render.
 */
export interface FormStore {
  readonly schema: FormSchema;
  getValues(): AnswerValues;
  getValue(id: string): unknown;
  /** Sets one value (a keystroke), marks the field touched, re-evaluates once. */
  setValue(id: string, value: unknown): void;
  /** Replaces several values at once (a loaded answer, the server's stored data) without touching them. */
  setValues(values: AnswerValues, replace?: boolean): void;
  getState(): FormState;
  /** Tab states as the tab bar shows them; the same object while nothing it shows changes. */
  getTabsView(): TabsView;
  getOptions(): FormStoreOptions;
  setOptions(options: FormStoreOptions): void;
  /** Errors show once a field is touched or its whole tab has been checked (a save attempt). */
  isTouched(id: string): boolean;
  touch(id: string): void;
  revealTab(tabId: string): void;
  /** Whether the errors of a field are shown: touched, or its whole tab's errors are shown. */
  showsErrors(id: string): boolean;
  /** Whether every error of a tab is shown: after a save attempt, or once saved (flag O). */
  showsTabErrors(tabId: string): boolean;
  isRevealed(tabId: string): boolean;
  subscribeValue(id: string, listener: Listener): () => void;
  /** Any change of state (field states, touched, revealed tabs); read with a selector. */
  subscribe(listener: Listener): () => void;
}

/** Creates the store of a form with its initial values. */
export function createFormStore(
  schema: FormSchema,
  initial: AnswerValues = {},
  initialOptions: FormStoreOptions = {},
): FormStore {
  let values: AnswerValues = { ...initial };
  let options = initialOptions;
  let state = evaluate(schema, values, options);
  const touched = new Set<string>();
  const revealed = new Set<string>();
  let tabsView = buildTabsView(schema, values, state, options, touched, revealed);
  const valueListeners = new Map<string, Set<Listener>>();
  const listeners = new Set<Listener>();

  const refresh = () => {
    state = evaluate(schema, values, { ...options, previous: state });
    refreshTabs();
  };
  const refreshTabs = () => {
    tabsView = buildTabsView(schema, values, state, options, touched, revealed, tabsView);
    for (const listener of [...listeners]) listener();
  };
  const notifyValue = (id: string) => {
    for (const listener of [...(valueListeners.get(id) ?? [])]) listener();
  };

  return {
    schema,
    getValues: () => values,
    getValue: (id) => values[id],
    setValue(id, value) {
      if (Object.is(values[id], value)) return;
      const before = values;
      // What this value sets elsewhere (the level and grade of an access title) shows at once.
      values = deriveValues({ ...values, [id]: value });
      touched.add(id);
      for (const changed of new Set([...Object.keys(before), ...Object.keys(values)]))
        if (!Object.is(before[changed], values[changed])) notifyValue(changed);
      refresh();
    },
    setValues(next, replace = false) {
      const before = values;
      values = replace ? { ...next } : { ...values, ...next };
      for (const id of new Set([...Object.keys(before), ...Object.keys(values)]))
        if (!Object.is(before[id], values[id])) notifyValue(id);
      refresh();
    },
    getState: () => state,
    getTabsView: () => tabsView,
    getOptions: () => options,
    setOptions(next) {
      options = next;
      state = evaluate(schema, values, options);
      refreshTabs();
    },
    isTouched: (id) => touched.has(id),
    touch(id) {
      if (touched.has(id)) return;
      touched.add(id);
      refreshTabs();
    },
    revealTab(tabId) {
      if (revealed.has(tabId)) return;
      revealed.add(tabId);
      refreshTabs();
    },
    isRevealed: (tabId) => revealed.has(tabId),
    showsTabErrors: (tabId) => tabRevealed(tabId, values, revealed),
    showsErrors(id) {
      if (touched.has(id)) return true;
      const tab = indexOf(schema).tabOf.get(id);
      return tab !== undefined && tabRevealed(tab, values, revealed);
    },
    subscribeValue(id, listener) {
      let set = valueListeners.get(id);
      if (!set) valueListeners.set(id, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
