import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { fileStoreFor } from "../storage/file-store-for.ts";
import { newGeneratedName } from "../storage/file-store.ts";
import { createAnswer } from "../../test/files-kit.ts";
import { cleanOrphanFiles } from "./file-orphan-cleaner.ts";

describe("cleanOrphanFiles", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const names = async () => {
    const found: string[] = [];
    for await (const object of fileStoreFor(t.app).list()) found.push(object.name);
    return found.sort();
  };

  it("removes bytes no files row refers to once they are older than an hour, and keeps the rest", async () => {
    const store = fileStoreFor(t.app);
    const answerId = await createAnswer(t.app, "orphans@example.org");
    const [kept, orphan] = [newGeneratedName(), newGeneratedName()];
    await store.put(kept, Readable.from([Buffer.from("%PDF-1.4")]));
    await store.put(orphan, Readable.from([Buffer.from("%PDF-1.4")]));
    await t.app.db
      .insertInto("files")
      .values({
        answer_id: answerId,
        field_path: "proof_of_payment",
        original_name: "p.pdf",
        generated_name: kept,
        size: 8,
        sha256: "0".repeat(64),
        content_type: "application/pdf",
        uploaded_at: new Date(),
      })
      .execute();

    // Just uploaded: an upload may be between storing and recording, so nothing goes.
    expect(await cleanOrphanFiles(t.app.db, store)).toEqual({ orphans: [], partials: 0 });
    expect(await names()).toEqual([kept, orphan].sort());

    const later = new Date(Date.now() + 2 * 3600_000);
    expect(await cleanOrphanFiles(t.app.db, store, { now: later })).toEqual({
      orphans: [orphan],
      partials: 0,
    });
    expect(await names()).toEqual([kept]);
  });
});
