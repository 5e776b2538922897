import { describe, expect, it } from "vitest";
import { HASH_SLOTS, inHashSlot } from "./hash-slots.ts";

describe("inHashSlot", () => {
  it("runs at most HASH_SLOTS computations at once and all of them in the end", async () => {
    let running = 0;
    let most = 0;
    const work = async (i: number) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return i;
    };
    const results = await Promise.all(
      Array.from({ length: HASH_SLOTS * 3 + 1 }, (_, i) => inHashSlot(() => work(i))),
    );
    expect(results).toEqual(Array.from({ length: HASH_SLOTS * 3 + 1 }, (_, i) => i));
    expect(most).toBe(HASH_SLOTS);
  });

  it("frees the slot of a computation that failed", async () => {
    for (let i = 0; i < HASH_SLOTS + 1; i++)
      await expect(inHashSlot(() => Promise.reject(new Error("bad hash")))).rejects.toThrow("bad hash");
    await expect(inHashSlot(async () => "still served")).resolves.toBe("still served");
  });
});
