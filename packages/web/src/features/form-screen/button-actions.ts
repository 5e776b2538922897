import type { TFunction } from "i18next";
import type { Locale } from "@portal/domain/i18n/index";
import type { AnswerHandle } from "../../form/answer-context.ts";
import type { FormStore } from "../../form/form-store.ts";
import type { AlertTexts } from "./form-alerts.tsx";
import type { SaveOutcome } from "./tab-saver.ts";

/** A question asked before an action that cannot be undone, its texts translated. */
export interface ConfirmQuestion {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
}

/** What a schema button's action receives: the answer, its values, the button's parameters. */
export interface ButtonContext {
  formId: string;
  answerId: number;
  login: string;
  store: FormStore;
  /** The answer's version: an action whose call changes the answer gives the new one here. */
  answer: AnswerHandle;
  parameters: Record<string, unknown>;
  t: TFunction;
  /** The interface language (i18next's). */
  lang: Locale;
  /** Reloads the answer from the server (after a validation: tabs lock, new tabs open). */
  reload(): Promise<void>;
  /** Saves one tab like its save button, without moving to the next tab or showing an alert. */
  saveTab(tab: string): Promise<SaveOutcome>;
  /** Asks the question in a modal dialog; true when the person confirms. */
  confirm(question: ConfirmQuestion): Promise<boolean>;
}

/**
 * The work behind a schema button, found by its `parameters.action` (validate-application,
 * pay-tuition, download-application-file…); it answers the alerts to show, if any.
 */
export type ButtonAction = (context: ButtonContext) => Promise<AlertTexts | void> | AlertTexts | void;

/** Actions by name; the journey's actions are given to FormScreenPage (see routes.tsx). */
export type ButtonActions = Record<string, ButtonAction>;

/** Runs the action of a button (by `parameters.action`, else by the button id); unknown ones do nothing. */
export async function runButtonAction(
  actions: ButtonActions,
  buttonId: string,
  context: ButtonContext,
): Promise<AlertTexts | void> {
  const name = typeof context.parameters.action === "string" ? context.parameters.action : buttonId;
  const action = actions[name] ?? actions[buttonId];
  return action ? await action(context) : undefined;
}
