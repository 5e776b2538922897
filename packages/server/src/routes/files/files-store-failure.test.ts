import type { AddressInfo } from "node:net";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { createAnswer, multipart, pdfBytes } from "../../../test/files-kit.ts";
import { fileStoreFor } from "../../storage/file-store-for.ts";

// Seen on results night: the S3 store failed after the whole body had arrived, and the upload was
// answered 400 (the client's fault) because Node destroys a request once its body is read whole.
// Over a real socket (app.inject never destroys its requests), a store failing is ours: 500.
describe("POST …/answer/:id/file when the store fails", () => {
  let t: TestApp;
  let ada: BuiltUser;
  let answerId: number;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await buildCandidate(t.app);
    answerId = await createAnswer(t.app, ada.login, { typeformation: "MSC" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());

  it("answers 500, not 400, when the store fails after reading the whole file", async () => {
    const store = fileStoreFor(t.app);
    const put = store.put.bind(store);
    store.put = async (_name: string, source: Readable) => {
      for await (const _ of source); // every byte read and the request ended, then the store gives way
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error("socket hang up");
    };
    try {
      const body = multipart([
        {
          name: "proof_of_payment",
          filename: "transfer.pdf",
          content: pdfBytes(200_000),
          type: "application/pdf",
        },
      ]);
      const res = await fetch(`${url}/ws/form/candform/answer/${answerId}/file`, {
        method: "POST",
        body: body.payload,
        headers: {
          ...body.headers,
          authorization: `Bearer ${ada.token}`,
          cookie: "XSRF-TOKEN=store-failure",
          "x-xsrf-token": "store-failure",
        },
      });
      expect(res.status).toBe(500);
    } finally {
      store.put = put;
    }
  });
});
