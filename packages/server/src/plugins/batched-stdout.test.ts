import { describe, expect, it } from "vitest";
import { batched } from "./batched-stdout.ts";

describe("batched log output", () => {
  it("writes the lines of a burst in one call, in order, within the delay", async () => {
    const writes: string[] = [];
    const stream = batched({ write: (text: string) => writes.push(text) });
    stream.write("one\n");
    stream.write("two\n");
    expect(writes).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(writes).toEqual(["one\ntwo\n"]);
  });

  it("writes at once when the batch grows large", () => {
    const writes: string[] = [];
    const stream = batched({ write: (text: string) => writes.push(text) });
    stream.write("x".repeat(70 * 1024));
    expect(writes).toHaveLength(1);
  });
});
