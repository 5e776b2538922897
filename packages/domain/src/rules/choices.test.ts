import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import type { AnswerValues } from "./types.ts";
import { choicesDiffer, chosenProgrammes } from "./choices.ts";

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
