import { createContext, useCallback, useContext, useSyncExternalStore } from "react";
import type { FieldState } from "@portal/domain/schema/types";
import type { FormStore } from "./form-store.ts";
import type { TabsView } from "./tabs-view.ts";

/** The store of the form being rendered; the value never changes while the form lives. */
export const FormStoreContext = createContext<FormStore | null>(null);

/** The store of the enclosing FormRenderer. */
export function useFormStore(): FormStore {
  const store = useContext(FormStoreContext);
  if (!store) throw new Error("useFormStore needs a FormRenderer (FormStoreContext) above it");
  return store;
}

/** The value of one field; re-renders only when that value changes. */
export function useFieldValue(id: string): unknown {
  const store = useFormStore();
  const subscribe = useCallback((listener: () => void) => store.subscribeValue(id, listener), [store, id]);
  const get = useCallback(() => store.getValue(id), [store, id]);
  return useSyncExternalStore(subscribe, get, get);
}

/** Any derived value of the store, re-rendering only when the selected value changes (Object.is). */
export function useFormSelector<T>(select: (store: FormStore) => T): T {
  const store = useFormStore();
  const get = () => select(store);
  return useSyncExternalStore(store.subscribe, get, get);
}

/** The engine state of one field (the same object while it does not change). */
export function useFieldState(id: string): FieldState | undefined {
  return useFormSelector((store) => store.getState().fields[id]);
}

/** Whether the errors of a field are shown: touched, or its tab checked or saved. */
export function useShowErrors(id: string): boolean {
  return useFormSelector((store) => store.showsErrors(id));
}

/** The tab bar's view; re-renders only when a tab's visibility, validity or badge changes. */
export function useTabsView(): TabsView {
  return useFormSelector((store) => store.getTabsView());
}
