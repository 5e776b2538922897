import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { quotaExceeded } from "./file-quota.ts";

describe("the per-answer file quota", () => {
  it("is MAX_ANSWER_BYTES, 200 MB unless set, a whole number of bytes above 0", () => {
    expect(loadConfig({}).maxAnswerBytes).toBe(200 * 1024 * 1024);
    expect(loadConfig({ MAX_ANSWER_BYTES: "1048576" }).maxAnswerBytes).toBe(1048576);
    for (const bad of ["0", "-5", "1e9", "lots", "1.5"]) {
      expect(() => loadConfig({ MAX_ANSWER_BYTES: bad })).toThrow(ConfigError);
    }
  });

  it("names the field, the limit and what is already stored (413)", () => {
    const error = quotaExceeded("docs.3.doc_file", 200 * 1024 * 1024, 190 * 1024 * 1024);
    expect(error.status).toBe(413);
    expect(error.params).toEqual({ path: "docs.3.doc_file", mb: 200, usedMb: 190 });
  });
});
