import type { TFunction } from "i18next";
import type { Locale } from "@portal/domain/i18n/index";
import { tabFieldIds } from "@portal/domain/engine/schema-index";
import type { FormStore } from "../../form/form-store.ts";
import type { ProblemGroup } from "../../lib/problem-groups.ts";

/** The alerts an action answers (the form screen shows them: danger, what is left by tab, success). */
export interface WorkflowAlerts {
  danger?: string;
  problems?: ProblemGroup[];
  success?: string;
}

/** How saving a tab came out (the form screen's save flow, without moving to the next tab). */
export interface TabSaveOutcome {
  kind: "invalid" | "saved" | "failed";
  message?: string;
}

/**
 * What a journey button's action receives from the form screen: the answer's login and values, the
 * button's parameters, the translator and language, a reload of the answer from the server and the save of a tab.
 */
export interface WorkflowContext {
  login: string;
  store: FormStore;
  parameters: Record<string, unknown>;
  t: TFunction;
  /** The interface language (i18next's), for the schema's localized texts. */
  lang: Locale;
  reload(): Promise<void>;
  saveTab(tab: string): Promise<TabSaveOutcome>;
  /** Asks a question in a modal dialog (texts translated); true when the person confirms. */
  confirm(question: { title: string; body: string; confirm: string; cancel: string }): Promise<boolean>;
}

/** A journey button's action: the alerts to show, or nothing (a click ignored while another call runs). */
export type WorkflowAction = (context: WorkflowContext) => Promise<WorkflowAlerts | void>;

/** Whether a tab holds something the person can fill in now (then it is saved before a validation). */
export function tabHasInput(store: FormStore, tab: string): boolean {
  const state = store.getState();
  if (!state.tabs[tab]?.visible) return false;
  return tabFieldIds(store.schema, tab).some((id) => {
    const widget = store.schema.fields[id]?.widget;
    return state.fields[id]?.submitable && widget !== "hidden" && widget !== "helptext";
  });
}
