import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import type { AnswerValues } from "./types.ts";
import { choicesDiffer, chosenProgrammes, programmeChoice, programmeChoiceField } from "./choices.ts";

const DIFFER = "Your first choice must be different from your second and third choices";

describe("choicesDiffer", () => {
  it.each<[string, AnswerValues, string[]]>([
    ["three different choices", { fstchoice: "A", sndchoice: "B", trdchoice: "C" }, []],
    ["second and third empty", { fstchoice: "A", sndchoice: "", trdchoice: "-" }, []],
    ["second and third equal to each other", { fstchoice: "A", sndchoice: "B", trdchoice: "B" }, []],
    ["first equals second", { fstchoice: "A", sndchoice: "A" }, [DIFFER]],
    ["first equals third", { fstchoice: "A", sndchoice: "B", trdchoice: "A" }, [DIFFER]],
  ])("%s", (_, values, expected) => {
    expect(choicesDiffer(values).map((m) => translate("en", m.key))).toEqual(expected);
  });
  it("reports CHOICES_DIFFER", () =>
    expect(choicesDiffer({ fstchoice: "A", sndchoice: "A" })[0].code).toBe("CHOICES_DIFFER"));
});

describe("chosenProgrammes", () => {
  it("lists the non-empty choices in order", () => {
    expect(chosenProgrammes({ fstchoice: "MS IEM", sndchoice: "-", trdchoice: "MS SAS" })).toEqual([
      "MS IEM",
      "MS SAS",
    ]);
  });
});

describe("programmeChoice", () => {
  it.each<[string, AnswerValues, string]>([
    ["MSC: the Master of Science choice", { typeformation: "MSC", mscchoice: "MAE", fstchoice: "X" }, "MAE"],
    ["AM: the first choice", { typeformation: "AM", mscchoice: "MAE", fstchoice: "AM SPACE" }, "AM SPACE"],
    ["PG_DIP: the first choice", { typeformation: "PG_DIP", fstchoice: " PG1 " }, "PG1"],
    ["a blank choice", { typeformation: "MSC", mscchoice: "-" }, ""],
    ["no type", { fstchoice: "A" }, "A"],
  ])("%s", (_, values, expected) => expect(programmeChoice(values)).toBe(expected));

  it("reads mscchoice for MSC only", () => {
    expect(programmeChoiceField({ typeformation: "MSC" })).toBe("mscchoice");
    expect(programmeChoiceField({ typeformation: "AM" })).toBe("fstchoice");
  });
});
