import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileValue } from "@portal/domain/rules/fixtures";
import { buildAdmin, buildCandidate } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { saveTab, storedAnswer } from "../../../test/answers-kit.ts";
import {
  auditKinds,
  completeRegistration,
  mailsTo,
  seedAnswer,
  seedJury,
  storedValues,
  validate,
} from "./workflow-test-kit.ts";

const REGISTRATION_TABS = [
  "registration",
  "funding2",
  "parents",
  "siblings",
  "address",
  "documents2",
  "register",
];

describe("PUT /ws/validateregistration/:login", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // MSC MAE candidates are judged by a jury that has published its results; PG_DIP's has not.
    await seedJury(t.app, { id: "JURY_MSC", published: true });
    await seedJury(t.app, { id: "JURY_PGDIP", published: false, type: "PG_DIP", code: "PGD SPACE" });
  });
  afterAll(async () => t.close());

  it("confirms the registration of an admitted candidate, locks the registration tabs, e-mails them", async () => {
    const ada = await buildCandidate(t.app);
    const id = await seedAnswer(t.app, ada, completeRegistration());
    const res = await validate(t.app, ada, "validateregistration");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: "OK",
      message:
        "Validation of registration done\nDown payment awaiting confirmation: we will tell you once it is received.",
      version: 2,
    });
    expect(res.json().readOnlyTabs).toEqual(expect.arrayContaining(REGISTRATION_TABS));
    expect(res.json().data).toMatchObject({ candidat_confirmation: "O", admis: "O", show_buttons_reg: "N" });
    expect(await storedValues(t.app, id)).toMatchObject({
      candidat_confirmation: "O",
      register_validated: "O",
    });
    expect((await auditKinds(t.app, id)).at(-1)).toMatchObject({ kind: "validate-registration" });
    const [mail] = await mailsTo(t.app, ada.login);
    expect(mail.subject).toBe("Your registration is validated / Votre inscription est validée");
    expect(mail.text).toContain("Validation of registration done");
    expect(mail.text).toContain("Validation de l'inscription effectuée");

    const locked = await saveTab(t.app, ada, id, {
      tab: "parents",
      version: 2,
      values: { fatherProfession: "Pilot" },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe("LOCKED");
  });

  it("accepts an admission on condition of a language certificate (C)", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(t.app, ada, completeRegistration({ admis: "C" }));
    expect((await validate(t.app, ada, "validateregistration")).statusCode).toBe(200);
  });

  it("refuses the honour statement and the proof of down payment missing, both at once", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(
      t.app,
      ada,
      completeRegistration({ acknowledgementReg: false, reg_proof_of_payment: [] }),
    );
    const res = await validate(t.app, ada, "validateregistration");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "You must tick: I testify on my honor to the accuracy...\n" +
        "Proof of down payment is missing or is not a pdf file",
    );
  });

  it("refuses a proof of down payment that is not a PDF, and an unvalidated registration tab", async () => {
    const ada = await buildCandidate(t.app);
    await seedAnswer(
      t.app,
      ada,
      completeRegistration({
        reg_proof_of_payment: [{ proofFile: fileValue("receipt.png") }],
        siblings_validated: "N",
      }),
    );
    const res = await validate(t.app, ada, "validateregistration");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Siblings tab is not validated\nProof of down payment is missing or is not a pdf file",
    );
  });

  it("gives the same refusal whether the decision is unpublished or negative (nothing leaks)", async () => {
    const unpublished = await buildCandidate(t.app);
    await seedAnswer(
      t.app,
      unpublished,
      completeRegistration({ typeformation: "PG_DIP", fstchoice: "PGD SPACE" }),
    );
    const refused = await buildCandidate(t.app);
    await seedAnswer(t.app, refused, completeRegistration({ admis: "N" }));
    const waiting = await buildCandidate(t.app);
    await seedAnswer(t.app, waiting, completeRegistration({ admis: "L" }));
    for (const user of [unpublished, refused, waiting]) {
      const res = await validate(t.app, user, "validateregistration");
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: "WRONG_STATE",
        message: "Registration is open to admitted candidates only",
      });
    }
  });

  it("refuses ING (registration is not done online), before the application, and twice", async () => {
    const ing = await buildCandidate(t.app);
    await seedJury(t.app, { id: "JURY_ING", published: true, type: "ING", code: "ING" });
    await seedAnswer(t.app, ing, completeRegistration({ typeformation: "ING" }));
    const early = await buildCandidate(t.app);
    await seedAnswer(t.app, early, completeRegistration({ candidat_validation: "N" }));
    const twice = await buildCandidate(t.app);
    await seedAnswer(t.app, twice, completeRegistration({ candidat_confirmation: "O" }));
    const cases: [typeof ing, string][] = [
      [ing, "Registration for this programme is not done online"],
      [early, "Your application is not validated yet"],
      [twice, "Your registration is already validated"],
    ];
    for (const [user, message] of cases) {
      const res = await validate(t.app, user, "validateregistration");
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ result: "error", code: "WRONG_STATE", message });
    }
  });

  it("refuses another candidate with 403 and lets an administrator act", async () => {
    const ada = await buildCandidate(t.app);
    const eve = await buildCandidate(t.app);
    const boss = await buildAdmin(t.app);
    const id = await seedAnswer(t.app, ada, completeRegistration());
    const before = await storedAnswer(t.app, id);
    const denied = await validate(t.app, eve, "validateregistration", { login: ada.login });
    expect(denied.statusCode).toBe(403);
    expect(await storedAnswer(t.app, id)).toEqual(before);
    const res = await validate(t.app, boss, "validateregistration", { login: ada.login });
    expect(res.statusCode).toBe(200);
  });
});
