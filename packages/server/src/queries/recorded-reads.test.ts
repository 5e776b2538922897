import { describe, expect, it } from "vitest";
import { unaffectedBy, withRecordedReads } from "./recorded-reads.ts";

describe("a computation's recorded reads", () => {
  it("are the keys it read, on the branch it took, with its result", () => {
    const { result, reads } = withRecordedReads({ a: "x", b: 1, c: 2 } as Record<string, unknown>, (v) =>
      v.a === "x" ? v.b : v.c,
    );
    expect(result).toBe(1);
    expect(reads).toEqual(new Set(["a", "b"]));
    expect(unaffectedBy(reads, ["c"])).toBe(true);
    expect(unaffectedBy(reads, ["c", "b"])).toBe(false);
  });

  it("count a key asked for with `in` or found missing", () => {
    const { reads } = withRecordedReads({} as Record<string, unknown>, (v) => ("flag" in v ? 1 : v.other));
    expect(reads).toEqual(new Set(["flag", "other"]));
  });

  it("are every key once the computation lists them", () => {
    const { result, reads } = withRecordedReads({ a: 1, b: 2 }, (v) => Object.values({ ...v }).length);
    expect(result).toBe(2);
    expect(reads).toBe("all");
    expect(unaffectedBy(reads, ["z"])).toBe(false);
  });
});
