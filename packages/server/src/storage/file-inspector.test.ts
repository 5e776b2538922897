import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import type { AppError } from "../errors.ts";
import { pdfBytes, pngBytes, sha256 } from "../../test/files-kit.ts";
import { FileInspector } from "./file-inspector.ts";

/** Streams `bytes` in 64 KiB chunks through an inspector; returns it and how many bytes came out. */
async function inspect(bytes: Buffer, maxSize: number, extension = "pdf") {
  const inspector = new FileInspector({ maxSize, extension, displayName: `f.${extension}` });
  let out = 0;
  let read = 0;
  const chunks = function* () {
    for (let i = 0; i < bytes.length; i += 65536) {
      read = i + 65536;
      yield bytes.subarray(i, i + 65536);
    }
  };
  const sink = new Writable({
    write(chunk: Buffer, _e, cb) {
      out += chunk.length;
      cb();
    },
  });
  let error: unknown;
  await pipeline(Readable.from(chunks()), inspector, sink).catch((e: unknown) => (error = e));
  return { inspector, out, read, error: error as AppError | undefined };
}

describe("FileInspector", () => {
  it("passes a file of exactly the limit, with its size, sha-256 and sniffed type", async () => {
    const bytes = pdfBytes(1_000_000);
    const { inspector, out, error } = await inspect(bytes, 1_000_000);
    expect(error).toBeUndefined();
    expect(out).toBe(1_000_000);
    expect(inspector.size).toBe(1_000_000);
    expect(inspector.sha256).toBe(sha256(bytes));
    expect(inspector.sniffed).toBe("pdf");
  });

  it("fails one byte over the limit, and stops reading there", async () => {
    const { error, read } = await inspect(pdfBytes(3_000_000), 1_000_000);
    expect(error).toMatchObject({ code: "FILE_TOO_LARGE", params: { limit: 1_000_000, mb: 0.95 } });
    expect(read).toBeLessThan(1_200_000);
    expect((await inspect(pdfBytes(1_000_001), 1_000_000)).error?.code).toBe("FILE_TOO_LARGE");
  });

  it("fails PNG bytes announced as PDF before passing any byte on", async () => {
    const { error, out } = await inspect(pngBytes(500_000), 10_000_000);
    expect(error).toMatchObject({ code: "FILE_CONTENT", params: { name: "f.pdf", ext: "PDF" } });
    expect(out).toBe(0);
  });

  it("sniffs files shorter than the sample, and fails an empty one", async () => {
    expect((await inspect(pdfBytes(300), 1000)).inspector.sniffed).toBe("pdf");
    expect((await inspect(pngBytes(300), 1000, "png")).error).toBeUndefined();
    expect((await inspect(Buffer.alloc(0), 1000)).error?.code).toBe("FILE_EMPTY");
  });
});
