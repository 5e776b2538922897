import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { fileStoreFor } from "../../storage/file-store-for.ts";
import { startS3TestServer, type S3TestServer } from "../../storage/s3-test-server.ts";
import {
  createAnswer,
  jpgBytes,
  multipart,
  pdfBytes,
  pngBytes,
  sha256,
  type Part,
} from "../../../test/files-kit.ts";

const LIMIT = 10485760;

describe.each(["local", "s3"])("POST /ws/form/candform/answer/:id/file (%s store)", (kind) => {
  let t: TestApp;
  let s3: S3TestServer | undefined;
  let ada: BuiltUser;
  let answerId: number;

  beforeAll(async () => {
    if (kind === "s3") s3 = await startS3TestServer();
    t = await createTestApp(s3?.env ?? {});
    ada = await buildCandidate(t.app);
    // A Master's application: the payment tab, and its proof of payment, are shown.
    answerId = await createAnswer(t.app, ada.login, { familyName: "Lovelace", typeformation: "MSC" });
  });
  afterAll(async () => {
    await t.close();
    await s3?.stop();
  });

  const upload = (parts: Part[], options: { cut?: number; token?: string; id?: number | string } = {}) =>
    call(t.app, {
      method: "POST",
      url: `/ws/form/candform/answer/${options.id ?? answerId}/file`,
      token: options.token ?? ada.token,
      ...multipart(parts, options),
    });
  const storedNames = async () => {
    const names: string[] = [];
    for await (const object of fileStoreFor(t.app).list()) names.push(object.name);
    return names.sort();
  };
  const rows = () => t.app.db.selectFrom("files").selectAll().where("answer_id", "=", answerId).execute();
  const answer = () =>
    t.app.db.selectFrom("answers").selectAll().where("id", "=", answerId).executeTakeFirstOrThrow();

  it("stores a document in a list item and records size, sha-256, type, value, version and audit", async () => {
    const bytes = pdfBytes(50_000);
    const before = await answer();
    const res = await upload([
      { name: "doc_file", filename: "My CV.pdf", content: bytes, type: "application/pdf" },
      { name: "type_doc", value: "cv" },
      { name: "_path", value: "docs.0.doc_file" },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.generated_name).toMatch(/^[0-9a-f]{32}$/);
    expect(Math.abs(body.upload_date - Date.now() / 1000)).toBeLessThan(5);
    const [row] = await rows();
    expect(row).toMatchObject({
      field_path: "docs.0.doc_file",
      original_name: "My CV.pdf",
      generated_name: body.generated_name,
      size: 50_000,
      sha256: sha256(bytes),
      content_type: "application/pdf",
    });
    const after = await answer();
    expect(after.version).toBe(before.version + 1);
    expect(body.version).toBe(after.version);
    const docs = (after.data as { docs: { type_doc: string; doc_file: string }[] }).docs;
    expect(docs[0].type_doc).toBe("cv");
    expect(JSON.parse(docs[0].doc_file)).toEqual({
      name: "My CV.pdf",
      generated_name: body.generated_name,
      upload_date: body.upload_date,
    });
    expect(after.data.familyName).toBe("Lovelace");
    const events = await t.app.db
      .selectFrom("answer_events")
      .selectAll()
      .where("answer_id", "=", answerId)
      .execute();
    expect(events.at(-1)).toMatchObject({
      actor_login: ada.login,
      kind: "file_uploaded",
      fields: ["docs.0.doc_file"],
    });
    expect(await storedNames()).toEqual([body.generated_name]);
  });

  it("accepts a file of exactly the limit and refuses one byte more with 413, storing nothing", async () => {
    const exact = await upload([
      { name: "proof_of_payment", filename: "proof.pdf", content: pdfBytes(LIMIT) },
    ]);
    expect(exact.statusCode).toBe(200);
    const stored = await storedNames();
    const over = await upload([
      { name: "proof_of_payment", filename: "proof.pdf", content: pdfBytes(LIMIT + 1) },
    ]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      result: "error",
      code: "FILE_TOO_LARGE",
      message: "The file is too large: it must not exceed 10 MB (10485760 bytes).",
    });
    expect(await storedNames()).toEqual(stored);
    const proof = (await rows()).filter((r) => r.field_path === "proof_of_payment");
    expect(proof.map((r) => r.generated_name)).toEqual([exact.json().generated_name]);
  });

  it("answers 413 over HTTP without reading a huge body to its end, and closes the connection", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { payload, headers } = multipart([
      { name: "proof_of_payment", filename: "huge.pdf", content: pdfBytes(64 * 1024 * 1024) },
    ]);
    const res = await fetch(`${address}/ws/form/candform/answer/${answerId}/file`, {
      method: "POST",
      body: new Uint8Array(payload),
      headers: {
        ...headers,
        authorization: `Bearer ${ada.token}`,
        "x-xsrf-token": "x",
        cookie: "XSRF-TOKEN=x",
      },
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(((await res.json()) as { code: string }).code).toBe("FILE_TOO_LARGE");
  });

  it("applies the field's own maxFileSize (5 MB for the photo), in French when asked", async () => {
    const { payload, headers } = multipart([
      { name: "uploadPhoto", filename: "me.jpg", content: jpgBytes(5242881) },
    ]);
    const res = await call(t.app, {
      method: "POST",
      url: `/ws/form/candform/answer/${answerId}/file`,
      token: ada.token,
      payload,
      headers: { ...headers, "accept-language": "fr" },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      "Le fichier est trop lourd\u00a0: il ne doit pas dépasser 5 Mo (5242880 octets).",
    );
  });

  it("accepts a jpg photo with an upper-case extension and refuses a PDF as the photo", async () => {
    const ok = await upload([{ name: "uploadPhoto", filename: "ME.JPG", content: jpgBytes() }]);
    expect(ok.statusCode).toBe(200);
    expect((await rows()).find((r) => r.field_path === "uploadPhoto")?.content_type).toBe("image/jpeg");
    const pdf = await upload([{ name: "uploadPhoto", filename: "me.pdf", content: pdfBytes() }]);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toEqual({
      result: "error",
      code: "FILE_EXTENSION",
      message: "The file “me.pdf” does not have an accepted extension. Accepted formats: jpg.",
    });
  });

  it("refuses a wrong extension for a document", async () => {
    const stored = await storedNames();
    const res = await upload([
      { name: "doc_file", filename: "cv.docx", content: pdfBytes() },
      { name: "_path", value: "docs.1.doc_file" },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      "The file “cv.docx” does not have an accepted extension. Accepted formats: pdf.",
    );
    expect(await storedNames()).toEqual(stored);
  });

  it("refuses PNG bytes named .pdf (the content must match the extension)", async () => {
    const stored = await storedNames();
    const res = await upload([
      { name: "proof_of_payment", filename: "proof.pdf", content: pngBytes(20_000) },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      result: "error",
      code: "FILE_CONTENT",
      message: "The content of the file “proof.pdf” is not a real PDF file.",
    });
    expect(await storedNames()).toEqual(stored);
  });

  it("refuses an empty file with 400", async () => {
    const res = await upload([{ name: "proof_of_payment", filename: "empty.pdf", content: Buffer.alloc(0) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "FILE_EMPTY", message: "The file is empty." });
  });

  it("keeps only the base name of '../' names, without control characters, and never uses it as a path", async () => {
    const bytes = pdfBytes(3000);
    const res = await upload([
      { name: "doc_file", filename: "../../pgdata/évil\u0001 \u202Ename;<*>.pdf", content: bytes },
      { name: "_path", value: "docs.1.doc_file" },
    ]);
    expect(res.statusCode).toBe(200);
    const { generated_name } = res.json();
    const row = (await rows()).find((r) => r.generated_name === generated_name)!;
    expect(row.original_name).toBe("évil name;<*>.pdf");
    const down = await call(t.app, {
      url: `/ws/form/candform/answer/${answerId}/file/${generated_name}`,
      token: ada.token,
    });
    expect(down.statusCode).toBe(200);
    expect(down.headers["content-disposition"]).toBe(
      "attachment; filename=\"?vil name;<*>.pdf\"; filename*=UTF-8''%C3%A9vil%20name%3B%3C%2A%3E.pdf",
    );
    expect(sha256(down.rawPayload)).toBe(sha256(bytes));
    // The upload to the next line added it.
    const docs = (await answer()).data.docs as unknown[];
    expect(docs).toHaveLength(2);
  });

  it("leaves no bytes and no reference when the upload is cut short", async () => {
    const stored = await storedNames();
    const files = (await rows()).length;
    const res = await upload(
      [{ name: "proof_of_payment", filename: "proof.pdf", content: pdfBytes(300_000) }],
      {
        cut: 100_000,
      },
    );
    expect(res.statusCode).toBe(400);
    expect(await storedNames()).toEqual(stored);
    expect((await rows()).length).toBe(files);
  });

  it("wants exactly one file, in a field that takes files", async () => {
    const none = await upload([{ name: "_path", value: "proof_of_payment" }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: "FILE_COUNT", message: "Send exactly one file." });
    const stored = await storedNames();
    const two = await upload([
      { name: "proof_of_payment", filename: "a.pdf", content: pdfBytes() },
      { name: "proof_of_payment", filename: "b.pdf", content: pdfBytes() },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().code).toBe("FILE_COUNT");
    expect(await storedNames()).toEqual(stored);
    const notFile = await upload([{ name: "familyName", filename: "a.pdf", content: pdfBytes() }]);
    expect(notFile.statusCode).toBe(400);
    expect(notFile.json().message).toBe("No file can be uploaded to “familyName”.");
    const mismatch = await upload([
      { name: "_path", value: "docs.0.type_doc" },
      { name: "doc_file", filename: "a.pdf", content: pdfBytes() },
    ]);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe("FILE_FIELD");
  });

  it("replaces the previous file of the same field and deletes its bytes", async () => {
    const first = await upload([
      { name: "doc_file", filename: "a.pdf", content: pdfBytes() },
      { name: "_path", value: "docs.2.doc_file" },
    ]);
    const second = await upload([
      { name: "doc_file", filename: "b.pdf", content: pdfBytes(4000) },
      { name: "_path", value: "docs.2.doc_file" },
    ]);
    expect(second.statusCode).toBe(200);
    const names = await storedNames();
    expect(names).not.toContain(first.json().generated_name);
    expect(names).toContain(second.json().generated_name);
    expect((await rows()).filter((r) => r.field_path === "docs.2.doc_file")).toHaveLength(1);
  });

  it("replaces and deletes by what the answer refers to now, after a line was removed and saved", async () => {
    const at = (index: number, filename: string) =>
      upload([
        { name: "doc_file", filename, content: pdfBytes() },
        { name: "_path", value: `docs.${index}.doc_file` },
        { name: "type_doc", value: "cv" },
      ]);
    const cv = (await at(3, "cv.pdf")).json().generated_name;
    const cover = (await at(4, "cover.pdf")).json().generated_name;
    // The candidate removes line 3 and saves: the cover letter's line is now line 3.
    const { data } = await answer();
    const docs = (data.docs as unknown[]).slice(0, 3).concat([(data.docs as unknown[])[4]]);
    await t.app.db
      .updateTable("answers")
      .set({ data: JSON.stringify({ ...data, docs }) })
      .where("id", "=", answerId)
      .execute();
    await t.app.db.deleteFrom("files").where("generated_name", "=", cv).execute();

    // A new line 4 must not replace the cover letter, first uploaded at docs.4.
    const degree = (await at(4, "degree.pdf")).json().generated_name;
    expect(await storedNames()).toEqual(expect.arrayContaining([cover, degree]));
    expect((await rows()).map((r) => r.generated_name)).toEqual(expect.arrayContaining([cover, degree]));

    // Deleting the cover letter empties line 3, where it is now, and leaves line 4 alone.
    const removed = await call(t.app, {
      method: "DELETE",
      url: `/ws/form/candform/answer/${answerId}/file/${cover}`,
      token: ada.token,
    });
    expect(removed.json()).toMatchObject({ result: "OK" });
    const after = (await answer()).data.docs as { doc_file: string }[];
    expect(after[3].doc_file).toBe("");
    expect(JSON.parse(after[4].doc_file).generated_name).toBe(degree);
  });

  it("needs a session", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: `/ws/form/candform/answer/${answerId}/file`,
      ...multipart([{ name: "proof_of_payment", filename: "a.pdf", content: pdfBytes() }]),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().result).toBe("Not allowed");
  });
});
