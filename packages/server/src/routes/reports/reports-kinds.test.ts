import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeApplication, fileValue } from "@portal/domain/rules/fixtures";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildCandidate, type BuiltUser } from "../../../test/factories.ts";
import { buildReport } from "../../reports/report-builder.ts";
import { FONT_CANDIDATES, reportFonts } from "../../reports/report-fonts.ts";
import { fileStoreFor } from "../../storage/file-store-for.ts";
import { createAnswer } from "../../../test/files-kit.ts";
import { footedPages, pdfText, realPdf, reportPageCount, uploadFile } from "../../../test/reports-kit.ts";

const admitted = {
  show_admis: "O",
  admis: "O",
  candidat_validation: "O",
  confscol: "O",
  funding2_source: "employer",
  funding2_employer: "Airbus Defence",
  funding2_details: "Contrat de professionnalisation\nsur deux ans",
  fatherProfession: "Enseignant",
  siblings_count: 2,
  siblings_students: 1,
  address: "1 rue de la Paix",
  address_country: "DE",
  zip: "10115",
  address_city: "Berlin",
  reg_proof_of_payment: [{ proofFile: fileValue("old-receipt.pdf") }],
};

describe("POST /ws/report/{scholapplication_file,regapplication_file}/:login", () => {
  let t: TestApp;
  let ada: BuiltUser;
  let adaAnswer: number;

  const report = (kind: string, user: BuiltUser, lang = "en") =>
    call(t.app, {
      method: "POST",
      url: `/ws/report/${kind}/${user.login}`,
      token: user.token,
      headers: { "accept-language": lang },
      payload: {},
    });

  beforeAll(async () => {
    t = await createTestApp();
    // Admitted and published: the registration tabs (and their uploads) show to the candidate.
    await t.app.db.updateTable("juries").set({ resultats_publies: true }).execute();
    t.app.lookups.invalidate();
    ada = await buildCandidate(t.app);
    adaAnswer = await createAnswer(
      t.app,
      ada.login,
      completeApplication({
        show_bourses: "O",
        bourses_cedar: true,
        bourses_isae: false,
        bourses_tuition: true,
        ...admitted,
      }),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it("reports the scholarship tab with its letter appended", async () => {
    await uploadFile(t.app, {
      answerId: adaAnswer,
      token: ada.token,
      path: "bourses_tuition_letter",
      filename: "lettre.pdf",
      content: await realPdf("MOTIVATION LETTER FOR A WAIVER"),
    });
    const res = await report("scholapplication_file", ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="scholarship-${ada.login}.pdf"`);
    const { text, pages } = await pdfText(res.rawPayload);
    expect(text).toContain("Scholarship application file");
    expect(text).toContain("Scholarship programmes");
    expect(text).toContain("CEDAR scholarship Yes");
    expect(text).toContain("ISAE-SUPAERO scholarship No");
    expect(text).toContain("Tuition waiver Yes");
    expect(text).toContain("Motivation letter lettre.pdf");
    expect(text).not.toContain("Personal information"); // only the scholarship tab
    expect(text).toContain("MOTIVATION LETTER FOR A WAIVER 1");
    // The footers count the whole file, appended documents included (issue #35).
    expect(reportPageCount(text)).toBe(pages);
    expect(pages - footedPages(text)).toBe(1);
  });

  it("reports the registration tabs, the proof of down payment as a table, in French", async () => {
    await uploadFile(t.app, {
      answerId: adaAnswer,
      token: ada.token,
      path: "reg_proof_of_payment.0.proofFile",
      filename: "acompte.pdf",
      content: await realPdf("DOWN PAYMENT RECEIPT", 3),
    });
    const res = await report("regapplication_file", ada, "fr");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="registration-${ada.login}.pdf"`);
    const { text, pages } = await pdfText(res.rawPayload);
    expect(text).toContain("Dossier d'inscription");
    for (const title of [
      "Inscription",
      "Financement de l'inscription",
      "Parents",
      "Fratrie",
      "Adresse",
      "Pièces d'inscription",
      "S'inscrire",
    ]) {
      expect(text).toContain(title);
    }
    expect(text).toContain("Je confirme mon inscription à la formation Oui");
    expect(text).toContain("Reçu (PDF)");
    expect(text).toContain("acompte.pdf");
    expect(text).toContain("Source principale de financement Employeur");
    expect(text).toContain("Employeur Airbus Defence");
    expect(text).toContain("Nombre de frères et sœurs 2");
    expect(text).toContain("Ville (hors de France) Berlin");
    expect(text).not.toContain("Choix de formation");
    expect(text).toContain("DOWN PAYMENT RECEIPT 3");
    // The footers count the whole file, appended documents included (issue #35).
    expect(reportPageCount(text)).toBe(pages);
    expect(pages - footedPages(text)).toBe(3);
  });

  // Regression: the report read the stored values, which never hold the display flags derived
  // from the jury's publication (show_admis), so every registration tab was hidden and the file empty.
  it("reports the registration tabs of an admitted candidate from the published decision, documents appended", async () => {
    const eve = await buildCandidate(t.app);
    const { show_admis: _derived, ...stored } = admitted;
    const eveAnswer = await createAnswer(t.app, eve.login, completeApplication(stored));
    await uploadFile(t.app, {
      answerId: eveAnswer,
      token: eve.token,
      path: "doc_degree_certified",
      filename: "degree.pdf",
      content: await realPdf("CERTIFIED DEGREE COPY"),
    });
    const res = await report("regapplication_file", eve);
    const { text, pages } = await pdfText(res.rawPayload);
    expect(text).not.toContain("There is nothing to show in this file yet.");
    expect(text).toContain("Main source of funding Employer");
    expect(text).toContain("Town (outside France) Berlin");
    expect(text).toContain("CERTIFIED DEGREE COPY 1");
    // The footers count the whole file, appended documents included (issue #35).
    expect(reportPageCount(text)).toBe(pages);
    expect(pages - footedPages(text)).toBe(1);
  });

  it("appends no more than the byte budget and notes the files left out", async () => {
    const row = await t.app.db
      .selectFrom("answers")
      .select(["id", "login", "data"])
      .where("id", "=", adaAnswer)
      .executeTakeFirstOrThrow();
    const pdf = await buildReport({
      db: t.app.db,
      store: fileStoreFor(t.app),
      answer: row,
      kind: "scholapplication_file",
      locale: "en",
      maxAppendedBytes: 100,
    });
    const { text, pages } = await pdfText(pdf);
    expect(text).toContain(
      "Motivation letter: lettre.pdf was not appended: the appended documents would exceed 0 MB.",
    );
    expect(text).not.toContain("MOTIVATION LETTER FOR A WAIVER");
    // The footers count the whole file, appended documents included (issue #35).
    expect(reportPageCount(text)).toBe(pages);
  });

  it("gives a report with only its title page when none of its tabs is open yet", async () => {
    const bob = await buildCandidate(t.app);
    await createAnswer(t.app, bob.login, completeApplication());
    const { text } = await pdfText((await report("regapplication_file", bob)).rawPayload);
    expect(text).toContain("There is nothing to show in this file yet.");
    expect(text).toContain("No document is appended.");
  });
});

describe("reports with names outside Latin-1", () => {
  let t: TestApp;
  let answer: { id: number; login: string; data: Record<string, unknown> };
  beforeAll(async () => {
    t = await createTestApp();
    const data = completeApplication({
      givenName: "Ωμέγα",
      familyName: "王芳",
      middleNames: "Łukasz",
      city: "Москва",
    });
    answer = { id: await createAnswer(t.app, "omega@example.org", data), login: "omega@example.org", data };
  });
  afterAll(async () => {
    await t.close();
  });
  const build = (fonts = reportFonts()) =>
    buildReport({
      db: t.app.db,
      store: fileStoreFor(t.app),
      answer,
      kind: "application_file",
      locale: "en",
      fonts,
    });

  it("does not crash with Helvetica: unprintable characters become their base letter or ?", async () => {
    const pdf = await build(reportFonts([{ regular: "/nonexistent/r.ttf", bold: "/nonexistent/b.ttf" }]));
    const { text } = await pdfText(pdf);
    expect(text).toContain("Given name ?????");
    expect(text).toContain("Family name ??");
    expect(text).toContain("Middle names ?ukasz");
    expect(text).toContain("Date of birth 02/03/2000");
  });

  // packages/server/ensure-fonts.sh installs the font before the suite (npm test, .ci/run).
  it("prints Greek, Cyrillic and Polish letters with DejaVu Sans", async () => {
    expect(fs.existsSync(FONT_CANDIDATES[0].regular), `${FONT_CANDIDATES[0].regular} is missing`).toBe(true);
    const { text } = await pdfText(await build());
    expect(text).toContain("Given name Ωμέγα");
    expect(text).toContain("Middle names Łukasz");
    expect(text).toContain("City of birth Москва");
    expect(text).toContain("Family name ??"); // no CJK glyphs in DejaVu: replaced, not crashed
  });
});
