import type { Locale } from "@portal/domain/i18n/index";
import type { InvalidField, RuleContext } from "@portal/domain/rules/types";
import type { AnswerValues, FormSchema } from "@portal/domain/schema/types";
import { evaluate } from "@portal/domain/engine/evaluate";
import { validateTab } from "@portal/domain/engine/tab-validity";

/**
 * The form engine's verdicts a workflow action's rules need, for the candidate's view of the answer:
 * the validity of each of the action's tabs the candidate can see (a hidden tab holds nothing to
 * complete), every invalid field of those tabs by its title, and tab titles, all in `locale`. A field
 * (or tab) invalid only by §5 field rules is left out: the action's rules give those messages themselves.
 * Always evaluated in candidate mode, even when an administrator acts: the rules judge the candidate's
 * form, not the admin screen (where every tab shows).
 */
export function workflowRuleContext(
  schema: FormSchema,
  values: AnswerValues,
  tabs: string[],
  options: { locale: Locale; login: string },
): RuleContext {
  const evaluation = { admin: false, login: options.login };
  const state = evaluate(schema, values, evaluation);
  const judged = schema.tabs.filter((tab) => tabs.includes(tab.id) && state.tabs[tab.id]?.visible);
  const tabsValid: Record<string, boolean> = {};
  const invalidFields: InvalidField[] = [];
  for (const tab of judged) {
    // The evaluation above serves every tab's check: the form is evaluated once, not once per tab.
    const { errors } = validateTab(schema, tab.id, values, evaluation, state);
    const invalid = Object.entries(errors).filter(([, messages]) =>
      messages.some((m) => m.field === undefined),
    );
    tabsValid[tab.id] = invalid.length === 0;
    for (const [id] of invalid) {
      invalidFields.push({ id, title: schema.fields[id]?.title?.[options.locale] ?? id, tab: tab.id });
    }
  }
  const tabTitles = Object.fromEntries(schema.tabs.map((tab) => [tab.id, tab.title[options.locale]]));
  return { login: options.login, tabsValid, tabTitles, invalidFields };
}
