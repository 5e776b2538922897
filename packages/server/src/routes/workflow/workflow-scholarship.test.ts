import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileValue } from "@portal/domain/rules/fixtures";
import { buildCandidate } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { saveTab, storedAnswer } from "../../../test/answers-kit.ts";
import {
  auditKinds,
  mailsTo,
  seedAnswer,
  storedValues,
  validatedApplication,
  validate,
} from "./workflow-test-kit.ts";

/** A validated MSC MAE application whose scholarship tab is open. */
const eligible = (overrides: Record<string, unknown> = {}) =>
  validatedApplication({ show_bourses: "O", show_buttons_bourses: "O", ...overrides });

describe("PUT /ws/validatescholarship/:login", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("records the scholarship application, locks the bourses tab and e-mails the candidate", async () => {
    const ada = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, ada, eligible({ bourses_isae: true, bourses_cedar: true }));
    const res = await validate(t.app, ada, "validatescholarship");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: "OK",
      message: "Your application to scholarship programs is complete. Thanks!",
      version: 2,
    });
    expect(res.json().readOnlyTabs).toContain("bourses");
    expect(await storedValues(t.app, id)).toMatchObject({
      bourse_validation: "O",
      bourses_validated: "O",
      show_buttons_bourses: "N",
    });
    expect((await auditKinds(t.app, id)).at(-1)).toMatchObject({ kind: "validate-scholarship" });
    const [mail] = await mailsTo(t.app, ada.login);
    expect(mail.subject).toBe(
      "Your scholarship application is complete / Votre demande de bourse est complète",
    );
    expect(mail.text).toContain("Your application to scholarship programs is complete. Thanks!");
    expect(mail.text).toContain("Votre candidature aux programmes de bourses est complète. Merci\u202f!");

    const locked = await saveTab(t.app, ada, id, {
      tab: "bourses",
      version: 2,
      values: { bourses_isae: false },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe("LOCKED");
  });

  it("accepts the tuition waiver with its motivation letter as a PDF", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(
      t.app,
      ada,
      eligible({ bourses_tuition: true, bourses_tuition_letter: fileValue("motivation.pdf") }),
    );
    expect((await validate(t.app, ada, "validatescholarship")).statusCode).toBe(200);
  });

  const refusals: [string, Record<string, unknown>, number, string, string[]][] = [
    ["no scholarship chosen", {}, 400, "VALIDATION", ["You must choose at least one scholarship program"]],
    [
      "a scholarship the candidate is not eligible for (GIFAS for a European)",
      { bourses_gifas: true },
      400,
      "VALIDATION",
      ["You are not eligible for the GIFAS scholarship"],
    ],
    [
      "the tuition waiver's motivation letter that is not a PDF",
      { bourses_tuition: true, bourses_tuition_letter: fileValue("motivation.docx") },
      400,
      "VALIDATION",
      ["Motivation letter is missing or is not a pdf file"],
    ],
    [
      "before the application is validated",
      { candidat_validation: "N", bourses_isae: true },
      409,
      "WRONG_STATE",
      ["Your application is not validated yet"],
    ],
    [
      "a candidate no scholarship is open to",
      { mscchoice: "ASO", show_bourses: "N", bourses_isae: true },
      409,
      "WRONG_STATE",
      ["You are not eligible to apply for any scholarship program."],
    ],
    [
      "a second validation",
      { bourse_validation: "O", bourses_isae: true },
      409,
      "WRONG_STATE",
      ["Your scholarship application is already validated"],
    ],
  ];

  it.each(refusals)("refuses %s", async (_, overrides, status, code, lines) => {
    const ada = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, ada, eligible(overrides));
    const before = await storedAnswer(t.app, id);
    const res = await validate(t.app, ada, "validatescholarship");
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ result: "error", code, message: lines.join("\n") });
    expect(await storedAnswer(t.app, id)).toEqual(before);
    expect(await mailsTo(t.app, ada.login)).toEqual([]);
  });

  it("names the missing motivation letter in French", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(
      t.app,
      ada,
      eligible({ bourses_tuition: true, bourses_tuition_letter: fileValue("m.docx") }),
    );
    const res = await validate(t.app, ada, "validatescholarship", { locale: "fr" });
    expect(res.json().message).toBe("La lettre de motivation est manquante ou n'est pas un fichier pdf");
  });

  it("refuses another candidate's login with 403", async () => {
    const ada = await buildCandidate(t.app);
    const eve = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, eligible({ bourses_isae: true }));
    const res = await validate(t.app, eve, "validatescholarship", { login: ada.login.toUpperCase() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ result: "Not allowed" });
  });
});
