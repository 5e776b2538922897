import { describe, expect, it } from "vitest";
import { fileBelongsToAnswer } from "./file.ts";

describe("file policy", () => {
  it("reaches a file through its own answer", () => {
    expect(fileBelongsToAnswer({ answer_id: 7 }, { id: 7 })).toBe(true);
  });

  it("should deny a file of another answer than the one in the path", () => {
    expect(fileBelongsToAnswer({ answer_id: 8 }, { id: 7 })).toBe(false);
  });
});
