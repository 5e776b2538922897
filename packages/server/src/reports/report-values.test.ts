import { describe, expect, it } from "vitest";
import { candform } from "@portal/domain/schema/candform";
import { fileValue } from "@portal/domain/rules/fixtures";
import { formatDate, formatValue, resolveLookup, type ValueContext } from "./report-values.ts";

const labels: Record<string, string> = {
  "pays|DE": "Germany",
  "iformformations/AM|MS SAS": "MS Space Systems",
};
const ctx = (locale: "en" | "fr" = "en"): ValueContext => ({
  locale,
  lookupLabel: (path, code) => labels[`${path}|${code}`],
});
const f = candform.fields;

describe("formatValue", () => {
  it.each([
    ["option label instead of code", f.typeformation, "AM", "en", "Advanced Masters"],
    ["option label in French", f.typeformation, "AM", "fr", "Mastère Spécialisé"],
    ["yes/no radio", f.unemployed, "N", "en", "No"],
    ["yes/no radio in French", f.unemployed, "O", "fr", "Oui"],
    ["ticked box (true)", f.acknowledgement, true, "en", "Yes"],
    ["unticked box (false)", f.acknowledgement, false, "en", "No"],
    ["box stored as O", f.personal, "O", "fr", "Oui"],
    ["box stored as text", f.personal, "false", "en", "No"],
    ["date kept dd/mm/yyyy", f.dateofbirth, "02/03/2000", "en", "02/03/2000"],
    ["short date padded", f.dateofbirth, "2/3/2000", "en", "02/03/2000"],
    ["ISO date turned round", f.dateofbirth, "2000-03-02", "en", "02/03/2000"],
    ["file as its original name", f.proof_of_payment, fileValue("reçu 2025.pdf"), "en", "reçu 2025.pdf"],
    ["broken file value as empty", f.proof_of_payment, "{not json", "en", "—"],
    ["empty text", f.otherFunding, "", "en", "—"],
    ["blank text", f.otherFunding, "   ", "en", "—"],
    ["missing value", f.otherFunding, undefined, "en", "—"],
    ["null value", f.otherFunding, null, "en", "—"],
    ["dash of an empty select", f.english_level, "-", "en", "—"],
    ["integer", f.bacAnnee, 2022, "en", "2022"],
    ["text trimmed", f.otherFunding, "  Company grant ", "en", "Company grant"],
  ])("%s", (_, field, value, locale, expected) => {
    expect(formatValue(field, value, ctx(locale as "en" | "fr"))).toBe(expected);
  });

  it("shows a lookup code's label, or the code when the lookup does not know it", () => {
    expect(formatValue(f.nationality, "DE", ctx(), "pays")).toBe("Germany");
    expect(formatValue(f.nationality, "ZZ", ctx(), "pays")).toBe("ZZ");
    expect(formatValue(f.fstchoice, "MS SAS", ctx(), "iformformations/AM")).toBe("MS Space Systems");
  });

  it("joins the labels of a multiple value", () => {
    expect(formatValue(f.typeformation, ["MSC", "ING"], ctx())).toBe(
      "Master of Science (MSc), Engineering cycle",
    );
  });
});

describe("formatDate", () => {
  it("leaves what is not a date as typed", () => {
    expect(formatDate("next year")).toBe("next year");
  });
});

describe("resolveLookup", () => {
  it("fills parameters from the first source that has them (the list item, then the answer)", () => {
    expect(resolveLookup("iformformations/{typeformation}", { typeformation: "AM" })).toBe(
      "iformformations/AM",
    );
    expect(resolveLookup("commune/{zip}", { zip: "31400" }, { zip: "75001" })).toBe("commune/31400");
    expect(resolveLookup("commune/{zip}", {}, { zip: "75001" })).toBe("commune/75001");
    expect(resolveLookup("iformbac/{bacAnnee}", {})).toBe("iformbac/");
  });
});
