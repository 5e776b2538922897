import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileValue } from "@portal/domain/rules/fixtures";
import { buildAdmin, buildCandidate } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { saveTab, storedAnswer } from "../../../test/answers-kit.ts";
import {
  auditKinds,
  mailsTo,
  seedAnswer,
  storedValues,
  validApplication,
  validate,
} from "./workflow-test-kit.ts";

const APPLICATION_TABS = [
  "choice",
  "personal",
  "background",
  "langs",
  "fund",
  "docs",
  "payment",
  "validation",
];

describe("PUT /ws/validateapplication/:login", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("validates a complete application: state, version, audit row, e-mail, read-only tabs", async () => {
    const ada = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, ada, validApplication());
    const res = await validate(t.app, ada, "validateapplication");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      result: "OK",
      message: "Validation of application done",
      version: 2,
      readOnlyTabs: APPLICATION_TABS,
    });
    expect(body.data).toMatchObject({
      candidat_validation: "O",
      show_bourses: "O",
      show_buttons_bourses: "O",
      show_result: "O",
      show_buttons: "N",
      admis: "-",
    });
    const stored = await storedAnswer(t.app, id);
    expect(stored.version).toBe(2);
    expect(stored.data).toMatchObject({
      candidat_validation: "O",
      validation_validated: "O",
      show_bourses: "O",
    });
    const events = await auditKinds(t.app, id);
    expect(events.at(-1)).toMatchObject({ kind: "validate-application", actor_login: ada.login });
    expect(events.at(-1)!.fields).toEqual(
      expect.arrayContaining(["candidat_validation", "show_bourses", "show_result"]),
    );
    const [mail] = await mailsTo(t.app, ada.login);
    expect(mail.subject).toBe("Your application is validated / Votre candidature est validée");
    expect(mail.text).toContain("Hello Zoé Le Gall-D'Arcy,\n\nValidation of application done");
    expect(mail.text).toContain("You can now apply for scholarships in the Scholarships tab.");
    expect(mail.text).toContain("Bonjour Zoé Le Gall-D'Arcy,\n\nValidation de la candidature effectuée");
    expect(mail.text.indexOf("Hello")).toBeLessThan(mail.text.indexOf("Bonjour"));
    expect(mail.text).toContain("http://localhost:8080/form/candform");
    expect(mail.html).toContain('<div lang="fr">');
  });

  it("then refuses the candidate's changes to the application tabs with 409 LOCKED", async () => {
    const ada = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, ada, validApplication());
    expect((await validate(t.app, ada, "validateapplication")).statusCode).toBe(200);
    const res = await saveTab(t.app, ada, id, {
      tab: "choice",
      version: 2,
      values: { typeformation: "AM", fstchoice: "MS SAS" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ result: "error", code: "LOCKED" });
    expect((await storedValues(t.app, id)).typeformation).toBe("MSC");
    const schema = await call(t.app, { url: "/ws/form/candform/schema", token: ada.token });
    expect(schema.json().readOnlyTabs).toEqual(APPLICATION_TABS);
  });

  it("adds the scholarship warning when no scholarship is open to the candidate", async () => {
    const bob = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, bob, validApplication({ mscchoice: "ASO", fstchoice: "ASO" }));
    const res = await validate(t.app, bob, "validateapplication");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      "Validation of application done\nYou are not eligible to apply for any scholarship program.",
    );
    expect(await storedValues(t.app, id)).toMatchObject({ show_bourses: "N", show_buttons_bourses: "N" });
    const [mail] = await mailsTo(t.app, bob.login);
    expect(mail.text).toContain("You are not eligible to apply for any scholarship program.");
    expect(mail.text).toContain("Vous n'êtes éligible à aucun programme de bourses.");
    expect(mail.text).not.toContain("Scholarships tab");
  });

  const refusals: [string, Record<string, unknown>, string[]][] = [
    [
      "special characters in a name",
      { familyName: "Smith2" },
      ["Special characters are not allowed in Family, Given, Maiden or Middle names"],
    ],
    [
      "no identity card nor passport",
      { idcardno: "" },
      ["Identity information (identity card or passport) is missing"],
    ],
    [
      "a photo that is not a jpg",
      { uploadPhoto: fileValue("me.png") },
      ["Photo is missing or is not a jpg file"],
    ],
    ["identical bac specialities", { bacSpecialite2: "MATHS" }, ["Bac specialities should be different"]],
    [
      "an incomplete academic background line",
      { heb_line: [{ institution: "" }] },
      ["Academic background: institution information, date from/to or 'other field' of study is missing"],
    ],
    [
      "professional experience ending before it begins",
      { prof_xp: [{ company: "A", from_tod: "02/01/2020", from_tof: "01/01/2020" }] },
      ["Professional experience date error: the begin date must be before the end date"],
    ],
    ["no funding", { personal: false }, ["Funding details information is missing"]],
    [
      "the cover letter missing",
      { docs: [{ type_doc: "cv", doc_file: fileValue("cv.pdf") }] },
      [
        "Identity document is missing or is not a pdf file",
        "Cover letter is missing or is not a pdf file",
        "Degree document is missing or is not a pdf file",
        "Transcript document is missing or is not a pdf file",
        "Language certificate document is missing or is not a pdf file",
      ],
    ],
    [
      "the France Travail certificate of an unemployed candidate",
      { unemployed: "O" },
      ["France Travail document is missing or is not a pdf file"],
    ],
    [
      "a proof of payment that is not a PDF",
      { proof_of_payment: fileValue("fee.png") },
      ["Proof of payment is missing or is not a pdf file"],
    ],
    ["the acknowledgement", { acknowledgement: false }, ["You must tick the acknowledgement box"]],
    [
      "the statement of accuracy",
      { val_testify2: false },
      ["You must certify that the information you gave is accurate"],
    ],
    ["a tab not validated", { langs_validated: "N" }, ["Languages tab is not validated"]],
  ];

  it.each(refusals)(
    "refuses %s with 400 and the exact message, changing nothing",
    async (_, overrides, lines) => {
      const ada = await buildCandidate(t.app);
      const id = await seedAnswer(t.app, ada, validApplication(overrides));
      const before = await storedAnswer(t.app, id);
      const res = await validate(t.app, ada, "validateapplication");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: "error", code: "VALIDATION", message: lines.join("\n") });
      expect(await storedAnswer(t.app, id)).toEqual(before);
      expect(await mailsTo(t.app, ada.login)).toEqual([]);
    },
  );

  it("refuses referees' e-mails equal to the login", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, validApplication({ reco_email_1: ada.login }));
    const res = await validate(t.app, ada, "validateapplication");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Invalid e-mail address for referee 1 or referee 2");
  });

  it("lists every failure at once, one per line, each with its code", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, validApplication({ idcardno: "", acknowledgement: false, personal: false }));
    const res = await validate(t.app, ada, "validateapplication");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      [
        "Identity information (identity card or passport) is missing",
        "Funding details information is missing",
        "You must tick the acknowledgement box",
      ].join("\n"),
    );
    expect(res.json().failures.map((f: { code: string }) => f.code)).toEqual([
      "IDENTITY_DOCUMENT_MISSING",
      "FUNDING_MISSING",
      "ACKNOWLEDGEMENT_MISSING",
    ]);
  });

  it("places each failure on its tab and field, for the list of what is left grouped by tab (issue #12)", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(
      t.app,
      ada,
      validApplication({ langs_validated: "N", familyName: "Smith2", acknowledgement: false }),
    );
    const res = await validate(t.app, ada, "validateapplication");
    expect(res.statusCode).toBe(400);
    expect(res.json().problems).toEqual([
      { tab: "langs", text: "Languages tab is not validated" },
      {
        tab: "personal",
        field: "familyName",
        text: "Special characters are not allowed in Family, Given, Maiden or Middle names",
      },
      { tab: "validation", field: "acknowledgement", text: "You must tick the acknowledgement box" },
    ]);
  });

  it("answers in French with Accept-Language: fr", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, validApplication({ langs_validated: "N", personal: false }));
    const res = await validate(t.app, ada, "validateapplication", { locale: "fr-FR,fr;q=0.9" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "L'onglet Langues n'est pas validé\nLes informations sur le financement sont manquantes",
    );
  });

  it("refuses a second validation with 409 WRONG_STATE", async () => {
    const ada = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, ada, validApplication());
    expect((await validate(t.app, ada, "validateapplication")).statusCode).toBe(200);
    const res = await validate(t.app, ada, "validateapplication");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      result: "error",
      code: "WRONG_STATE",
      message: "Your application is already validated",
    });
    expect((await storedAnswer(t.app, id)).version).toBe(2);
    expect((await auditKinds(t.app, id)).filter((e) => e.kind === "validate-application")).toHaveLength(1);
  });

  it("validates once when two validations race (the answer is locked FOR UPDATE)", async () => {
    const ada = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, ada, validApplication());
    const results = await Promise.all([
      validate(t.app, ada, "validateapplication"),
      validate(t.app, ada, "validateapplication"),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await storedAnswer(t.app, id)).version).toBe(2);
    expect((await auditKinds(t.app, id)).filter((e) => e.kind === "validate-application")).toHaveLength(1);
    expect(await mailsTo(t.app, ada.login)).toHaveLength(1);
  });

  it("refuses another candidate's login with 403 Not allowed, whatever its case or encoding", async () => {
    const ada = await buildCandidate(t.app);
    const eve = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, ada, validApplication());
    for (const login of [
      ada.login,
      ada.login.toUpperCase(),
      encodeURIComponent(ada.login),
      ` ${ada.login}`,
    ]) {
      const res = await validate(t.app, eve, "validateapplication", { login: encodeURIComponent(login) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ result: "Not allowed" });
    }
    expect((await storedAnswer(t.app, id)).version).toBe(1);
  });

  it("accepts the candidate's own login in another case or percent-encoded", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, validApplication());
    const res = await validate(t.app, ada, "validateapplication", {
      login: encodeURIComponent(ada.login.toUpperCase()),
    });
    expect(res.statusCode).toBe(200);
  });

  it("lets an administrator validate for a candidate (audited under the administrator)", async () => {
    const ada = await buildCandidate(t.app);
    const boss = await buildAdmin(t.app);
    const id = await seedAnswer(t.app, ada, validApplication());
    const res = await validate(t.app, boss, "validateapplication", { login: ada.login });
    expect(res.statusCode).toBe(200);
    expect((await auditKinds(t.app, id)).at(-1)).toMatchObject({
      kind: "validate-application",
      actor_login: boss.login,
    });
    expect(await mailsTo(t.app, ada.login)).toHaveLength(1);
  });

  it("answers 401 without a session and 404 to an administrator for an unknown login", async () => {
    const anonymous = await call(t.app, { method: "PUT", url: "/ws/validateapplication/x@example.org" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ result: "Not allowed" });
    const boss = await buildAdmin(t.app);
    const res = await validate(t.app, boss, "validateapplication", { login: "nobody@example.org" });
    expect(res.statusCode).toBe(404);
  });
});
