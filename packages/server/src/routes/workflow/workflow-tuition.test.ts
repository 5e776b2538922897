import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCandidate } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { saveTab, storedAnswer } from "../../../test/answers-kit.ts";
import {
  auditKinds,
  mailsTo,
  readyForTuition,
  seedAnswer,
  seedJury,
  storedValues,
  validate,
} from "./workflow-test-kit.ts";

describe("PUT /ws/validatetuition/:login", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedJury(t.app, { published: true });
  });
  afterAll(async () => t.close());

  it("confirms the tuition payment, locks registration_docs and tuition, e-mails the candidate", async () => {
    const ada = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, ada, readyForTuition());
    const res = await validate(t.app, ada, "validatetuition");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: "OK",
      message:
        "Your application to education programs is complete. Thanks!\n" +
        "Tuition payment awaiting confirmation: we will tell you once it is received.",
      version: 2,
    });
    expect(res.json().readOnlyTabs).toEqual(expect.arrayContaining(["registration_docs", "tuition"]));
    expect(res.json().data.show_tuition_payment).toBe("N");
    expect(await storedValues(t.app, id)).toMatchObject({
      tuition_paiement_confirmation: "O",
      tuition_validated: "O",
    });
    expect((await auditKinds(t.app, id)).at(-1)).toMatchObject({ kind: "validate-tuition" });
    const [mail] = await mailsTo(t.app, ada.login);
    expect(mail.subject).toBe(
      "Your tuition fees step is complete / Votre étape des frais de scolarité est terminée",
    );
    expect(mail.text).toContain("Your application to education programs is complete. Thanks!");
    expect(mail.text).toContain("Votre candidature aux programmes de formation est complète. Merci\u202f!");

    const locked = await saveTab(t.app, ada, id, { tab: "registration_docs", version: 2, values: {} });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe("LOCKED");
  });

  it("confirms when no tuition fees are due (montant_ins 0)", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, readyForTuition({ montant_ins: 0 }));
    expect((await validate(t.app, ada, "validatetuition")).statusCode).toBe(200);
  });

  const refusals: [string, Record<string, unknown>, number, string, string][] = [
    [
      "before the registration is validated",
      { candidat_confirmation: "N" },
      409,
      "WRONG_STATE",
      "Your registration is not validated yet",
    ],
    [
      "before the registration documents are validated (tuition tab disabled)",
      { registration_docs_validated: "N" },
      409,
      "WRONG_STATE",
      "The registration documents tab is not validated yet",
    ],
    [
      "while the tuition amount is not set",
      { montant_ins: "" },
      400,
      "VALIDATION",
      "The tuition fees have not been set yet",
    ],
    [
      "a second confirmation",
      { tuition_paiement_confirmation: "O" },
      409,
      "WRONG_STATE",
      "The tuition payment is already confirmed",
    ],
  ];

  it.each(refusals)("refuses %s", async (_, overrides, status, code, message) => {
    const ada = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, ada, readyForTuition(overrides));
    const before = await storedAnswer(t.app, id);
    const res = await validate(t.app, ada, "validatetuition");
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ result: "error", code, message });
    expect(await storedAnswer(t.app, id)).toEqual(before);
    expect(await mailsTo(t.app, ada.login)).toEqual([]);
  });

  it("refuses in French too", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, readyForTuition({ candidat_confirmation: "N" }));
    const res = await validate(t.app, ada, "validatetuition", { locale: "fr" });
    expect(res.json().message).toBe("Votre inscription n'est pas encore validée");
  });

  it("refuses another candidate's login with 403", async () => {
    const ada = await buildCandidate(t.app);
    const eve = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, readyForTuition());
    const res = await validate(t.app, eve, "validatetuition", { login: encodeURIComponent(ada.login) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ result: "Not allowed" });
  });
});
