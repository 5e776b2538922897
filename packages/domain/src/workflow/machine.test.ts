import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import { workflow as workflowCatalogue } from "../i18n/workflow.ts";
import type { AnswerValues } from "../rules/types.ts";
import type { Transition, WorkflowEvent } from "./transition.ts";
import { next } from "./machine.ts";
import { completeApplication, fileValue } from "../rules/fixtures.ts";

const login = "me@mail.example";
const en = (t: Transition) => t.messages.map((m) => translate("en", m.key, m.params));
const ok = (t: Transition) => {
  if (!t.ok) throw new Error(`refused: ${en(t).join("; ")}`);
  return t;
};

const validated = () =>
  ok(next(completeApplication(), { type: "VALIDATE_APPLICATION", context: { login } })).state;
const admitted = () => ok(next(validated(), { type: "PUBLISH_RESULT", admis: "O" })).state;
const registered = () =>
  ok(
    next(
      {
        ...admitted(),
        acknowledgementReg: true,
        reg_proof_of_payment: [{ proofFile: fileValue("down.pdf") }],
        ...Object.fromEntries(
          ["registration", "funding2", "parents", "siblings", "address", "documents2"].map((t) => [
            `${t}_validated`,
            "O",
          ]),
        ),
      },
      { type: "VALIDATE_REGISTRATION", context: {} },
    ),
  ).state;

describe("VALIDATE_APPLICATION", () => {
  it("validates, shows scholarships when eligible and the result, and says so", () => {
    const t = ok(next(completeApplication(), { type: "VALIDATE_APPLICATION", context: { login } }));
    expect(t.changes).toEqual({
      candidat_validation: "O",
      validation_validated: "O",
      show_bourses: "O",
      show_buttons_bourses: "O",
      show_result: "O",
      show_buttons: "N",
    });
    expect(en(t)).toEqual(["Validation of application done"]);
  });
  it("warns an answer eligible for no scholarship and keeps the scholarship tab hidden", () => {
    const t = ok(
      next(completeApplication({ mscchoice: "ASO", fstchoice: "ASO" }), {
        type: "VALIDATE_APPLICATION",
        context: { login },
      }),
    );
    expect(t.changes).toMatchObject({ show_bourses: "N", show_buttons_bourses: "N" });
    expect(en(t)).toEqual([
      "Validation of application done",
      "You are not eligible to apply for any scholarship program.",
    ]);
  });
  it("drops invalid doc entries and says so", () => {
    const docs = [...(completeApplication().docs as unknown[]), { type_doc: "other", doc_file: "" }];
    const t = ok(next(completeApplication({ docs }), { type: "VALIDATE_APPLICATION", context: { login } }));
    expect(t.changes.docs).toHaveLength(6);
    expect(en(t)).toContain("Removed invalid doc entries");
  });
  it("refuses with every failing rule", () => {
    const t = next(completeApplication({ val_testify2: false, docs: [] }), {
      type: "VALIDATE_APPLICATION",
      context: { login, tabsValid: { choice: false } },
    });
    expect(t.ok).toBe(false);
    expect(!t.ok && t.reason).toBe("rules");
    expect(t.messages.map((m) => m.code)).toContain("TAB_NOT_VALIDATED");
    expect(en(t)).toContain("Cover letter is missing or is not a pdf file");
    expect(en(t)).toContain("You must certify that the information you gave is accurate");
  });
  it("refuses a second validation", () => {
    const t = next(validated(), { type: "VALIDATE_APPLICATION", context: { login } });
    expect(t).toMatchObject({ ok: false, reason: "wrong-state" });
    expect(en(t)).toEqual(["Your application is already validated"]);
  });
});

