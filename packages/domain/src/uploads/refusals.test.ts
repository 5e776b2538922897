import { describe, expect, it } from "vitest";
import { isFileRefusal } from "./refusals.ts";

describe("isFileRefusal", () => {
  it("names the refusals of the file's own bytes, which a retry cannot change", () => {
    for (const code of [
      "FILE_CONTENT",
      "FILE_ACTIVE_CONTENT",
      "FILE_UNCHECKABLE",
      "FILE_EMPTY",
      "FILE_EXTENSION",
    ])
      expect(isFileRefusal(code)).toBe(true);
    expect(isFileRefusal("FILE_TOO_LARGE")).toBe(true);
  });

  it("leaves the other failures retryable: quota, locked tab, server errors, no code", () => {
    for (const code of ["FILE_QUOTA", "LOCKED", "FILE_LIST_LINE", "INTERNAL", undefined, null, 415])
      expect(isFileRefusal(code)).toBe(false);
  });
});
