import { describe, expect, it } from "vitest";
import { reviewProblems, scoresheetProblems, weightedScore, type Scoresheet } from "./scoresheet.ts";

const levels = (n: number) => Array.from({ length: n }, (_, i) => ({ value: i, descriptor: `level ${i}` }));
const sheet: Scoresheet = {
  criteria: [
    { id: "academic", label: "Academic record", weight: 3, levels: levels(5) },
    { id: "motivation", label: "Motivation", weight: 1, levels: levels(3) },
    { id: "interview", label: "Interview", weight: 2, levels: levels(5), interview: true },
  ],
};

describe("scoresheet", () => {
  it("accepts a well-formed sheet and names each problem of a bad one", () => {
    expect(scoresheetProblems(sheet)).toEqual([]);
    const bad: Scoresheet = {
      criteria: [
        {
          id: "a",
          label: "A",
          weight: 0,
          levels: [
            { value: 0, descriptor: "x" },
            { value: 2, descriptor: "" },
          ],
        },
        { id: "a", label: "", weight: 1, levels: levels(1) },
      ],
    };
    expect(scoresheetProblems(bad).map((p) => p.key)).toEqual([
      "review.sheet.badWeight",
      "review.sheet.levelValues",
      "review.sheet.badDescriptor",
      "review.sheet.duplicateId",
      "review.sheet.badLabel",
      "review.sheet.levelCount",
    ]);
    expect(scoresheetProblems({ criteria: [] }).map((p) => p.key)).toEqual(["review.sheet.noCriteria"]);
  });

  it("weights each criterion's place on its own scale, out of 100", () => {
    // academic 4/4 → 1 × 3, motivation 1/2 → 0.5 × 1, interview 0/4 → 0 × 2: 3.5 / 6.
    const scores = { academic: { value: 4 }, motivation: { value: 1 }, interview: { value: 0 } };
    expect(weightedScore(sheet, scores)).toBe(58.33);
  });

  it("leaves a blank interview criterion out of the weights", () => {
    expect(weightedScore(sheet, { academic: { value: 4 }, motivation: { value: 1 } })).toBe(87.5);
    expect(weightedScore(sheet, {})).toBeNull();
  });

  it("lets a draft leave criteria blank, a submission only the interview one without an interview", () => {
    expect(reviewProblems(sheet, { academic: { value: 2 } }, "draft", false)).toEqual([]);
    expect(reviewProblems(sheet, { academic: { value: 2 } }, "submit", false)).toEqual([
      { criterion: "motivation", problem: "blank" },
    ]);
    expect(
      reviewProblems(sheet, { academic: { value: 2 }, motivation: { value: 2 } }, "submit", true),
    ).toEqual([{ criterion: "interview", problem: "blank" }]);
    expect(reviewProblems(sheet, { academic: { value: 9 }, other: { value: 1 } }, "draft", false)).toEqual([
      { criterion: "other", problem: "unknownCriterion" },
      { criterion: "academic", problem: "outOfScale" },
    ]);
  });
});