describe("VALIDATE_SCHOLARSHIP", () => {
  const withCedar = () => ({ ...validated(), bourses_cedar: "O" });
  it("validates and locks the scholarship tab", () => {
    const t = ok(next(withCedar(), { type: "VALIDATE_SCHOLARSHIP", context: {} }));
    expect(t.changes).toEqual({ bourse_validation: "O", bourses_validated: "O", show_buttons_bourses: "N" });
    expect(en(t)).toEqual(["Your application to scholarship programs is complete. Thanks!"]);
    expect(next(t.state, { type: "SAVE_TAB", tab: "bourses", values: {}, actor: "candidate" }).ok).toBe(
      false,
    );
  });
  it.each<[string, () => AnswerValues, string[]]>([
    [
      "before the application",
      () => completeApplication({ bourses_cedar: "O" }),
      ["Your application is not validated yet"],
    ],
    [
      "twice",
      () => ({ ...withCedar(), bourse_validation: "O" }),
      ["Your scholarship application is already validated"],
    ],
    [
      "when eligible for none",
      () => ({ ...withCedar(), mscchoice: "ASO" }),
      ["You are not eligible to apply for any scholarship program."],
    ],
  ])("refuses %s", (_, state, expected) => {
    const t = next(state(), { type: "VALIDATE_SCHOLARSHIP", context: {} });
    expect(t).toMatchObject({ ok: false, reason: "wrong-state" });
    expect(en(t)).toEqual(expected);
  });
  it("refuses a missing scholarship document", () => {
    const t = next({ ...validated(), bourses_tuition: true }, { type: "VALIDATE_SCHOLARSHIP", context: {} });
    expect(t).toMatchObject({ ok: false, reason: "rules" });
    expect(en(t)).toEqual(["Motivation letter is missing or is not a pdf file"]);
  });
});

describe("PUBLISH_RESULT", () => {
  it.each(["O", "C", "L", "N", "R", "-"])("records admis %s and nothing else", (admis) => {
    expect(ok(next(validated(), { type: "PUBLISH_RESULT", admis })).changes).toEqual({ admis });
  });
  it("records the scholarship decision", () => {
    expect(
      ok(next(validated(), { type: "PUBLISH_RESULT", admis: "O", decisionbourse: "TFW" })).changes,
    ).toMatchObject({
      decisionbourse: "TFW",
    });
  });
  it("writes -- for an empty scholarship decision", () => {
    expect(ok(next(validated(), { type: "PUBLISH_RESULT", admis: "N", decisionbourse: "" })).changes).toEqual(
      {
        admis: "N",
        decisionbourse: "--",
      },
    );
  });
  it.each<[string, () => AnswerValues, string, string[]]>([
    ["before validation", () => completeApplication(), "O", ["Your application is not validated yet"]],
    ["after registration", () => registered(), "N", ["Your registration is already validated"]],
    ["an unknown decision", () => validated(), "Y", ["Invalid admission decision: Y"]],
  ])("refuses %s", (_, state, admis, expected) => {
    const t = next(state(), { type: "PUBLISH_RESULT", admis });
    expect(t.ok).toBe(false);
    expect(en(t)).toEqual(expected);
  });
});

describe("VALIDATE_REGISTRATION", () => {
  it("sets candidat_confirmation and locks the registration tabs", () => {
    const state = registered();
    expect(state).toMatchObject({
      candidat_confirmation: "O",
      register_validated: "O",
    });
    const t = next(state, { type: "SAVE_TAB", tab: "parents", values: {}, actor: "candidate" });
    expect(en(t)).toEqual(["The parents tab is locked and can no longer be changed"]);
  });
  it("says Validation of registration done", () => {
    const state = {
      ...admitted(),
      acknowledgementReg: true,
      reg_proof_of_payment: [{ proofFile: fileValue("d.pdf") }],
    };
    const tabsValid = {
      registration: true,
      funding2: true,
      parents: true,
      siblings: true,
      address: true,
      documents2: true,
      register: true,
    };
    const flags = Object.fromEntries(Object.keys(tabsValid).map((t) => [`${t}_validated`, "O"]));
    expect(
      en(ok(next({ ...state, ...flags }, { type: "VALIDATE_REGISTRATION", context: { tabsValid } }))),
    ).toEqual(["Validation of registration done"]);
  });
  it.each<[string, () => AnswerValues, string[]]>([
    [
      "before the application",
      () => completeApplication({ admis: "O" }),
      ["Your application is not validated yet"],
    ],
    [
      "when not admitted",
      () => ({ ...validated(), admis: "L" }),
      ["Registration is open to admitted candidates only"],
    ],
    [
      "for ING",
      () => ({ ...admitted(), typeformation: "ING" }),
      ["Registration for this programme is not done online"],
    ],
    ["twice", () => registered(), ["Your registration is already validated"]],
  ])("refuses %s", (_, state, expected) => {
    const t = next(state(), { type: "VALIDATE_REGISTRATION", context: {} });
    expect(t).toMatchObject({ ok: false, reason: "wrong-state" });
    expect(en(t)).toEqual(expected);
  });
  it("refuses without the honour statement and the proof of down payment", () => {
    const t = next(admitted(), { type: "VALIDATE_REGISTRATION", context: { tabsValid: {} } });
    expect(en(t)).toEqual([
      "You must tick: I testify on my honor to the accuracy...",
      "Proof of down payment is missing or is not a pdf file",
    ]);
  });
});

