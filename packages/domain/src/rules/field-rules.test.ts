import { describe, expect, it } from "vitest";
import "../engine/compile-validators.ts";
import { evaluate } from "../engine/evaluate.ts";
import { evaluateListItems } from "../engine/evaluate-items.ts";
import { validateTab } from "../engine/tab-validity.ts";
import { translate } from "../i18n/index.ts";
import { candform } from "../schema/candform.ts";
import type { AnswerValues } from "./types.ts";
import { applicationRules } from "./actions.ts";
import { FIELD_RULES, fieldRuleMessages } from "./field-rules.ts";
import { completeApplication } from "./fixtures.ts";
import { runRules } from "./types.ts";

const LOGIN = "zoe@mail.example";
const en = (errors: { key: string; params?: Record<string, string | number> }[]) =>
  errors.map((m) => translate("en", m.key, m.params));

/** The engine's verdict on one tab: the texts under a field, the tab's validity and its badge count. */
function judge(overrides: AnswerValues, tab: string, field: string) {
  const values = completeApplication(overrides);
  const state = evaluate(candform, values, { login: LOGIN });
  const shown = Object.values(validateTab(candform, tab, values, { login: LOGIN }).errors).flat();
  return {
    under: en(state.fields[field].errors),
    valid: state.tabs[tab].valid,
    badge: state.errorsByTab[tab],
    shown: shown.length,
  };
}

describe("the §5 field rules in the form engine", () => {
  it("leaves the complete application's tabs valid", () => {
    const state = evaluate(candform, completeApplication(), { login: LOGIN });
    for (const tab of new Set(FIELD_RULES.map((r) => r.tab))) expect(state.tabs[tab].valid).toBe(true);
  });

  it.each<[string, AnswerValues, string, string, string]>([
    [
      "a digit in the given name, under the first offending name (not the generic format text)",
      { givenName: "Zoé2" },
      "personal",
      "givenName",
      "Special characters are not allowed in Family, Given, Maiden or Middle names",
    ],
    [
      "a second choice equal to the first, under the second choice",
      { typeformation: "AM", mscchoice: "", fstchoice: "MSA", sndchoice: "MSA" },
      "choice",
      "sndchoice",
      "Your first choice must be different from your second and third choices",
    ],
    [
      "a referee's e-mail equal to the login, under that referee",
      { reco_email_2: "Zoe@Mail.example" },
      "choice",
      "reco_email_2",
      "Invalid e-mail address for referee 1 or referee 2",
    ],
    [
      "no complete identity card nor passport, under the identity card number",
      { idauthority: "" },
      "personal",
      "idcardno",
      "Identity information (identity card or passport) is missing",
    ],
    [
      "a PNG photo, under the photo",
      { uploadPhoto: JSON.stringify({ name: "me.png" }) },
      "personal",
      "uploadPhoto",
      "Photo is missing or is not a jpg file",
    ],
    [
      "equal bac specialities, under the second",
      { bacSpecialite2: "MATHS" },
      "background",
      "bacSpecialite2",
      "Bac specialities should be different",
    ],
    [
      "no funding, under the first funding field",
      { personal: false },
      "fund",
      "personal",
      "Funding details information is missing",
    ],
  ])("%s", (_, overrides, tab, field, text) => {
    const verdict = judge(overrides, tab, field);
    expect(verdict.under).toEqual([text]);
    expect(verdict.valid).toBe(false);
    expect(verdict.badge).toBe(1);
    expect(verdict.shown).toBe(1);
  });

  it("puts a wrong experience date under that row's end date, and counts it for the tab", () => {
    const prof_xp = [
      { company: "ACME", from_tod: "01/07/2022", from_tof: "31/08/2022" },
      { company: "Beta", from_tod: "01/09/2023", from_tof: "01/01/2023" },
    ];
    const values = completeApplication({ prof_xp });
    const rows = evaluateListItems(candform, "prof_xp", values);
    expect(en(rows[1].from_tof.errors)).toEqual([
      "Professional experience date error: the begin date must be before the end date",
    ]);
    expect(rows[0].from_tof.errors).toEqual([]);
    const state = evaluate(candform, values);
    expect(state.tabs.background.valid).toBe(false);
    expect(state.errorsByTab.background).toBe(1);
    expect(state.fields.prof_xp.errors.map((m) => m.field)).toEqual(["prof_xp.1.from_tof"]);
  });

  it("puts an incomplete academic line under its first missing field", () => {
    const heb_line = [{ institution: "Université", heb_from_tod: "01/09/2019", field_study: "math" }];
    const rows = evaluateListItems(candform, "heb_line", completeApplication({ heb_line }));
    expect(rows[0].heb_from_tof.errors.map((m) => m.code)).toEqual(["BACKGROUND_ACADEMIC"]);
  });

  it("counts in the badge every message shown, two fields breaking two rules included", () => {
    const values = completeApplication({ familyName: "X1", idauthority: "" });
    const state = evaluate(candform, values, { login: LOGIN });
    const shown = Object.values(validateTab(candform, "personal", values).errors).flat();
    expect(state.errorsByTab.personal).toBe(shown.length);
    expect(shown.map((m) => m.field)).toEqual(["familyName", "idcardno"]);
  });

  it("gives final validation each message with its tab and field", () => {
    const values = completeApplication({
      typeformation: "AM",
      fstchoice: "MSA",
      sndchoice: "MSA",
      personal: false,
    });
    const messages = runRules(applicationRules, values, { login: LOGIN });
    expect(messages.map((m) => [m.code, m.tab, m.field])).toEqual([
      ["CHOICES_DIFFER", "choice", "sndchoice"],
      ["FUNDING_MISSING", "fund", "personal"],
    ]);
  });
});

describe("group and statement messages", () => {
  // Regression: "at least one funding source" sat under the first field only; the validation tab's
  // unticked statements were listed at the top of the page only.
  it("marks the funding message as the funding group's, placed on its first field", () => {
    const messages = fieldRuleMessages({}).get("personal") ?? [];
    expect(messages.map((m) => [m.code, m.group, m.tab])).toEqual([
      ["FUNDING_MISSING", "fund_sources", "fund"],
    ]);
  });

  it("places each unticked statement of the validation tab under its box", () => {
    const placed = fieldRuleMessages({ typeformation: "MSC" });
    expect(placed.get("acknowledgement")?.map((m) => m.code)).toEqual(["ACKNOWLEDGEMENT_MISSING"]);
    expect(placed.get("val_testify2")?.map((m) => m.code)).toEqual(["TESTIFY_MISSING"]);
    const ticked = fieldRuleMessages({ typeformation: "MSC", acknowledgement: true, val_testify2: true });
    expect(ticked.has("acknowledgement") || ticked.has("val_testify2")).toBe(false);
  });
});
