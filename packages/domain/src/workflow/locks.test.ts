import { describe, expect, it } from "vitest";
import type { AnswerValues } from "../rules/types.ts";
import { isTabLocked, lockedTabs, tuitionEnabled } from "./locks.ts";
import { APPLICATION_TABS, REGISTRATION_TABS } from "./tabs.ts";

describe("lockedTabs", () => {
  it.each<[string, AnswerValues, string[]]>([
    ["a new answer", {}, []],
    ["application validated", { candidat_validation: "O" }, APPLICATION_TABS],
    [
      "scholarships validated",
      { candidat_validation: "O", bourse_validation: "O" },
      [...APPLICATION_TABS, "bourses"],
    ],
    [
      "registration confirmed",
      { candidat_validation: "O", candidat_confirmation: "O" },
      [...APPLICATION_TABS, ...REGISTRATION_TABS],
    ],
    [
      "tuition paid",
      { candidat_validation: "O", candidat_confirmation: "O", tuition_paiement_confirmation: "O" },
      [...APPLICATION_TABS, ...REGISTRATION_TABS, "registration_docs", "tuition"],
    ],
  ])("%s", (_, values, expected) => expect(lockedTabs(values)).toEqual(expected));
  it("never locks an administrator out", () => {
    expect(lockedTabs({ candidat_validation: "O", bourse_validation: "O" }, "admin")).toEqual([]);
    expect(isTabLocked({ candidat_validation: "O" }, "choice", "admin")).toBe(false);
    expect(isTabLocked({ candidat_validation: "O" }, "choice")).toBe(true);
    expect(isTabLocked({ candidat_validation: "O" }, "registration")).toBe(false);
  });
});

describe("tuitionEnabled", () => {
  it.each<[AnswerValues, boolean]>([
    [{ registration_docs_validated: "O" }, true],
    [{ registration_docs_validated: "N" }, false],
    [{}, false],
  ])("%j → %s", (values, expected) => expect(tuitionEnabled(values)).toBe(expected));
});
