import { describe, expect, it } from "vitest";
import { calibrationOf } from "./calibration.ts";
import { ranksOf, standingOf } from "./standing.ts";

describe("standing", () => {
  it("is the mean of the reviews with the readers' spread", () => {
    expect(standingOf([60, 80, 70])).toEqual({ score: 70, reviews: 3, spread: 20 });
    expect(standingOf([])).toEqual({ score: null, reviews: 0, spread: null });
  });

  it("ranks the highest first, ties sharing a rank, the unscored unranked", () => {
    const a = { score: 90 },
      b = { score: 70 },
      c = { score: 70 },
      d = { score: 50 },
      e = { score: null };
    const ranks = ranksOf([d, e, c, a, b]);
    expect([a, b, c, d].map((x) => ranks.get(x))).toEqual([1, 2, 2, 4]);
    expect(ranks.has(e)).toBe(false);
  });
});

describe("calibration", () => {
  it("shows a reader far below the others on the same applications as harsh", () => {
    const reviews = [
      { answerId: 1, reviewer: "ann", score: 80 },
      { answerId: 1, reviewer: "bob", score: 50 },
      { answerId: 1, reviewer: "eve", score: 70 },
      { answerId: 2, reviewer: "ann", score: 60 },
      { answerId: 2, reviewer: "bob", score: 34 },
      { answerId: 3, reviewer: "eve", score: 90 },
    ];
    const [ann, bob, eve] = calibrationOf(reviews);
    expect(bob).toMatchObject({ reviewer: "bob", reviews: 2, shared: 2, sharedMean: 42, othersMean: 67.5 });
    expect(bob.difference).toBe(-25.5);
    expect(bob.leaning).toBe("harsh");
    expect(ann.leaning).toBe("lenient");
    expect(eve).toMatchObject({ reviews: 2, shared: 1, leaning: "even" });
  });

  it("cannot compare a reader nobody else read with", () => {
    expect(calibrationOf([{ answerId: 1, reviewer: "ann", score: 10 }])[0]).toMatchObject({
      shared: 0,
      difference: null,
      leaning: "unknown",
    });
  });
});
