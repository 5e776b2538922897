import { describe, expect, it } from "vitest";
import { answerDiff, changesBetween } from "./answer-changes.ts";

describe("answerDiff", () => {
  const docs = [{ type_doc: "cv", doc_file: "x" }];
  const before = { city: "Toulouse", docs, kept: "same", gone: "1", empty: null, zip: 31000 };

  it("tells what a save writes, what changed, what it removed and the history line, in one walk", () => {
    const after = {
      city: "Paris",
      docs: [{ doc_file: "x", type_doc: "cv" }],
      kept: "same",
      zip: 31000,
      added: true,
    };
    const diff = answerDiff(before, after);
    // jsonb gives keys back in its own order: a reordered object is written and told as changed (its
    // JSON differs), but the history does not record it.
    expect(diff.changed).toEqual(["city", "docs", "added"]);
    expect(diff.written).toEqual({ city: "Paris", docs: after.docs, added: true });
    expect(diff.removed).toEqual(["gone", "empty"]);
    expect(diff.changes).toEqual(changesBetween(before, after));
    expect(diff.changes).toEqual({
      city: { before: "Toulouse", after: "Paris" },
      gone: { before: "1", after: null },
      added: { before: null, after: true },
    });
  });

  it("finds nothing when every value is the one read", () => {
    expect(answerDiff(before, { ...before })).toEqual({ changed: [], removed: [], written: {}, changes: {} });
  });

  it("counts a value set to undefined as removed and changed, a number turned text as changed", () => {
    const diff = answerDiff(before, { ...before, city: undefined, zip: "31000" });
    expect(diff.removed).toEqual(["city"]);
    expect(diff.changed).toEqual(["city", "zip"]);
    expect(diff.written).toEqual({ zip: "31000" });
    expect(diff.changes).toEqual({
      city: { before: "Toulouse", after: null },
      zip: { before: 31000, after: "31000" },
    });
  });
});
