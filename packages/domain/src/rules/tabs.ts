import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues, Rule, RuleContext } from "./types.ts";
import { message } from "./types.ts";
import { isYes } from "./values.ts";
import { validatedFlag } from "../workflow/tabs.ts";

/** `{{tab}} tab is not validated` (key owned by the form catalogue, i18n/form.ts). */
export function tabNotValidated(tab: string, context: RuleContext = {}): Message {
  return {
    ...message("TAB_NOT_VALIDATED", "form.tabNotValidated", { tab: context.tabTitles?.[tab] ?? tab }),
    tab,
  };
}

/** `{{title}} is not completed properly` (key owned by the form catalogue, i18n/form.ts), under the field. */
export function fieldNotCompleted(title: string, field?: string, tab?: string): Message {
  const m = message("FIELD_NOT_COMPLETED", "form.fieldNotCompleted", { title });
  return { ...m, ...(tab ? { tab } : {}), ...(field ? { field } : {}) };
}

/**
 * Builds the rule "these tabs are validated" for a business action done from `actionTab`.
 * When the form engine's verdicts are given (context.tabsValid), only the tabs it judged are checked
 * (it leaves out invisible tabs) and each must be valid; otherwise `fallback` tabs are checked.
 * Each checked tab must also carry its `<tab>_validated` flag O, except the action's own tab, whose
 * flag the action itself sets.
 */
export function tabsValidated(tabs: (values: AnswerValues) => string[], actionTab: string): Rule {
  return (values, context) =>
    tabsToValidate(tabs(values), actionTab, values, context.tabsValid).map((tab) =>
      tabNotValidated(tab, context),
    );
}

/**
 * The tabs among `tabs` that an action done from `actionTab` would find not validated (what
 * tabsValidated reports, and what the candidate's home lists): with the engine's verdicts
 * (`judged`), only the judged tabs, each invalid one; and each without its `<tab>_validated` flag O,
 * the action's own tab apart.
 */
export function tabsToValidate(
  tabs: readonly string[],
  actionTab: string,
  values: AnswerValues,
  judged?: Record<string, boolean>,
): string[] {
  return tabs
    .filter((tab) => judged === undefined || tab in judged)
    .filter((tab) => judged?.[tab] === false || (tab !== actionTab && !isYes(values[validatedFlag(tab)])));
}

/** Every field the form engine found invalid is reported by its title. */
export function fieldsCompleted(_values: AnswerValues, context: RuleContext): Message[] {
  return (context.invalidFields ?? []).map((f) => fieldNotCompleted(f.title, f.id, f.tab));
}
