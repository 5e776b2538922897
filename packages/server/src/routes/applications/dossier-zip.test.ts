import crypto from "node:crypto";
import { Readable } from "node:stream";
import { PDFDocument } from "@cantoo/pdf-lib";
import yauzl from "yauzl";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, buildReviewer } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { readPdfText } from "../../../test/pdf-text.ts";
import { fileStoreFor } from "../../storage/file-store-for.ts";
import { newGeneratedName } from "../../storage/file-store.ts";
import { seedAnswers } from "./applications-fixtures.ts";

let t: TestApp;
let admin: string;
/** Curie (MSc MAE, jury JURY_MSC), Doé (AM, jury JURY_AM), Lost (MSc, its CV lost by the store). */
const ids = { curie: 0, doe: 0, lost: 0 };
const bytes = {
  cv: Buffer.alloc(0),
  photo: Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), crypto.randomBytes(300)]),
  diploma: crypto.randomBytes(2000),
};
const names = { cv: newGeneratedName(), photo: newGeneratedName(), diploma: newGeneratedName() };
const lostName = newGeneratedName();

const download = (body: object, token = admin) =>
  call(t.app, { method: "POST", url: "/ws/admin/applications/dossiers.zip", payload: body, token });

/** The entries of a ZIP, by name, decompressed. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error ?? new Error("not a zip"));
      const entries = new Map<string, Buffer>();
      archive.on("entry", (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error("unreadable entry"));
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
          stream.on("error", reject);
        });
      });
      archive.on("end", () => resolve(entries));
      archive.on("error", reject);
      archive.readEntry();
    });
  });
}

const fileValue = (name: string, generated: string) =>
  JSON.stringify({ name, generated_name: generated, upload_date: 1_700_000_000 });

/** Records a file of an answer, its bytes in the store unless `lost`. */
async function storeFile(
  answerId: number,
  file: { field: string; name: string; generated: string; bytes: Buffer; type: string },
  lost = false,
) {
  if (!lost) await fileStoreFor(t.app).put(file.generated, Readable.from([file.bytes]));
  await t.app.db
    .insertInto("files")
    .values({
      answer_id: answerId,
      field_path: file.field,
      original_name: file.name,
      generated_name: file.generated,
      size: file.bytes.length,
      sha256: crypto.createHash("sha256").update(file.bytes).digest("hex"),
      content_type: file.type,
      uploaded_at: new Date(),
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await buildAdmin(t.app)).token;
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  bytes.cv = Buffer.from(await pdf.save({ useObjectStreams: false }));
  [ids.curie, ids.doe, ids.lost] = await seedAnswers(t.app, [
    {
      login: "curie@example.org",
      data: {
        familyName: "Curie",
        givenName: "Marie",
        typeformation: "MSC",
        mscchoice: "MAE",
        dateofbirth: "07/11/1999",
        uploadPhoto: fileValue("marie.png", names.photo),
        docs: [
          { type_doc: "CV", doc_file: fileValue("Curie CV.pdf", names.cv) },
          { type_doc: "Diploma", doc_file: fileValue("diploma.jpg", names.diploma) },
        ],
      },
    },
    {
      login: "doe@example.org",
      data: { familyName: "Doé", givenName: "Jane", typeformation: "AM", fstchoice: "MS IEM" },
    },
    {
      login: "lost@example.org",
      data: {
        familyName: "Lost",
        givenName: "Leo",
        typeformation: "MSC",
        mscchoice: "MAE",
        docs: [{ type_doc: "CV", doc_file: fileValue("cv.pdf", lostName) }],
      },
    },
  ]);
  await storeFile(ids.curie, {
    field: "uploadPhoto",
    name: "marie.png",
    generated: names.photo,
    bytes: bytes.photo,
    type: "image/png",
  });
  await storeFile(ids.curie, {
    field: "docs.0.doc_file",
    name: "Curie CV.pdf",
    generated: names.cv,
    bytes: bytes.cv,
    type: "application/pdf",
  });
  await storeFile(ids.curie, {
    field: "docs.1.doc_file",
    name: "diploma.jpg",
    generated: names.diploma,
    bytes: bytes.diploma,
    type: "image/jpeg",
  });
  await storeFile(
    ids.lost,
    {
      field: "docs.0.doc_file",
      name: "cv.pdf",
      generated: lostName,
      bytes: bytes.cv,
      type: "application/pdf",
    },
    true,
  );
});
afterAll(async () => t.close());

