import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import { candform } from "../schema/candform.ts";
import * as generated from "../schema/generated/candform-validators.js";
import type { FieldSchema } from "../schema/types.ts";
import { compileFieldValidators } from "./compile-validators.ts";
import { fieldConstraintSchema } from "./constraints.ts";
import { testForm, textField } from "./fixtures.ts";
import { getFieldValidators, validateValue } from "./validators.ts";

const check = (field: FieldSchema, value: unknown) => {
  const form = testForm([], { f: field });
  return validateValue(getFieldValidators(form).f, field, value).map((m) => translate("en", m.key, m.params));
};
const candCheck = (id: string, value: unknown) =>
  validateValue(getFieldValidators(candform)[id], candform.fields[id], value).map((m) =>
    translate("en", m.key, m.params),
  );

describe("field validators", () => {
  it("reports a blank required field as 'should not be empty' (fr: 'ne doit pas être vide')", () => {
    const field = textField({ required: true });
    expect(check(field, "")).toEqual(["should not be empty"]);
    expect(check(field, undefined)).toEqual(["should not be empty"]);
    expect(check(field, "   ")).toEqual(["should not be empty"]);
    expect(check(field, "x")).toEqual([]);
    expect(translate("fr", "form.required")).toBe("ne doit pas être vide");
    expect(check(textField({ widget: "select", required: true }), "-")).toEqual(["should not be empty"]);
    expect(check(textField(), "")).toEqual([]);
  });

  it("checks names: letters with accents, hyphen, apostrophe and space only", () => {
    for (const name of ["Élise-Anne", "O'Connor", "Nguyễn Văn", "Müller", "D’Artagnan"])
      expect(candCheck("familyName", name), name).toEqual([]);
    for (const name of ["Smith2", "Anne_Marie", "Jo@n"])
      expect(candCheck("familyName", name), name).toEqual(["does not have the expected format"]);
  });

  it("checks bounds, lengths and options", () => {
    expect(candCheck("bacAnnee", 1950)).toEqual(["should be at least 1960"]);
    expect(candCheck("bacAnnee", 2026)).toEqual(["should be at most 2025"]);
    expect(candCheck("bacAnnee", "2021")).toEqual([]);
    expect(candCheck("bacAnnee", "twenty")).toEqual(["has the wrong type"]);
    expect(candCheck("typeformation", "PHD")).toEqual(["is not one of the allowed choices"]);
    expect(candCheck("typeformation", "PG_DIP")).toEqual([]);
    expect(check(textField({ minLength: 3, maxLength: 4 }), "ab")).toEqual([
      "should have at least 3 characters",
    ]);
    expect(check(textField({ minLength: 3, maxLength: 4 }), "abcde")).toEqual([
      "should have at most 4 characters",
    ]);
  });

  it("checks dates written dd/mm/yyyy, real calendar days and bounds", () => {
    expect(candCheck("dateofbirth", "29/02/2004")).toEqual([]);
    expect(candCheck("dateofbirth", "29/02/2003")).toEqual(["invalid date (dd/mm/yyyy expected)"]);
    expect(candCheck("dateofbirth", "2004-02-01")).toEqual(["invalid date (dd/mm/yyyy expected)"]);
    expect(candCheck("dateofbirth", "1/2/2004")).toEqual(["invalid date (dd/mm/yyyy expected)"]);
    expect(candCheck("dateofbirth", "31/12/1939")).toEqual(["the date should not be before 01/01/1940"]);
    const bounded = textField({ widget: "date", format: "date", maxDate: "31/12/2025" });
    expect(check(bounded, "01/01/2026")).toEqual(["the date should not be after 31/12/2025"]);
  });

  it("checks email addresses (64 before the at-sign, labels of 63, 254 in total)", () => {
    expect(candCheck("reco_email_1", "jane.doe@univ.example.org")).toEqual([]);
    expect(candCheck("reco_email_1", "jane.doe@")).toEqual(["is not a valid email address"]);
    expect(candCheck("reco_email_1", `${"a".repeat(65)}@x.org`)).toEqual(["is not a valid email address"]);
    expect(candCheck("reco_email_1", `a@${"b".repeat(64)}.org`)).toEqual(["is not a valid email address"]);
  });

  it("checks email fields with the accounts' rule (dot-atom, internationalised domains)", () => {
    expect(candCheck("reco_email_1", "jane..doe@example.org")).toEqual(["is not a valid email address"]);
    expect(candCheck("reco_email_1", "jane@192.168.0.1")).toEqual(["is not a valid email address"]);
    expect(candCheck("reco_email_1", "jane@bücher.example")).toEqual([]);
  });
});

describe("validator compilation", () => {
  it("uses the precompiled module for candform (no new Function in the page)", () => {
    expect(generated.schemaKey).toBe(`candform@${candform.version}`);
    expect(getFieldValidators(candform)).toBe(generated.validators);
    expect(Object.keys(generated.validators)).toContain("heb_line.acad_year");
  });

  it("compiles other forms once per id and version", () => {
    const form = testForm([], { f: textField({ required: true }) });
    expect(getFieldValidators(form)).toBe(getFieldValidators({ ...form, fields: { ...form.fields } }));
    expect(getFieldValidators(testForm([], {}))).not.toBe(getFieldValidators(form));
  });

  it("gives the same answers compiled at run time as precompiled", () => {
    const runtime = compileFieldValidators(candform);
    const samples: [string, unknown][] = [
      ["familyName", "Lee2"],
      ["bacAnnee", 1900],
      ["dateofbirth", "31/02/2000"],
      ["typeformation", "X"],
    ];
    for (const [id, value] of samples) {
      const field = candform.fields[id];
      expect(validateValue(runtime[id], field, value)).toEqual(
        validateValue(generated.validators[id], field, value),
      );
    }
  });

  it("turns the date format into a pattern and bounds e-mails at 254 (no format plugin)", () => {
    expect(fieldConstraintSchema(textField({ format: "email" }))).toMatchObject({
      properties: { value: { maxLength: 254 } },
    });
    expect(JSON.stringify(fieldConstraintSchema(textField({ format: "date" })))).not.toContain("format");
  });
});
