import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once.ts";

describe("loadOnce", () => {
  it("loads once for every caller", async () => {
    const load = vi.fn(async () => "module");
    const get = loadOnce(load);
    expect(await Promise.all([get(), get()])).toEqual(["module", "module"]);
    expect(await get()).toBe("module");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk missing")).mockResolvedValue("module");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("chunk missing");
    expect(await get()).toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
