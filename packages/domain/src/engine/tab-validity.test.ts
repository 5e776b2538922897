import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import { candform, emptyAnswer } from "../schema/candform.ts";
import { tab, testForm, textField } from "./fixtures.ts";
import { invalidTabs, tabsValid, validateTab } from "./tab-validity.ts";

const form = testForm([tab("a", ["name", "list", "flag", "city", "bacEtablissement"]), tab("b", ["x"])], {
  name: textField({ required: true, pattern: "^[a-z]+$" }),
  list: {
    type: "array",
    widget: "text",
    required: true,
    items: { fields: { y: textField({ required: true }) }, order: ["y"] },
  },
  flag: textField({ widget: "hidden", required: true }),
  city: textField({ required: true }),
  bacEtablissement: textField({ required: true }),
  x: textField({ required: true }),
});

describe("validateTab", () => {
  it("is valid when every submitable, visible field is valid", () => {
    expect(validateTab(form, "a", { name: "ok" })).toEqual({ valid: true, errors: {} });
    const result = validateTab(form, "a", { name: "NO" });
    expect(result.valid).toBe(false);
    expect(Object.keys(result.errors)).toEqual(["name"]);
    expect(translate("en", result.errors.name[0].key)).toBe("does not have the expected format");
  });

  it("does not check array fields, hidden-widget fields, city and bacEtablissement", () => {
    expect(validateTab(form, "a", { name: "ok", list: [{}] }).valid).toBe(true);
  });

  it("checks bourses only when show_bourses is O, cvec only when show_doc_non_cve is N", () => {
    const values = {
      ...emptyAnswer(),
      typeformation: "MSC",
      mscchoice: "MAE",
      bourses_tuition: true,
      candidat_confirmation: "O",
    };
    expect(validateTab(candform, "bourses", { ...values, show_bourses: "N" }).valid).toBe(true);
    expect(validateTab(candform, "bourses", { ...values, show_bourses: "O" }).errors).toHaveProperty(
      "bourses_tuition_letter",
    );
    expect(validateTab(candform, "cvec", { ...values, show_doc_non_cve: "O" }).valid).toBe(true);
    expect(Object.keys(validateTab(candform, "cvec", { ...values, show_doc_non_cve: "N" }).errors)).toEqual([
      "cvec_number",
      "cvec_file",
    ]);
  });

  it("refuses an unknown tab", () => {
    expect(() => validateTab(form, "nope", {})).toThrow("Unknown tab nope");
  });
});

describe("sets of tabs", () => {
  it("are valid only if each tab is", () => {
    expect(tabsValid(form, { name: "ok", x: "x" }, ["a", "b"])).toBe(true);
    expect(tabsValid(form, { name: "ok" }, ["a", "b"])).toBe(false);
    expect(invalidTabs(form, { name: "NO" }, ["b", "a"])).toEqual(["a", "b"]);
  });

  it("list what blocks a new candidate's application", () => {
    const blocked = invalidTabs(candform, emptyAnswer(), [
      "choice",
      "personal",
      "background",
      "langs",
      "fund",
      "docs",
      "payment",
      "validation",
    ]);
    // The validation tab's statements are field rules (their messages under their boxes): unticked, it blocks too.
    expect(blocked).toEqual(["choice", "personal", "background", "langs", "fund", "validation"]);
  });
});
