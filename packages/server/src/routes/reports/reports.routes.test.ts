import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeApplication } from "@portal/domain/rules/fixtures";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildAdmin, buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { createAnswer, pdfBytes } from "../../../test/files-kit.ts";
import { pdfText, realPdf, reportPageCount, uploadFile } from "../../../test/reports-kit.ts";

describe("POST /ws/report/application_file/:login", () => {
  let t: TestApp;
  let zoe: BuiltUser;
  let other: BuiltUser;
  let admin: BuiltUser;
  let zoeAnswer: number;

  const report = (
    login: string,
    options: { token?: string; lang?: string; payload?: object; kind?: string } = {},
  ) =>
    call(t.app, {
      method: "POST",
      url: `/ws/report/${options.kind ?? "application_file"}/${encodeURIComponent(login)}`,
      token: options.token,
      headers: options.lang ? { "accept-language": options.lang } : {},
      payload: options.payload ?? {},
    });

  beforeAll(async () => {
    t = await createTestApp();
    zoe = await buildCandidate(t.app);
    other = await buildCandidate(t.app);
    admin = await buildAdmin(t.app);
    await t.app.db
      .insertInto("countries")
      .values({ code: "DE", codeiso: "DEU", name_en: "Germany", name_fr: "Allemagne", pays_ue: true })
      .onConflict((oc) => oc.column("code").doNothing())
      .execute();
    zoeAnswer = await createAnswer(
      t.app,
      zoe.login,
      completeApplication({
        nationality: "DE",
        prof_xp: [
          { company: "ACME Aéro", position: "Intern", from_tod: "01/07/2022", from_tof: "31/08/2022" },
          { company: "Airbus", position: "Engineer", from_tod: "2023-01-02", from_tof: "" },
        ],
      }),
    );
    await createAnswer(t.app, other.login, completeApplication({ familyName: "Other", givenName: "Olga" }));
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a call without a session with 401", async () => {
    const res = await report(zoe.login);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: "Not allowed" });
  });

  it("refuses another candidate's report with 403, whatever the body holds", async () => {
    const res = await report(zoe.login, {
      token: other.token,
      payload: { login: other.login, familyName: "X" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ result: "Not allowed" });
    expect(res.headers["content-type"]).not.toContain("pdf");
  });

  it("answers the candidate's own application file as a PDF download", async () => {
    const res = await report(zoe.login, { token: zoe.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="application-${zoe.login}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("prints the title page, tab titles, field titles and formatted values in English", async () => {
    const { text } = await pdfText((await report(zoe.login, { token: zoe.token })).rawPayload);
    expect(text).toContain("Admissions portal");
    expect(text).toContain("Application file");
    expect(text).toContain("Candidate Zoé Le Gall-D'Arcy");
    expect(text).toContain(`Login ${zoe.login}`);
    expect(text).toContain("Programme Master of Science (MSc) — MSc in Aerospace Engineering");
    expect(text).toMatch(/Generated on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Europe\/Paris\)/);
    for (const title of [
      "Programme choice",
      "Personal information",
      "Background",
      "Languages",
      "Funding",
      "Documents",
      "Payment",
      "Validation",
    ]) {
      expect(text).toContain(title);
    }
    expect(text).toContain("Type of programme Master of Science (MSc)");
    expect(text).toContain("Date of birth 02/03/2000");
    expect(text).toContain("Nationality Germany");
    expect(text).toContain("Type of school French school in France");
    expect(text).toContain("Are you currently unemployed? No");
    expect(text).toContain("Personal funds Yes");
    expect(text).toContain("Maiden name —");
    expect(text).toContain("Identity photo me.JPG");
    expect(text).toContain("Page 1 of");
  });

  it("prints list fields as tables with their column headings and one row per line", async () => {
    const { text } = await pdfText((await report(zoe.login, { token: zoe.token })).rawPayload);
    expect(text).toContain("Company Field of activity Position From To");
    expect(text).toContain("ACME Aéro — Intern 01/07/2022 31/08/2022");
    expect(text).toContain("Airbus — Engineer 02/01/2023 —");
    expect(text).toContain("Type of document File");
    expect(text).toContain("Curriculum vitae cv.pdf");
    expect(text).toContain("Mathematics Université 01/09/2019 30/06/2022");
  });

  it("uses the stored answer, never the body", async () => {
    const res = await report(zoe.login, {
      token: zoe.token,
      payload: { familyName: "Forged", nationality: "FR", login: zoe.login },
    });
    const { text } = await pdfText(res.rawPayload);
    expect(text).not.toContain("Forged");
    expect(text).toContain("Nationality Germany");
  });

  it("speaks French when the request asks for it", async () => {
    const { text } = await pdfText(
      (await report(zoe.login, { token: zoe.token, lang: "fr-FR,fr;q=0.9" })).rawPayload,
    );
    expect(text).toContain("Portail des admissions");
    expect(text).toContain("Dossier de candidature");
    expect(text).toContain("Candidat Zoé Le Gall-D'Arcy");
    for (const title of [
      "Choix de formation",
      "Informations personnelles",
      "Parcours",
      "Langues",
      "Financement",
      "Paiement",
    ]) {
      expect(text).toContain(title);
    }
    expect(text).toContain("Date de naissance 02/03/2000");
    expect(text).toContain("Nationalité Allemagne");
    expect(text).toContain("Type d'établissement Établissement français en France");
    expect(text).toContain("Êtes-vous actuellement demandeur");
    expect(text).toContain("Fonds personnels Oui");
    expect(text).toContain("Entreprise Secteur d'activité Poste Du Au");
    expect(text).toContain("Page 1 sur");
  });

  it("notes each referenced file that is not a readable PDF instead of appending it", async () => {
    const { text, pages } = await pdfText((await report(zoe.login, { token: zoe.token })).rawPayload);
    expect(text).toContain("Curriculum vitae: cv.pdf is not a readable PDF and was not appended.");
    expect(pages).toBe(reportPageCount(text));
  });

  it("appends the candidate's uploaded PDFs after the report (pages and text) and notes a broken one", async () => {
    const before = await pdfText((await report(zoe.login, { token: zoe.token })).rawPayload);
    await uploadFile(t.app, {
      answerId: zoeAnswer,
      token: zoe.token,
      path: "docs.1.doc_file",
      filename: "Mon CV.pdf",
      siblings: { type_doc: "cv" },
      content: await realPdf("CURRICULUM VITAE OF ZOE", 2),
    });
    await uploadFile(t.app, {
      answerId: zoeAnswer,
      token: zoe.token,
      path: "proof_of_payment",
      filename: "receipt.pdf",
      content: pdfBytes(4096), // a PDF header and padding: sniffed as PDF, unreadable
    });
    const res = await report(zoe.login, { token: zoe.token });
    const { text, pages } = await pdfText(res.rawPayload);
    // The footers count the whole file, appended pages included ("Page 1 of N", N the file's pages).
    expect(reportPageCount(text)).toBe(pages);
    expect(pages).toBe(before.pages + 2);
    expect(pages).toBeGreaterThan(before.pages);
    expect(text).toContain("CURRICULUM VITAE OF ZOE 1");
    expect(text).toContain("CURRICULUM VITAE OF ZOE 2");
    expect(text).toContain("Curriculum vitae: Mon CV.pdf (2 p.)");
    expect(text).toContain("Proof of payment: receipt.pdf is not a readable PDF and was not appended.");
    // The appended pages come after the report's own.
    expect(text.indexOf("CURRICULUM VITAE OF ZOE 1")).toBeGreaterThan(text.indexOf("Attached documents"));
  });

  it("never appends a file recorded for another answer, even when the stored value names it", async () => {
    const otherAnswer = (
      await t.app.db
        .selectFrom("answers")
        .select("id")
        .where("login", "=", other.login)
        .executeTakeFirstOrThrow()
    ).id;
    const foreign = await uploadFile(t.app, {
      answerId: otherAnswer,
      token: other.token,
      path: "docs.0.doc_file",
      filename: "secret.pdf",
      siblings: { type_doc: "id" },
      content: await realPdf("OLGA PRIVATE DOCUMENT"),
    });
    const sneaky = await buildCandidate(t.app);
    await createAnswer(
      t.app,
      sneaky.login,
      completeApplication({
        docs: [
          {
            type_doc: "id",
            doc_file: JSON.stringify({ name: "mine.pdf", generated_name: foreign, upload_date: 1 }),
          },
        ],
      }),
    );
    const { text } = await pdfText((await report(sneaky.login, { token: sneaky.token })).rawPayload);
    expect(text).not.toContain("OLGA PRIVATE DOCUMENT");
    expect(text).toContain("Identity card or passport: mine.pdf is not a readable PDF and was not appended.");
  });

  it("lets an administrator download any candidate's file, and answers 404 for an unknown login", async () => {
    const res = await report(zoe.login.toUpperCase(), { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect((await pdfText(res.rawPayload)).text).toContain("Zoé Le Gall-D'Arcy");
    const missing = await report("nobody@example.org", { token: admin.token });
    expect(missing.statusCode).toBe(404);
  });

  it("answers 403 to a candidate asking for a login that has no answer", async () => {
    expect((await report("nobody@example.org", { token: zoe.token })).statusCode).toBe(403);
  });
});
