import { describe, expect, it } from "vitest";
import { candform } from "@portal/domain/schema/candform";
import { anonymiseValues, isPersonalField } from "./personal-values.ts";

describe("anonymiseValues", () => {
  it("empties every typed, dated or uploaded value of the form and keeps list choices, decisions and flags", () => {
    const personal = Object.entries(candform.fields)
      .filter(([id, field]) => isPersonalField(id, field))
      .map(([id]) => id);
    // The identifying fields SPEC §3 lists are all caught by the rule, not by a list to maintain.
    for (const id of [
      "familyName",
      "givenName",
      "maidenName",
      "dateofbirth",
      "city",
      "idcardno",
      "passportno",
    ])
      expect(personal).toContain(id);
    for (const id of [
      "address",
      "zip",
      "cityFr",
      "address_city",
      "reco_email_1",
      "uploadPhoto",
      "cvec_number",
    ])
      expect(personal).toContain(id);
    for (const id of [
      "typeformation",
      "mscchoice",
      "nationality",
      "admis",
      "decisionbourse",
      "campaign_year",
    ])
      expect(personal).not.toContain(id);
  });

  it("works inside lists and drops values the schema does not know", () => {
    const result = anonymiseValues(candform, {
      prof_xp: [{ company: "ACME", position: "Engineer", from_tod: "01/01/2020" }],
      docs: [{ type_doc: "CV", doc_file: '{"name":"cv.pdf"}', injected: "x" }],
      heb_line: "not a list",
      __proto__field: "x",
      admis: "1",
    });
    expect(result).toEqual({
      prof_xp: [{ company: "", position: "", from_tod: "" }],
      docs: [{ type_doc: "CV", doc_file: "" }],
      heb_line: [],
      admis: "1",
    });
  });
});
