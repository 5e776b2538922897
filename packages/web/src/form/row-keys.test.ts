import { describe, expect, it } from "vitest";
import { createRowKeys } from "./row-keys.ts";

describe("row keys", () => {
  it("keeps a row's key when rows before it go, and when it is edited", () => {
    const keys = createRowKeys();
    const [a, b, c] = [{ n: 1 }, { n: 2 }, { n: 3 }];
    const [ka, kb, kc] = keys.of([a, b, c]);
    expect(new Set([ka, kb, kc]).size).toBe(3);
    expect(keys.of([b, c])).toEqual([kb, kc]);
    const edited = { n: 4 };
    keys.adopt(edited, kc);
    expect(keys.of([b, edited, {}])).toEqual([kb, kc, expect.any(Number)]);
  });

  it("gives copies of the rows (a stored list) the keys of the lines they copy, skipping dropped ones", () => {
    const keys = createRowKeys();
    const [ka, , kc] = keys.of([{ t: "cv" }, { t: "cover" }, { t: "degree" }]);
    expect(keys.of([{ t: "cv" }, { t: "degree" }])).toEqual([ka, kc]);
  });

  it("never gives two rows the same key", () => {
    const keys = createRowKeys();
    const row = { t: "cv" };
    const [first, second] = keys.of([row, row]);
    expect(first).not.toBe(second);
  });
});