describe("POST /ws/admin/applications/dossiers.zip", () => {
  it("gives the view's dossiers, each a folder with its application file and its documents as uploaded", async () => {
    const response = await download({ selection: { filters: {} } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="?dossiers-\d{4}-\d{2}-\d{2}\.zip"?$/,
    );
    expect(response.headers["x-dossier-count"]).toBe("3");
    const entries = await unzip(response.rawPayload);
    const curie = `Curie-Marie-${ids.curie}`;
    expect([...entries.keys()]).toEqual([
      `${curie}/application.pdf`,
      `${curie}/documents/marie.png`,
      `${curie}/documents/Curie CV.pdf`,
      `${curie}/documents/diploma.jpg`,
      `Doé-Jane-${ids.doe}/application.pdf`,
      `Lost-Leo-${ids.lost}/application.pdf`,
      `Lost-Leo-${ids.lost}/missing.txt`,
    ]);
    const pdf = entries.get(`${curie}/application.pdf`)!;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await readPdfText(pdf)).text).toContain("Curie");
    expect(entries.get(`${curie}/documents/marie.png`)).toEqual(bytes.photo);
    expect(entries.get(`${curie}/documents/Curie CV.pdf`)).toEqual(bytes.cv);
    expect(entries.get(`${curie}/documents/diploma.jpg`)).toEqual(bytes.diploma);
    expect(entries.get(`Lost-Leo-${ids.lost}/missing.txt`)!.toString()).toBe("cv.pdf\n");
  });

  it("gives only the applications listed, or the view's filters", async () => {
    const listed = await unzip((await download({ selection: { ids: [ids.doe] } })).rawPayload);
    expect([...listed.keys()]).toEqual([`Doé-Jane-${ids.doe}/application.pdf`]);
    const filtered = await download({ selection: { filters: { q: "lost" } } });
    expect(filtered.headers["x-dossier-count"]).toBe("1");
    expect([...(await unzip(filtered.rawPayload)).keys()]).toEqual([
      `Lost-Leo-${ids.lost}/application.pdf`,
      `Lost-Leo-${ids.lost}/missing.txt`,
    ]);
  });

  it("gives a reviewer their juries' dossiers and nothing of another jury's", async () => {
    const reviewer = (await buildReviewer(t.app, ["JURY_AM"])).token;
    const view = await download({ selection: { filters: {} } }, reviewer);
    expect(view.headers["x-dossier-count"]).toBe("1");
    expect([...(await unzip(view.rawPayload)).keys()]).toEqual([`Doé-Jane-${ids.doe}/application.pdf`]);
    // Another jury's application named by its id is left out, as the listing leaves it out.
    const other = await download({ selection: { ids: [ids.curie, ids.lost] } }, reviewer);
    expect(other.statusCode).toBe(400);
    expect(other.json<{ message: string }>().message).toMatch(/no application/);
    expect(other.body).not.toContain("Curie");
    expect((await download({ selection: { filters: { jury: "JURY_MSC" } } }, reviewer)).statusCode).toBe(403);
  });

  it("gives a blind reader no name, photo nor identity document", async () => {
    await t.app.db
      .insertInto("programme_settings")
      .values({ programme: "MAE", blind_review: true })
      .execute();
    try {
      const reader = (await buildReviewer(t.app, ["JURY_MSC"])).token;
      const response = await download({ selection: { ids: [ids.curie] } }, reader);
      expect(response.statusCode).toBe(200);
      const entries = await unzip(response.rawPayload);
      const folder = `application-${ids.curie}`;
      expect([...entries.keys()]).toEqual([
        `${folder}/application.pdf`,
        `${folder}/documents/docs.0.doc_file.pdf`,
        `${folder}/documents/docs.1.doc_file.jpg`,
      ]);
      expect(entries.get(`${folder}/documents/docs.0.doc_file.pdf`)).toEqual(bytes.cv);
      const text = (await readPdfText(entries.get(`${folder}/application.pdf`)!)).text;
      expect(text).not.toMatch(/Curie|Marie|curie@example\.org|07\/11\/1999/);
      // The administrator still gets the names.
      const office = await unzip((await download({ selection: { ids: [ids.curie] } })).rawPayload);
      expect([...office.keys()][0]).toBe(`Curie-Marie-${ids.curie}/application.pdf`);
    } finally {
      await t.app.db.deleteFrom("programme_settings").where("programme", "=", "MAE").execute();
    }
  });

  it("refuses candidates, an empty selection and unknown filters before the first byte", async () => {
    const candidate = (await buildCandidate(t.app)).token;
    expect((await download({ selection: { filters: {} } }, candidate)).statusCode).toBe(403);
    expect((await download({ selection: { ids: [] } })).statusCode).toBe(400);
    const unknown = await download({ selection: { filters: { stage: "nowhere" } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toMatch(/stage/);
  });
});
