import { describe, expect, it } from "vitest";
import { candform } from "../schema/candform.ts";
import { evaluateListItems } from "./evaluate-items.ts";

describe("evaluateListItems", () => {
  it("evaluates each line of the academic background with its own conditions", () => {
    const heb_line = [
      {
        acad_year: "2023-2024",
        degree_and_date: "MASTER",
        field_study: "ot",
        institution: "Univ",
        heb_from_tod: "01/09/2023",
        heb_from_tof: "30/06/2024",
      },
      { acad_year: "2023", degree_and_date: "ot", field_study: "aero" },
    ];
    const [first, second] = evaluateListItems(candform, "heb_line", { heb_line });
    expect(first.field_other).toMatchObject({ visible: true, valid: false });
    expect(first.degree_other.visible).toBe(false);
    expect(first.institution.valid).toBe(true);
    expect(second.degree_other).toMatchObject({ visible: true, valid: false });
    expect(second.field_other.visible).toBe(false);
    expect(second.acad_year.errors[0].key).toBe("form.pattern");
    expect(second.heb_from_tod.errors[0].key).toBe("form.required");
  });

  it("is read-only with its list and empty without items", () => {
    expect(evaluateListItems(candform, "prof_xp", { prof_xp: [{}] }, true)[0].company).toMatchObject({
      readOnly: true,
      errors: [],
    });
    expect(evaluateListItems(candform, "prof_xp", {})).toEqual([]);
  });
});
