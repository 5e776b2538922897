import type { Locale } from "@portal/domain/i18n/index";
import type { InvalidField, RuleContext } from "@portal/domain/rules/types";
import type { AnswerValues, FormSchema } from "@portal/domain/schema/types";
import { evaluate } from "@portal/domain/engine/evaluate";
import { validateTab } from "@portal/domain/engine/tab-validity";

/**
 * The form engine's verdicts a workflow action's rules need, for the candidate's view of the answer:
 * the validity of each of the action's tabs the candidate can see (a hidden tab holds nothing to
 * complete), every invalid field of those tabs by its title, and tab titles, all in `locale`.
 * Always evaluated in candidate mode, even when an administrator acts: the rules judge the candidate's
 * form, not the admin screen (where every tab shows).
 */
export function workflowRuleContext(
  schema: FormSchema,
  values: AnswerValues,
  tabs: string[],
  options: { locale: Locale; login: string },
): RuleContext {
  const state = evaluate(schema, values, { admin: false });
  const judged = schema.tabs.filter((tab) => tabs.includes(tab.id) && state.tabs[tab.id]?.visible);
  const tabsValid: Record<string, boolean> = {};
  const invalidFields: InvalidField[] = [];
  for (const tab of judged) {
    tabsValid[tab.id] = state.tabs[tab.id].valid;
    for (const id of Object.keys(validateTab(schema, tab.id, values).errors)) {
      invalidFields.push({ id, title: schema.fields[id]?.title?.[options.locale] ?? id });
    }
  }
  const tabTitles = Object.fromEntries(schema.tabs.map((tab) => [tab.id, tab.title[options.locale]]));
  return { login: options.login, tabsValid, tabTitles, invalidFields };
}
