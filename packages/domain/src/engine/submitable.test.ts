import { describe, expect, it } from "vitest";
import { candform } from "../schema/candform.ts";
import { submitableValues } from "./submitable.ts";

describe("submitableValues", () => {
  it("keeps only the submitable, visible fields of the tab and its _validated flag", () => {
    const values = {
      typeformation: "MSC",
      mscchoice: "MAE",
      fstchoice: "MS SAS", // hidden for MSC
      familyName: "Dupont", // another tab
      show_bourses: "O", // server flag
      choice_validated: "O",
      personal_validated: "N",
    };
    expect(submitableValues(candform, "choice", values)).toEqual({
      typeformation: "MSC",
      mscchoice: "MAE",
      choice_validated: "O",
    });
  });

  it("never carries read-only or locked fields", () => {
    const values = {
      admis: "O",
      show_admis: "O",
      show_result: "O",
      typeformation: "AM",
      fstchoice: "MS SAS",
    };
    expect(submitableValues(candform, "result", values)).toEqual({});
    expect(submitableValues(candform, "choice", values, { readOnlyTabs: ["choice"] })).toEqual({});
  });

  it("carries list fields whole", () => {
    const heb_line = [{ acad_year: "2023-2024", institution: "Univ" }];
    expect(submitableValues(candform, "background", { heb_line })).toEqual({ heb_line });
  });
});
