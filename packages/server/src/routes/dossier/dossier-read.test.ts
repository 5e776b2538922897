import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { createAnswer, jpgBytes, pdfBytes } from "../../../test/files-kit.ts";
import { buildDossierCast, uploadTo, type DossierCast } from "./dossier-test-kit.ts";

describe("GET /ws/admin/answers/{id} and …/files/{generatedName}", () => {
  let t: TestApp;
  let cast: DossierCast;
  let photo: string;
  let cv: string;
  let strangerFile: string;
  const photoBytes = jpgBytes(1500);
  const cvBytes = pdfBytes(3000);

  beforeAll(async () => {
    t = await createTestApp();
    cast = await buildDossierCast(t.app);
    photo = await uploadTo(t.app, cast.candidate, cast.answerId, {
      field: "uploadPhoto",
      filename: "me.jpg",
      content: photoBytes,
      type: "image/jpeg",
    });
    cv = await uploadTo(t.app, cast.candidate, cast.answerId, {
      field: "doc_file",
      filename: "Curriculum vitæ.pdf",
      content: cvBytes,
      type: "application/pdf",
      path: "docs.0.doc_file",
      extra: { type_doc: "cv" },
    });
    const strangerAnswer = await createAnswer(t.app, cast.otherCandidate.login, { typeformation: "MSC" });
    strangerFile = await uploadTo(t.app, cast.otherCandidate, strangerAnswer, {
      field: "uploadPhoto",
      filename: "stranger.jpg",
      content: jpgBytes(900),
      type: "image/jpeg",
    });
  });
  afterAll(async () => t.close());

  const read = (token: string | undefined, id: number | string = cast.answerId) =>
    call(t.app, { url: `/ws/admin/answers/${id}`, token });
  const file = (token: string | undefined, name: string, id: number = cast.answerId) =>
    call(t.app, { url: `/ws/admin/answers/${id}/files/${name}`, token });

  it("gives an administrator the whole dossier: values, jury, stage and files", async () => {
    const res = await read(cast.admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      result: "OK",
      id: cast.answerId,
      login: cast.candidate.login,
      jury: {
        id: "JURY_MSC",
        label: expect.any(String),
        resultsPublished: false,
        scholarshipResultsPublished: false,
      },
      stage: "started",
      data: { typeformation: "MSC", mscchoice: "MAE" },
    });
    expect(body.files).toEqual([
      expect.objectContaining({
        field: "uploadPhoto",
        generatedName: photo,
        originalName: "me.jpg",
        contentType: "image/jpeg",
        size: photoBytes.length,
      }),
      expect.objectContaining({
        field: "docs.0.doc_file",
        generatedName: cv,
        originalName: "Curriculum vitæ.pdf",
        contentType: "application/pdf",
        size: cvBytes.length,
      }),
    ]);
    expect(Date.parse(body.files[0].uploaded)).not.toBeNaN();
  });

  it("shows staff an unpublished decision the candidate does not see yet", async () => {
    await t.app.db
      .updateTable("answers")
      .set((eb) => ({ data: eb.fn("jsonb_set", [eb.ref("data"), eb.val("{admis}"), eb.val('"O"')]) }))
      .where("id", "=", cast.answerId)
      .execute();
    expect((await read(cast.reviewer.token)).json().data.admis).toBe("O");
    const own = await call(t.app, {
      url: `/ws/form/candform/answer/${cast.candidate.login}`,
      token: cast.candidate.token,
    });
    expect(own.json().data.admis).toBe("-");
  });

  it("serves a PDF and an image inline, with their type, nosniff and no caching", async () => {
    const pdf = await file(cast.reviewer.token, cv);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(cvBytes)).toBe(true);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      `inline; filename="Curriculum vit?.pdf"; filename*=UTF-8''Curriculum%20vit%C3%A6.pdf`,
    );
    expect(pdf.headers["x-content-type-options"]).toBe("nosniff");
    expect(pdf.headers["cache-control"]).toBe("private, no-store");
    const image = await file(cast.admin.token, photo);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(String(image.headers["content-disposition"])).toBe("inline; filename=me.jpg");
  });

  it("answers 404 for a file of another application, a name nobody uploaded, or not a generated name", async () => {
    for (const name of [strangerFile, "0".repeat(32), "..%2F..%2Fetc%2Fpasswd"]) {
      const res = await file(cast.admin.token, name);
      expect(res.statusCode, name).toBe(404);
      expect(res.body).not.toContain("stranger");
    }
  });

  it("lets the reviewer of the application's jury read it", async () => {
    expect((await read(cast.reviewer.token)).statusCode).toBe(200);
    expect((await file(cast.reviewer.token, photo)).statusCode).toBe(200);
  });

  it("refuses a reviewer of another jury, a candidate (even the owner) and the anonymous caller", async () => {
    for (const [who, token, status] of [
      ["other jury's reviewer", cast.otherReviewer.token, 403],
      ["owner", cast.candidate.token, 403],
      ["other candidate", cast.otherCandidate.token, 403],
      ["anonymous", undefined, 401],
    ] as const) {
      for (const res of [await read(token), await file(token, photo)]) {
        expect(res.statusCode, who).toBe(status);
        expect(res.body, who).not.toContain(cast.candidate.login);
        expect(res.rawPayload.includes(photoBytes), who).toBe(false);
      }
    }
  });

  it("answers an unknown id 404 to an administrator but 403 to a reviewer, who learns nothing of ids", async () => {
    expect((await read(cast.admin.token, 999999)).statusCode).toBe(404);
    expect((await read(cast.reviewer.token, 999999)).statusCode).toBe(403);
    expect((await read(cast.admin.token, "abc")).statusCode).toBe(400);
  });

  it("refuses a reviewer an application with no jury yet (only administrators see those)", async () => {
    const loose = await createAnswer(t.app, "nojury@example.org", {});
    expect((await read(cast.reviewer.token, loose)).statusCode).toBe(403);
    const res = await read(cast.admin.token, loose);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ jury: null, stage: "started", files: [] });
  });
});
