import { describe, expect, it } from "vitest";
import { candidateView, presentValuesFor } from "./answer-display.ts";

const decided = {
  typeformation: "MSC",
  candidat_validation: "O",
  admis: "O",
  decisionbourse: "TFW",
  show_admis: "O", // a stale stored flag: the jury decides, not this value
};
const jury = (resultats_publies: boolean, resultats_brs_publies: boolean) => ({
  resultats_publies,
  resultats_brs_publies,
});

describe("candidateView", () => {
  it.each([
    ["no jury", null, "-", undefined, "N", "N"],
    ["an unpublished jury", jury(false, false), "-", undefined, "N", "N"],
    ["published results only", jury(true, false), "O", undefined, "O", "N"],
    ["published scholarship results only", jury(false, true), "-", "TFW", "N", "O"],
    ["both published", jury(true, true), "O", "TFW", "O", "O"],
  ])("with %s", (_, j, admis, decisionbourse, showAdmis, showBourse) => {
    const view = candidateView(decided, j);
    expect(view.admis).toBe(admis);
    expect(view.decisionbourse).toBe(decisionbourse);
    expect("decisionbourse" in view).toBe(decisionbourse !== undefined);
    expect(view).toMatchObject({ show_admis: showAdmis, show_result_bourse: showBourse });
  });

  it("hides everything before the application is validated", () => {
    const view = candidateView({ ...decided, candidat_validation: "N" }, jury(true, true));
    expect(view).toMatchObject({
      admis: "-",
      show_admis: "N",
      show_result_bourse: "N",
      show_buttons_reg: "N",
    });
  });
});

describe("presentValuesFor", () => {
  it("gives administrators the decisions with the candidate's display flags", () => {
    expect(presentValuesFor({ isAdmin: true }, decided, null)).toMatchObject({
      admis: "O",
      decisionbourse: "TFW",
      show_admis: "N",
    });
    expect(presentValuesFor({ isAdmin: false }, decided, null).admis).toBe("-");
  });
});
