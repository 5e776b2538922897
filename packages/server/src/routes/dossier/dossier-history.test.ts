import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { pdfBytes } from "../../../test/files-kit.ts";
import { buildDossierCast, uploadTo, type DossierCast } from "./dossier-test-kit.ts";

/** A line of the history, as the route sends it. */
interface Line {
  at: string;
  actor: string;
  kind: string;
  summary: string;
  changes: { field: string; label: string; before: string | null; after: string | null }[];
}

describe("GET /ws/admin/answers/{id}/history", () => {
  let t: TestApp;
  let cast: DossierCast;
  beforeAll(async () => {
    t = await createTestApp();
    // The cast's candidate saved the choice tab: MSc, MSc in Aerospace Engineering.
    cast = await buildDossierCast(t.app);
    await uploadTo(t.app, cast.candidate, cast.answerId, {
      field: "doc_file",
      filename: "Relevé de notes.pdf",
      content: pdfBytes(2048),
      type: "application/pdf",
      path: "docs.0.doc_file",
      extra: { type_doc: "cv" },
    });
    // Navigation is recorded but is no change: it must not show.
    await call(t.app, {
      method: "PUT",
      url: `/ws/form/candform/answer/${cast.answerId}/step/personal`,
      token: cast.candidate.token,
      payload: {},
    });
    const published = await call(t.app, {
      method: "PUT",
      url: `/ws/admin/juries/${cast.juryId}`,
      token: cast.admin.token,
      payload: { resultats_publies: true },
    });
    expect(published.statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  const history = async (token: string | undefined, lang?: string, id = cast.answerId) => {
    const res = await call(t.app, {
      url: `/ws/admin/answers/${id}/history${lang ? `?lang=${lang}` : ""}`,
      token,
    });
    return { res, items: res.statusCode === 200 ? (res.json().items as Line[]) : [] };
  };

  it("lists the changes newest first: the jury's publication, the upload, the tab save, the creation", async () => {
    const { res, items } = await history(cast.reviewer.token, "en");
    expect(res.statusCode).toBe(200);
    expect(items.map((line) => line.kind)).toEqual([
      "jury-publication",
      "file_uploaded",
      "save-tab",
      "create",
    ]);
    const times = items.map((line) => Date.parse(line.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(items.find((line) => line.kind === "create")).toMatchObject({
      actor: cast.candidate.login,
      summary: "Application started",
      changes: [],
    });
  });

  it("shows a tab save's fields with their titles and their values before → after, readable", async () => {
    const { items } = await history(cast.admin.token, "en");
    const save = items.find((line) => line.kind === "save-tab")!;
    expect(save).toMatchObject({ actor: cast.candidate.login, summary: "Answers saved" });
    expect(save.changes).toEqual(
      expect.arrayContaining([
        {
          field: "typeformation",
          label: "Type of programme",
          before: null,
          after: "Master of Science (MSc)",
        },
        {
          field: "mscchoice",
          label: "Master of Science programme",
          before: null,
          after: "MSc in Aerospace Engineering",
        },
      ]),
    );
  });

  it("names an uploaded document by its original name, in the summary and in the list's value", async () => {
    const { items } = await history(cast.admin.token, "en");
    const upload = items.find((line) => line.kind === "file_uploaded")!;
    expect(upload.summary).toBe("Document uploaded: Relevé de notes.pdf");
    const docs = upload.changes.find((change) => change.field === "docs")!;
    expect(docs).toMatchObject({ label: "Documents", before: null });
    expect(docs.after).toContain("Curriculum vitae");
    expect(docs.after).toContain("Relevé de notes.pdf");
    expect(docs.after).not.toContain("generated_name");
  });

  it("shows the jury's publication as a line of its own, with the flag before → after", async () => {
    const { items } = await history(cast.admin.token, "en");
    const publication = items.find((line) => line.kind === "jury-publication")!;
    expect(publication.actor).toBe(cast.admin.login);
    expect(publication.summary).toMatch(/^Jury .+: admission results published$/);
    expect(publication.changes).toEqual([
      { field: "resultats_publies", label: "Admission results published", before: "No", after: "Yes" },
    ]);
  });

  it("speaks French when asked: labels, values and summaries", async () => {
    const { items } = await history(cast.admin.token, "fr");
    const save = items.find((line) => line.kind === "save-tab")!;
    expect(save.summary).toBe("Réponses enregistrées");
    expect(save.changes).toEqual(
      expect.arrayContaining([
        {
          field: "mscchoice",
          label: "Programme de Master of Science",
          before: null,
          after: "MSc en ingénierie aérospatiale",
        },
      ]),
    );
    expect(items[0]!.summary).toMatch(/résultats d'admission publiés$/);
  });

  it("shows an administrator's change of an existing value, before and after", async () => {
    const answer = (
      await call(t.app, { url: `/ws/admin/answers/${cast.answerId}`, token: cast.admin.token })
    ).json();
    const saved = await call(t.app, {
      method: "POST",
      url: `/ws/form/candform/answer/${cast.answerId}`,
      token: cast.admin.token,
      payload: { tab: "choice", version: answer.version, values: { typeformation: "MSC", mscchoice: "ASO" } },
    });
    expect(saved.statusCode).toBe(200);
    const { items } = await history(cast.admin.token, "en");
    expect(items[0]).toMatchObject({ kind: "save-tab", actor: cast.admin.login });
    expect(items[0]!.changes).toContainEqual({
      field: "mscchoice",
      label: "Master of Science programme",
      before: "MSc in Aerospace Engineering",
      after: "MSc in Aerospace Systems and Operations",
    });
  });

  it("lists the fields of a line written before values were recorded, without before and after", async () => {
    await t.app.db
      .insertInto("answer_events")
      .values({
        answer_id: cast.answerId,
        actor_login: "old-admin@example.org",
        kind: "save-tab",
        fields: JSON.stringify(["familyName"]),
        created_at: new Date("2020-01-01T00:00:00Z"),
      })
      .execute();
    const { items } = await history(cast.admin.token, "en");
    expect(items.at(-1)).toEqual({
      at: "2020-01-01T00:00:00.000Z",
      actor: "old-admin@example.org",
      kind: "save-tab",
      summary: "Answers saved",
      changes: [{ field: "familyName", label: "Family name", before: null, after: null }],
    });
  });

  it("refuses a reviewer of another jury, candidates and the anonymous caller", async () => {
    for (const [who, token, status] of [
      ["other jury's reviewer", cast.otherReviewer.token, 403],
      ["owner", cast.candidate.token, 403],
      ["other candidate", cast.otherCandidate.token, 403],
      ["anonymous", undefined, 401],
    ] as const) {
      const { res } = await history(token, "en");
      expect(res.statusCode, who).toBe(status);
      expect(res.body, who).not.toContain("Relevé");
    }
    expect((await history(cast.admin.token, "de")).res.statusCode).toBe(400);
  });
});
