import { describe, expect, it } from "vitest";
import { candform } from "../schema/candform.ts";
import { deriveValues } from "./derived-fields.ts";
import { evaluate } from "./evaluate.ts";

// Regression: with access title M the grade select still offered Bachelor; the save silently
// turned it into Master, so the candidate saw a choice the form did not keep (SPEC §5).
describe("fields an access title sets", () => {
  it("shows the grade an access title forces as set and read-only, with what sets it", () => {
    const values = deriveValues({ accesTitre: "M", accesGrade: "BACHELOR" });
    expect(values).toMatchObject({ accesNiveau: "1", accesGrade: "MASTER" });
    const { fields } = evaluate(candform, values);
    expect(fields.accesGrade).toMatchObject({ readOnly: true, submitable: false, setBy: "accesTitre" });
    expect(fields.accesGrade.options).toEqual(["MASTER"]);
    expect(fields.accesNiveau).toMatchObject({ readOnly: true, setBy: "accesTitre" });
  });

  it("offers only the grades the access title allows when it allows two (DU: Bachelor or Doctorate)", () => {
    const values = deriveValues({ accesTitre: "DU", accesGrade: "MASTER" });
    expect(values).toMatchObject({ accesNiveau: "3", accesGrade: "" });
    const { fields } = evaluate(candform, values);
    expect(fields.accesGrade.options).toEqual(["BACHELOR", "DOCTORATE"]);
    expect(fields.accesGrade).toMatchObject({ readOnly: false, submitable: true });
    expect(fields.accesGrade.setBy).toBeUndefined();
    expect(fields.accesNiveau).toMatchObject({ readOnly: true, setBy: "accesTitre" });
  });

  it("leaves level and grade free for a title that forces nothing (CPGE)", () => {
    const { fields } = evaluate(candform, deriveValues({ accesTitre: "CPGE", accesGrade: "BACHELOR" }));
    expect(fields.accesGrade).toMatchObject({ readOnly: false });
    expect(fields.accesGrade.options).toBeUndefined();
    expect(fields.accesNiveau.setBy).toBeUndefined();
  });
});
