import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import type { AnswerValues } from "./types.ts";
import {
  chosenScholarshipsEligible,
  scholarshipChosen,
  scholarshipDocumentsPresent,
  scholarshipDocumentsRule,
} from "./scholarship-documents.ts";
import { fileValue } from "./fixtures.ts";

const en = (messages: { key: string; params?: Record<string, string | number> }[]) =>
  messages.map((m) => translate("en", m.key, m.params));
const mscMae = { typeformation: "MSC", mscchoice: "MAE", is_european: "N" };

describe("scholarshipDocumentsPresent", () => {
  it.each<[string, AnswerValues, string[]]>([
    [
      "tuition waiver without its letter",
      { ...mscMae, bourses_tuition: true },
      ["Motivation letter is missing or is not a pdf file"],
    ],
    [
      "tuition waiver with a .docx letter",
      { ...mscMae, bourses_tuition: true, bourses_tuition_letter: fileValue("m.docx") },
      ["Motivation letter is missing or is not a pdf file"],
    ],
    [
      "tuition waiver with its PDF letter",
      { ...mscMae, bourses_tuition: "O", bourses_tuition_letter: fileValue("m.pdf") },
      [],
    ],
    ["cedar (no document in the schema)", { ...mscMae, bourses_cedar: "O" }, []],
    ["nothing chosen", { ...mscMae, bourses_tuition: false }, []],
  ])("%s", (_, values, expected) => expect(en(scholarshipDocumentsPresent(values, {}))).toEqual(expected));
});

describe("scholarshipDocumentsRule", () => {
  const rule = scholarshipDocumentsRule({
    cedar: { field: "bourses_cedar_doc", label: "CEDAR application form" },
  });
  it.each<[string, AnswerValues, string[]]>([
    ["cedar with its PDF", { ...mscMae, bourses_cedar: "O", bourses_cedar_doc: fileValue("c.pdf") }, []],
    [
      "cedar without it",
      { ...mscMae, bourses_cedar: "O" },
      ["CEDAR application form document is missing or is not a pdf file"],
    ],
    [
      "cedar with a .jpg",
      { ...mscMae, bourses_cedar: "O", bourses_cedar_doc: fileValue("c.jpg") },
      ["CEDAR application form document is missing or is not a pdf file"],
    ],
  ])("%s", (_, values, expected) => expect(en(rule(values, {}))).toEqual(expected));
  it("reports SCHOLARSHIP_DOCUMENT_MISSING with the file parameter", () => {
    expect(rule({ bourses_cedar: "O" }, {})).toEqual([
      {
        code: "SCHOLARSHIP_DOCUMENT_MISSING",
        key: "rules.scholarships.documentMissing",
        params: { file: "CEDAR application form" },
      },
    ]);
  });
});

describe("scholarshipChosen and chosenScholarshipsEligible", () => {
  it.each<[string, AnswerValues, string[]]>([
    ["none chosen", { ...mscMae }, ["You must choose at least one scholarship program"]],
    [
      "tsae chosen by a non-European",
      { ...mscMae, bourses_tsae: "O" },
      ["You are not eligible for the TSAE scholarship"],
    ],
    ["dga chosen for MSC", { ...mscMae, bourses_dga: "O" }, ["You are not eligible for the DGA scholarship"]],
    ["gifas chosen by a non-European", { ...mscMae, bourses_gifas: "O" }, []],
    ["mbda (no condition in the spec)", { typeformation: "AM", bourses_mbda: "O" }, []],
  ])("%s", (_, values, expected) => {
    expect(en([...scholarshipChosen(values), ...chosenScholarshipsEligible(values)])).toEqual(expected);
  });
});
