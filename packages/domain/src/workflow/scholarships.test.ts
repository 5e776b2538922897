import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import type { AnswerValues } from "../rules/types.ts";
import { chosenScholarships, isEligibleFor, scholarshipEligibility } from "./scholarships.ts";

const WARNING = "You are not eligible to apply for any scholarship program.";

describe("scholarshipEligibility (SPEC §9)", () => {
  it.each<[string, AnswerValues, string[]]>([
    [
      "MSC MAE European",
      { typeformation: "MSC", mscchoice: "MAE", is_european: "O" },
      ["cedar", "isae", "tsae"],
    ],
    [
      "MSC MAE non-European",
      { typeformation: "MSC", mscchoice: "MAE", is_european: "N" },
      ["cedar", "gifas", "isae_excel_schol", "isae"],
    ],
    ["MSC MAE, European status unknown", { typeformation: "MSC", mscchoice: "MAE" }, ["cedar", "isae"]],
    ["MSC other programme", { typeformation: "MSC", mscchoice: "ASO", is_european: "N" }, []],
    ["AM", { typeformation: "AM", fstchoice: "MS SAS" }, ["dga"]],
    [
      "AM with MS IEM second",
      { typeformation: "AM", fstchoice: "MS SAS", sndchoice: "MS IEM" },
      ["dga", "iem"],
    ],
    ["AM with MS IEM third", { typeformation: "AM", trdchoice: "MS IEM" }, ["dga", "iem"]],
    ["PG_DIP", { typeformation: "PG_DIP", fstchoice: "MS IEM" }, []],
    ["ING", { typeformation: "ING" }, []],
  ])("%s", (_, values, expected) => {
    const { eligible, messages } = scholarshipEligibility(values);
    expect(eligible).toEqual(expected);
    expect(messages.map((m) => translate("en", m.key))).toEqual(expected.length === 0 ? [WARNING] : []);
  });
  it("warns with the code SCHOLARSHIP_NOT_ELIGIBLE", () => {
    expect(scholarshipEligibility({}).messages[0].code).toBe("SCHOLARSHIP_NOT_ELIGIBLE");
  });
});

describe("chosenScholarships / isEligibleFor", () => {
  it("reads the bourses_* flags ticked with O or true", () => {
    expect(
      chosenScholarships({ bourses_cedar: "O", bourses_dga: true, bourses_iem: "N", bourses_tuition: "O" }),
    ).toEqual(["cedar", "dga", "tuition"]);
  });
  it("gates the scholarships of SPEC §9 only", () => {
    expect(isEligibleFor({ typeformation: "AM" }, "tsae")).toBe(false);
    expect(isEligibleFor({ typeformation: "AM" }, "mbda")).toBe(true);
  });
});
