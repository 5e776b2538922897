import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { batchedDestination } from "./batched-stdout.ts";

const file = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "portal-log-")), "out.log");
const ready = (stream: ReturnType<typeof batchedDestination>) =>
  new Promise((resolve) => stream.once("ready", resolve));

describe("batched log output", () => {
  it("holds the lines of a burst and writes them, in order, within the delay", async () => {
    const out = file();
    const stream = batchedDestination(out);
    await ready(stream);
    stream.write("one\n");
    stream.write("two\n");
    expect(fs.readFileSync(out, "utf8")).toBe("");
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(fs.readFileSync(out, "utf8")).toBe("one\ntwo\n");
    stream.end();
  });

  it("writes at once when the batch grows large", async () => {
    const out = file();
    const stream = batchedDestination(out);
    await ready(stream);
    stream.write("x".repeat(8 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fs.statSync(out).size).toBe(8 * 1024);
    stream.end();
  });
});