describe("SET_TUITION_AMOUNT and VALIDATE_TUITION", () => {
  const priced = () =>
    ok(
      next(
        { ...registered(), registration_docs_validated: "O" },
        { type: "SET_TUITION_AMOUNT", montant_ins: 9000 },
      ),
    ).state;
  it("sets the amount, 0 included", () => {
    expect(ok(next(registered(), { type: "SET_TUITION_AMOUNT", montant_ins: 0 })).changes).toEqual({
      montant_ins: 0,
    });
    expect(priced()).toMatchObject({ montant_ins: 9000 });
  });
  it.each<[string, () => AnswerValues, number, string[]]>([
    [
      "a candidate not admitted",
      () => ({ ...validated(), admis: "N" }),
      10,
      ["Registration is open to admitted candidates only"],
    ],
    ["a negative amount", () => registered(), -1, ["The tuition amount must be a number, 0 or more"]],
    [
      "after payment",
      () => ({ ...registered(), tuition_paiement_confirmation: "O" }),
      10,
      ["The tuition payment is already confirmed"],
    ],
  ])("refuses %s", (_, state, amount, expected) => {
    expect(en(next(state(), { type: "SET_TUITION_AMOUNT", montant_ins: amount }))).toEqual(expected);
  });
  it("confirms tuition and locks registration_docs and tuition", () => {
    const t = ok(next(priced(), { type: "VALIDATE_TUITION", context: {} }));
    expect(t.changes).toEqual({
      tuition_paiement_confirmation: "O",
      tuition_validated: "O",
    });
    expect(en(t)).toEqual(["Your application to education programs is complete. Thanks!"]);
    for (const tab of ["registration_docs", "tuition"]) {
      expect(next(t.state, { type: "SAVE_TAB", tab, values: {}, actor: "candidate" }).ok).toBe(false);
    }
  });
  it.each<[string, () => AnswerValues, string[]]>([
    [
      "before registration",
      () => ({ ...admitted(), montant_ins: 1 }),
      ["Your registration is not validated yet"],
    ],
    [
      "before registration_docs",
      () => ({ ...registered(), montant_ins: 1 }),
      ["The registration documents tab is not validated yet"],
    ],
    [
      "twice",
      () => ({ ...priced(), tuition_paiement_confirmation: "O" }),
      ["The tuition payment is already confirmed"],
    ],
  ])("refuses %s", (_, state, expected) => {
    const t = next(state(), { type: "VALIDATE_TUITION", context: {} });
    expect(t).toMatchObject({ ok: false, reason: "wrong-state" });
    expect(en(t)).toEqual(expected);
  });
  it("refuses while the amount is not set", () => {
    const t = next(
      { ...registered(), registration_docs_validated: "O" },
      { type: "VALIDATE_TUITION", context: {} },
    );
    expect(en(t)).toEqual(["The tuition fees have not been set yet"]);
  });
});

describe("next", () => {
  it("throws on an event outside the union (a programming error)", () => {
    expect(() => next({}, { type: "NOPE" } as unknown as WorkflowEvent)).toThrow("Unknown workflow event");
  });
});

describe("workflow catalogue", () => {
  it("has the same keys in English and French", () => {
    expect(Object.keys(workflowCatalogue.fr).sort()).toEqual(Object.keys(workflowCatalogue.en).sort());
  });
  it("holds the texts of SPEC §8", () => {
    expect(Object.values(workflowCatalogue.en)).toEqual(
      expect.arrayContaining([
        "You are not eligible to apply for any scholarship program.",
        "Validation of application done",
        "Your application to scholarship programs is complete. Thanks!",
        "Validation of registration done",
        "Your application to education programs is complete. Thanks!",
        "No result yet",
        "You are not admitted",
        "You are in waiting list",
      ]),
    );
  });
});
