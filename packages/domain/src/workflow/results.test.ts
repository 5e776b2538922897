import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import type { AnswerValues } from "../rules/types.ts";
import {
  registrationButtonsVisible,
  resultText,
  scholarshipDecisionText,
  showResult,
  showScholarshipDecision,
} from "./results.ts";

describe("resultText", () => {
  it.each([
    ["O", "You are admitted"],
    ["N", "You are not admitted"],
    ["L", "You are in waiting list"],
    ["R", "Your application has been postponed to a later session"],
    ["C", "You are admitted, on condition that you obtain a language certificate"],
    ["-", "No result yet"],
    [undefined, "No result yet"],
    ["X", "No result yet"],
  ])("%s → %s", (admis, text) => expect(translate("en", resultText(admis))).toBe(text));
});

describe("showResult / showScholarshipDecision", () => {
  const validated = { candidat_validation: "O" };
  it.each<[string, AnswerValues, Record<string, unknown> | null, boolean, boolean]>([
    [
      "validated, both published",
      validated,
      { resultats_publies: true, resultats_brs_publies: 1 },
      true,
      true,
    ],
    [
      "validated, results only",
      validated,
      { resultats_publies: "O", resultats_brs_publies: false },
      true,
      false,
    ],
    ["validated, nothing published", validated, { resultats_publies: 0 }, false, false],
    ["validated, no jury", validated, null, false, false],
    [
      "not validated, published",
      { candidat_validation: "N" },
      { resultats_publies: true, resultats_brs_publies: true },
      false,
      false,
    ],
  ])("%s", (_, values, jury, result, decision) => {
    expect(showResult(values, jury)).toBe(result);
    expect(showScholarshipDecision(values, jury)).toBe(decision);
  });
});

describe("scholarshipDecisionText", () => {
  it.each([
    ["NA", "No scholarship has been awarded to you"],
    ["WL", "You are on the scholarship waiting list"],
    ["--", "No scholarship decision yet"],
    ["", "No scholarship decision yet"],
    ["TFW", "You are granted a tuition fee waiver"],
    ["ISAE-F", "You are granted a Foundation scholarship"],
    ["CEDAR", "You are granted the CEDAR scholarship"],
  ])("%j → %s", (decision, text) => {
    const { key, params } = scholarshipDecisionText(decision);
    expect(translate("en", key, params)).toBe(text);
  });
});

describe("registrationButtonsVisible", () => {
  it.each<[AnswerValues, boolean]>([
    [{ admis: "O", typeformation: "MSC" }, true],
    [{ admis: "C", typeformation: "AM" }, true],
    [{ admis: "O", typeformation: "MSC", candidat_confirmation: "O" }, false],
    [{ admis: "O", typeformation: "ING" }, false],
    [{ admis: "L", typeformation: "MSC" }, false],
    [{ admis: "N", typeformation: "MSC" }, false],
    [{ admis: "-", typeformation: "MSC" }, false],
  ])("%j → %s", (values, expected) => expect(registrationButtonsVisible(values)).toBe(expected));
});
