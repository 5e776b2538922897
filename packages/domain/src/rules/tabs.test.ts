import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import { fieldNotCompleted, fieldsCompleted, tabNotValidated, tabsValidated } from "./tabs.ts";

const rule = tabsValidated(() => ["choice", "personal", "validation"], "validation");
const tabsOf = (messages: { params?: Record<string, string | number> }[]) =>
  messages.map((m) => m.params?.tab);

describe("tabsValidated", () => {
  it.each<[string, Record<string, unknown>, Record<string, boolean> | undefined, unknown[]]>([
    ["flags O, no engine verdict", { choice_validated: "O", personal_validated: "O" }, undefined, []],
    ["a flag N", { choice_validated: "O", personal_validated: "N" }, undefined, ["personal"]],
    ["flags missing", {}, undefined, ["choice", "personal"]],
    [
      "the engine says a tab is invalid",
      { choice_validated: "O", personal_validated: "O" },
      { choice: false, personal: true },
      ["choice"],
    ],
    [
      "the action's own tab is judged by the engine only",
      { choice_validated: "O", personal_validated: "O" },
      { choice: true, personal: true, validation: false },
      ["validation"],
    ],
    ["tabs the engine left out (invisible) are skipped", { choice_validated: "O" }, { choice: true }, []],
  ])("%s", (_, values, tabsValid, expected) => {
    expect(tabsOf(rule(values, tabsValid ? { tabsValid } : {}))).toEqual(expected);
  });
  it("names tabs by their titles when given", () => {
    const [m] = rule({ personal_validated: "O" }, { tabTitles: { choice: "Choice of programme" } });
    expect(m).toEqual({
      code: "TAB_NOT_VALIDATED",
      key: "form.tabNotValidated",
      params: { tab: "Choice of programme" },
      tab: "choice",
    });
  });
});

describe("fieldsCompleted", () => {
  it("reports each invalid field by its title, under the field of its tab", () => {
    const messages = fieldsCompleted(
      {},
      { invalidFields: [{ id: "zip", title: "Zip code", tab: "address" }] },
    );
    expect(messages).toEqual([
      {
        code: "FIELD_NOT_COMPLETED",
        key: "form.fieldNotCompleted",
        params: { title: "Zip code" },
        tab: "address",
        field: "zip",
      },
    ]);
    expect(fieldsCompleted({}, {})).toEqual([]);
  });
});

describe("form catalogue texts", () => {
  it("reads '{tab} tab is not validated' and '{title} is not completed properly'", () => {
    const t = tabNotValidated("Personal");
    const f = fieldNotCompleted("Zip code");
    expect(translate("en", t.key, t.params)).toBe("Personal tab is not validated");
    expect(translate("en", f.key, f.params)).toBe("Zip code is not completed properly");
  });
});
