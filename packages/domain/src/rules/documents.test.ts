import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import type { AnswerValues } from "./types.ts";
import {
  documentsArePdf,
  removeInvalidDocEntries,
  requiredDocumentTypes,
  requiredDocumentsPresent,
} from "./documents.ts";
import { fileValue } from "./fixtures.ts";

const en = (messages: { key: string; params?: Record<string, string | number> }[]) =>
  messages.map((m) => translate("en", m.key, m.params));
const doc = (type: string, name = `${type}.pdf`) => ({ type_doc: type, doc_file: fileValue(name) });
const base = ["id", "cv", "cover", "degree", "transcript"].map((t) => doc(t));

describe("requiredDocumentTypes", () => {
  it.each<[string, AnswerValues, string[]]>([
    [
      "British MSC",
      { nationality: "GB", typeformation: "MSC" },
      ["id", "cv", "cover", "degree", "transcript"],
    ],
    [
      "French MSC",
      { nationality: "FR", typeformation: "MSC" },
      ["id", "cv", "cover", "degree", "transcript", "english"],
    ],
    [
      "French ING",
      { nationality: "FR", typeformation: "ING" },
      ["id", "cv", "cover", "degree", "transcript"],
    ],
    [
      "British AM MS SAS, unemployed",
      { nationality: "GB", typeformation: "AM", fstchoice: "MS SAS", unemployed: "O" },
      ["id", "cv", "cover", "degree", "transcript", "english", "pole_emploi"],
    ],
  ])("%s", (_, values, expected) => expect(requiredDocumentTypes(values)).toEqual(expected));
});

describe("requiredDocumentsPresent", () => {
  const british = { nationality: "GB", typeformation: "MSC" };
  it.each<[string, AnswerValues, string[]]>([
    ["all five", { ...british, docs: base }, []],
    [
      "cover missing",
      { ...british, docs: base.filter((d) => d.type_doc !== "cover") },
      ["Cover letter is missing or is not a pdf file"],
    ],
    [
      "cv missing",
      { ...british, docs: base.filter((d) => d.type_doc !== "cv") },
      ["CV document is missing or is not a pdf file"],
    ],
    [
      "id as docx",
      { ...british, docs: [...base.slice(1), doc("id", "id.docx")] },
      ["Identity document is missing or is not a pdf file"],
    ],
    [
      "degree missing",
      { ...british, docs: base.filter((d) => d.type_doc !== "degree") },
      ["Degree document is missing or is not a pdf file"],
    ],
    [
      "transcript missing",
      { ...british, docs: base.filter((d) => d.type_doc !== "transcript") },
      ["Transcript document is missing or is not a pdf file"],
    ],
    [
      "language certificate missing for a French national",
      { nationality: "FR", typeformation: "MSC", docs: base },
      ["Language certificate document is missing or is not a pdf file"],
    ],
    [
      "France Travail certificate missing when unemployed",
      { ...british, unemployed: "O", docs: base },
      ["France Travail document is missing or is not a pdf file"],
    ],
    [
      "no docs at all",
      { ...british },
      [
        "Identity document is missing or is not a pdf file",
        "CV document is missing or is not a pdf file",
        "Cover letter is missing or is not a pdf file",
        "Degree document is missing or is not a pdf file",
        "Transcript document is missing or is not a pdf file",
      ],
    ],
  ])("%s", (_, values, expected) => expect(en(requiredDocumentsPresent(values))).toEqual(expected));
  it("uses the codes DOCUMENTS_COVER_MISSING and DOCUMENTS_TYPE_MISSING", () => {
    expect(requiredDocumentsPresent({ nationality: "GB" }).map((m) => m.code)).toEqual([
      "DOCUMENTS_TYPE_MISSING",
      "DOCUMENTS_TYPE_MISSING",
      "DOCUMENTS_COVER_MISSING",
      "DOCUMENTS_TYPE_MISSING",
      "DOCUMENTS_TYPE_MISSING",
    ]);
  });
});

describe("documentsArePdf", () => {
  it.each<[string, unknown[], string[]]>([
    ["all PDF", base, []],
    [
      "another document as .doc",
      [...base, doc("other", "x.doc")],
      ["Other document is missing or is not a pdf file"],
    ],
    ["a second CV as .png", [...base, doc("cv", "cv.png")], ["CV document is missing or is not a pdf file"]],
    ["entries without a file are not judged here", [{ type_doc: "cv", doc_file: "" }], []],
  ])("%s", (_, docs, expected) => expect(en(documentsArePdf({ docs }))).toEqual(expected));
});

describe("removeInvalidDocEntries", () => {
  it("removes entries without a type or a file and says so", () => {
    const docs = [
      doc("cv"),
      { type_doc: "", doc_file: fileValue("a.pdf") },
      { type_doc: "id", doc_file: "" },
      { type_doc: "id" },
    ];
    const result = removeInvalidDocEntries(docs);
    expect(result.docs).toEqual([doc("cv")]);
    expect(en(result.messages)).toEqual(["Removed invalid doc entries"]);
    expect(result.messages[0].code).toBe("DOCUMENTS_INVALID_REMOVED");
  });
  it("says nothing when every entry is valid", () => {
    expect(removeInvalidDocEntries(base)).toEqual({ docs: base, messages: [] });
    expect(removeInvalidDocEntries(undefined)).toEqual({ docs: [], messages: [] });
  });
});
