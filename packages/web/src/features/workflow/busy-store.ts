import { useSyncExternalStore } from "react";

/** What the journey is waiting for: the catalogue key of the text shown beside the spinner. */
export type BusyText = "workflowUi.busy" | "workflowUi.generating" | "workflowUi.openingPayment";

let current: BusyText | null = null;
const listeners = new Set<() => void>();

function set(next: BusyText | null) {
  current = next;
  for (const listener of [...listeners]) listener();
}

/**
 * Runs one journey call at a time (a validation, a payment, a report): while it runs the spinner
 * shows its text, and a second click is ignored (answers undefined) instead of sending twice.
 */
export async function whileBusy<T>(text: BusyText, work: () => Promise<T>): Promise<T | undefined> {
  if (current) return undefined;
  set(text);
  try {
    return await work();
  } finally {
    set(null);
  }
}

/** React hook: the text of the call under way, or null. */
export function useBusy(): BusyText | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
