import { describe, expect, it } from "vitest";
import { evaluate } from "../engine/evaluate.ts";
import { validateTab } from "../engine/tab-validity.ts";
import { translate } from "../i18n/index.ts";
import { candform } from "../schema/candform.ts";
import { APPLICATION_TABS } from "../workflow/tabs.ts";
import { applicationRules } from "./actions.ts";
import { completeApplication } from "./fixtures.ts";
import { runRules, type RuleContext } from "./types.ts";

// Each rule's negative test changes one thing in completeApplication(); that only proves the rule
// if everything else is valid, so the fixture itself must pass the engine and every rule.
describe("completeApplication", () => {
  const values = completeApplication();
  const login = "zoe@mail.example";

  it("makes every application tab visible and valid, field by field", () => {
    const state = evaluate(candform, values, { admin: false });
    for (const tab of APPLICATION_TABS) {
      expect(state.tabs[tab].visible, tab).toBe(true);
      expect(validateTab(candform, tab, values).errors, tab).toEqual({});
      expect(state.tabs[tab].valid, tab).toBe(true);
    }
  });

  it("passes every application rule with the engine's verdicts, as the final validation runs them", () => {
    const tabsValid = Object.fromEntries(
      APPLICATION_TABS.map((tab) => [tab, validateTab(candform, tab, values).valid]),
    );
    const invalidFields = APPLICATION_TABS.flatMap((tab) =>
      Object.keys(validateTab(candform, tab, values).errors).map((id) => ({
        id,
        title: candform.fields[id].title?.en ?? id,
      })),
    );
    const context: RuleContext = { login, tabsValid, invalidFields };
    const messages = runRules(applicationRules, values, context);
    expect(messages.map((m) => translate("en", m.key, m.params))).toEqual([]);
  });
});
