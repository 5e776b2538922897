import { describe, expect, it } from "vitest";
import type { Criterion } from "@portal/domain/review/scoresheet";
import { draftOf, liveScore, scoresOf } from "./dossier-scoring-values.ts";

const levels = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ value: i + 1, descriptor: `L${i + 1}` }));
const criteria: Criterion[] = [
  { id: "file", label: "File", weight: 3, levels: levels(5) },
  { id: "talk", label: "Interview", weight: 1, levels: levels(3), interview: true },
];

describe("the scoring panel's live score", () => {
  it("weights each scored criterion's place on its scale, leaving blanks out", () => {
    const draft = draftOf(criteria, undefined);
    expect(liveScore(criteria, draft)).toBeNull();
    draft.file = { value: 5, comment: "" };
    expect(liveScore(criteria, draft)).toBe(100);
    draft.talk = { value: 1, comment: "" };
    expect(liveScore(criteria, draft)).toBe(75);
  });

  it("sends blank comments as null and keeps the stored ones", () => {
    const draft = draftOf(criteria, { file: { value: 2, comment: "Good grades" } });
    expect(draft.file).toEqual({ value: 2, comment: "Good grades" });
    expect(scoresOf(draft)).toEqual({
      file: { value: 2, comment: "Good grades" },
      talk: { value: null, comment: null },
    });
  });
});
