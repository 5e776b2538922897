import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { patchStoredAnswer } from "../../../test/answers-kit.ts";
import { jpgBytes, pdfBytes } from "../../../test/files-kit.ts";
import { buildDossierCast, uploadTo, type DossierCast } from "../dossier/dossier-test-kit.ts";
import { mailsTo } from "../workflow/workflow-test-kit.ts";

describe("document review: PUT …/documents/{name}, POST …/document-requests", () => {
  let t: TestApp;
  let cast: DossierCast;
  let photo: string;
  let cv: string;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await buildDossierCast(t.app);
    photo = await uploadTo(t.app, cast.candidate, cast.answerId, {
      field: "uploadPhoto",
      filename: "me.jpg",
      content: jpgBytes(1500),
      type: "image/jpeg",
    });
    cv = await uploadTo(t.app, cast.candidate, cast.answerId, {
      field: "doc_file",
      filename: "cv.pdf",
      content: pdfBytes(3000),
      type: "application/pdf",
      path: "docs.0.doc_file",
      extra: { type_doc: "cv" },
    });
  });
  afterAll(async () => t.close());

  const review = (token: string, name: string, payload: unknown, id = cast.answerId, lang = "en") =>
    call(t.app, {
      method: "PUT",
      url: `/ws/admin/answers/${id}/documents/${name}?lang=${lang}`,
      token,
      payload: payload as object,
    });
  const request = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
    call(t.app, {
      method: "POST",
      url: `/ws/admin/answers/${cast.answerId}/document-requests`,
      token,
      payload: payload as object,
      headers,
    });
  const dossier = async (lang = "en") =>
    (
      await call(t.app, { url: `/ws/admin/answers/${cast.answerId}?lang=${lang}`, token: cast.admin.token })
    ).json();
  const future = "2099-12-31";

  it("refuses outsiders: a reviewer of another jury and the candidate get 403, nothing is recorded", async () => {
    const other = await review(cast.otherReviewer.token, photo, { status: "accepted" });
    expect(other.statusCode).toBe(403);
    // Issue #35: the jury's own reviewer reads the documents, but checking them is an administrator's.
    const own = await review(cast.reviewer.token, photo, { status: "accepted" });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: "REVIEWER_READ_ONLY" });
    const ownRequest = await request(cast.reviewer.token, {
      field: "uploadPhoto",
      reason: "missing",
      deadline: future,
    });
    expect(ownRequest.statusCode).toBe(403);
    expect(ownRequest.json()).toMatchObject({ code: "REVIEWER_READ_ONLY" });
    const candidate = await review(cast.candidate.token, photo, { status: "accepted" });
    expect(candidate.statusCode).toBe(403);
    const asked = await request(cast.candidate.token, {
      field: "uploadPhoto",
      reason: "missing",
      deadline: future,
    });
    expect(asked.statusCode).toBe(403);
    expect(
      (await dossier()).files.every((f: { review: { status: string } }) => f.review.status === "to_check"),
    ).toBe(true);
  });

  it("refuses bad input with an actionable 400 in the request's language, and an unknown file with 404", async () => {
    const unknown = await review(cast.admin.token, photo, { status: "refused", reason: "nope" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("illegible");
    const none = await review(cast.admin.token, photo, { status: "refused" }, cast.answerId, "fr");
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain("motif");
    const badDay = await review(cast.admin.token, photo, {
      status: "refused",
      reason: "illegible",
      deadline: "2026-02-30",
    });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toContain("YYYY-MM-DD");
    const missingFile = await review(cast.admin.token, `${"a".repeat(32)}.pdf`, { status: "accepted" });
    expect(missingFile.statusCode).toBe(404);
    const badField = await request(cast.admin.token, {
      field: "familyName",
      reason: "missing",
      deadline: future,
    });
    expect(badField.statusCode).toBe(400);
    expect(badField.json().message).toContain("uploadPhoto");
  });

  it("lets an administrator accept a document, recorded with who and when, and in the history", async () => {
    const res = await review(cast.admin.token, cv, { status: "accepted", comment: "Fine" });
    expect(res.statusCode).toBe(200);
    expect(res.json().file).toMatchObject({
      field: "docs.0.doc_file",
      generatedName: cv,
      review: { status: "accepted", reason: null, comment: "Fine", by: cast.admin.login },
    });
    expect(res.json().request).toBeUndefined();
    const history = await call(t.app, {
      url: `/ws/admin/answers/${cast.answerId}/history?lang=fr`,
      token: cast.admin.token,
    });
    const line = history.json().items.find((l: { kind: string }) => l.kind === "document-review");
    expect(line.summary).toContain("Acceptée");
  });

  it("refuses a document: a request with the default deadline and a mail in English", async () => {
    const res = await review(cast.admin.token, photo, {
      status: "refused",
      reason: "illegible",
      comment: "Blurred",
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.file.review).toMatchObject({
      status: "refused",
      reason: "illegible",
      reasonLabel: "The document is illegible or incomplete",
    });
    const expected = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(body.request).toMatchObject({
      field: "uploadPhoto",
      kind: "refused",
      deadline: expected,
      overdue: false,
    });
    const [mail] = await mailsTo(t.app, cast.candidate.login);
    expect(mail!.subject).toBe("A document of your application is needed");
    expect(mail!.text).toContain("The document is illegible or incomplete — Blurred");
    expect(mail!.text).toMatch(/before \d{1,2} [A-Z][a-z]+ \d{4}/);
    const read = await dossier();
    expect(read.documentRequests).toHaveLength(1);
    expect(read.documentFields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(["uploadPhoto", "docs.0.doc_file"]),
    );
  });

  it("asks a French candidate for a missing document in French, listing every open request", async () => {
    await t.app.db
      .updateTable("users")
      .set({ locale: "fr" })
      .where("login", "=", cast.candidate.login)
      .execute();
    const res = await request(
      cast.admin.token,
      { field: "docs.0.doc_file", reason: "translation_missing", deadline: "2099-12-12" },
      { "accept-language": "fr" },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().request).toMatchObject({
      kind: "missing",
      reasonLabel: "Il manque une traduction certifiée",
      requestedBy: cast.admin.login,
      resolvedAt: null,
    });
    const mails = await mailsTo(t.app, cast.candidate.login);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe("Un document de votre candidature est nécessaire");
    expect(mail.text).toContain("Il manque une traduction certifiée");
    expect(mail.text).toContain("Le document est illisible ou incomplet — Blurred");
    expect(mail.text).toMatch(/avant le \d{1,2} [a-zéû]+ \d{4}/);
    expect(mail.text).toContain("/form/candform");
  });

  it("shows the candidate the open requests in their language", async () => {
    const res = await call(t.app, {
      url: `/ws/form/candform/answer/${cast.candidate.login}`,
      token: cast.candidate.token,
      headers: { "accept-language": "fr" },
    });
    const requests = res.json().documentRequests;
    expect(requests).toHaveLength(2);
    expect(requests.map((r: { field: string }) => r.field).sort()).toEqual([
      "docs.0.doc_file",
      "uploadPhoto",
    ]);
    expect(requests.find((r: { field: string }) => r.field === "uploadPhoto")).toMatchObject({
      reasonLabel: "Le document est illisible ou incomplet",
      comment: "Blurred",
      overdue: false,
    });
  });

  it("after validation lets the candidate upload only to a requested field; the upload resolves it and is to check", async () => {
    await patchStoredAnswer(t.app, cast.answerId, { candidat_validation: "O" });
    const url = `/ws/form/candform/answer/${cast.answerId}/file`;
    // Not requested: the validated tab stays locked.
    const other = await uploadTo(t.app, cast.candidate, cast.answerId, {
      field: "doc_file",
      filename: "other.pdf",
      content: pdfBytes(1000),
      type: "application/pdf",
      path: "docs.1.doc_file",
      extra: { type_doc: "cv" },
    }).catch((error: Error) => error.message);
    expect(other).toMatch(/^upload: 409/);
    void url;
    const replaced = await uploadTo(t.app, cast.candidate, cast.answerId, {
      field: "uploadPhoto",
      filename: "sharp.jpg",
      content: jpgBytes(1200),
      type: "image/jpeg",
    });
    const read = await dossier();
    const file = read.files.find((f: { generatedName: string }) => f.generatedName === replaced);
    expect(file.review.status).toBe("to_check");
    const photoRequest = read.documentRequests.find((r: { field: string }) => r.field === "uploadPhoto");
    expect(photoRequest.resolvedAt).not.toBeNull();
    const cvRequest = read.documentRequests.find((r: { field: string }) => r.field === "docs.0.doc_file");
    expect(cvRequest.resolvedAt).toBeNull();
    // Resolved: the photo is locked again.
    const again = await uploadTo(t.app, cast.candidate, cast.answerId, {
      field: "uploadPhoto",
      filename: "again.jpg",
      content: jpgBytes(1100),
      type: "image/jpeg",
    }).catch((error: Error) => error.message);
    expect(again).toMatch(/^upload: 409/);
    // The requested CV may be deleted (to be replaced) despite the lock.
    const removed = await call(t.app, {
      method: "DELETE",
      url: `/ws/form/candform/answer/${cast.answerId}/file/${cv}`,
      token: cast.candidate.token,
    });
    expect(removed.statusCode).toBe(200);
  });

  it("filters the workspace by review: to check, requested, overdue", async () => {
    const ids = async (review: string) => {
      const res = await call(t.app, {
        url: `/ws/admin/applications?review=${review}`,
        token: cast.admin.token,
      });
      expect(res.statusCode).toBe(200);
      return res.json().items.map((item: { id: number }) => item.id);
    };
    expect(await ids("to_check")).toContain(cast.answerId);
    expect(await ids("requested")).toContain(cast.answerId);
    expect(await ids("overdue")).not.toContain(cast.answerId);
    await t.app.db
      .updateTable("document_requests")
      .set({ deadline: "2020-01-01" })
      .where("answer_id", "=", cast.answerId)
      .execute();
    expect(await ids("overdue")).toContain(cast.answerId);
    const bad = await call(t.app, { url: `/ws/admin/applications?review=late`, token: cast.admin.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("to_check, requested, overdue");
  });
});
