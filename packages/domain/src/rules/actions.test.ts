import { describe, expect, it } from "vitest";
import { catalogues, translate } from "../i18n/index.ts";
import { rules as rulesCatalogue } from "../i18n/rules.ts";
import {
  applicationRules,
  registrationRules,
  scholarshipRules,
  tuitionAmountSet,
  tuitionRules,
} from "./actions.ts";
import { runRules } from "./types.ts";
import { completeApplication, fileValue } from "./fixtures.ts";

const en = (messages: { key: string; params?: Record<string, string | number> }[]) =>
  messages.map((m) => translate("en", m.key, m.params));

describe("applicationRules", () => {
  it("passes a complete application", () => {
    expect(runRules(applicationRules, completeApplication(), { login: "me@mail.example" })).toEqual([]);
  });
  it("collects every failure at once instead of stopping at the first", () => {
    const values = completeApplication({
      familyName: "X1",
      sndchoice: "MAE",
      dateofbirth: "",
      idcardno: "",
      uploadPhoto: fileValue("me.png"),
      reco_email_1: "me@mail.example",
      bacSpecialite2: "MATHS",
      accesGrade: "MASTER",
      heb_line: [{ institution: "" }],
      prof_xp: [{ from_tod: "02/01/2020", from_tof: "01/01/2020" }],
      personal: "",
      docs: [],
      proof_of_payment: "",
      acknowledgement: false,
      val_testify2: false,
      fund_validated: "N",
    });
    const messages = runRules(applicationRules, values, {
      login: "me@mail.example",
      invalidFields: [{ id: "zip", title: "Zip code" }],
    });
    expect(messages.map((m) => m.code)).toEqual([
      "TAB_NOT_VALIDATED",
      "FIELD_NOT_COMPLETED",
      "IDENTITY_NAME_CHARACTERS",
      "CHOICES_DIFFER",
      "IDENTITY_DATE_OF_BIRTH_MISSING",
      "IDENTITY_DOCUMENT_MISSING",
      "IDENTITY_PHOTO",
      "IDENTITY_REFEREE_EMAIL",
      "BACKGROUND_BAC_SPECIALITIES",
      "BACKGROUND_ACCESS_TITLE",
      "BACKGROUND_ACADEMIC",
      "BACKGROUND_EXPERIENCE_DATES",
      "FUNDING_MISSING",
      "DOCUMENTS_TYPE_MISSING",
      "DOCUMENTS_TYPE_MISSING",
      "DOCUMENTS_COVER_MISSING",
      "DOCUMENTS_TYPE_MISSING",
      "DOCUMENTS_TYPE_MISSING",
      "DOCUMENTS_TYPE_MISSING",
      "PAYMENT_PROOF_MISSING",
      "ACKNOWLEDGEMENT_MISSING",
      "TESTIFY_MISSING",
    ]);
    expect(messages[0].params).toEqual({ tab: "fund" });
  });
  it("spares ING the payment tab, the proof of payment, the acknowledgement and the language certificate", () => {
    const docs = (completeApplication().docs as { type_doc: string }[]).filter(
      (d) => d.type_doc !== "english",
    );
    const values = completeApplication({
      typeformation: "ING",
      payment_validated: "N",
      proof_of_payment: "",
      acknowledgement: false,
      docs,
    });
    expect(runRules(applicationRules, values, { login: "me@mail.example" })).toEqual([]);
  });
});

describe("scholarshipRules", () => {
  const base = completeApplication({ candidat_validation: "O", is_european: "N" });
  it.each<[string, Record<string, unknown>, string[]]>([
    ["cedar with its PDF", { bourses_cedar: "O", bourses_cedar_doc: fileValue("c.pdf") }, []],
    ["nothing chosen", {}, ["You must choose at least one scholarship program"]],
    [
      "tsae for a non-European and the tuition waiver without its letter",
      { bourses_tsae: "O", bourses_tuition: "O" },
      ["You are not eligible for the TSAE scholarship", "Motivation letter is missing or is not a pdf file"],
    ],
  ])("%s", (_, extra, expected) =>
    expect(en(runRules(scholarshipRules, { ...base, ...extra }))).toEqual(expected),
  );
});

describe("registrationRules", () => {
  const tabs = Object.fromEntries(
    ["registration", "funding2", "parents", "siblings", "address", "documents2"].map((t) => [
      `${t}_validated`,
      "O",
    ]),
  );
  it.each<[string, Record<string, unknown>, string[]]>([
    [
      "honour statement and a PDF proof",
      { acknowledgementReg: true, reg_proof_of_payment: [{ proofFile: fileValue("d.pdf") }] },
      [],
    ],
    [
      "neither",
      {},
      [
        "You must tick: I testify on my honor to the accuracy...",
        "Proof of down payment is missing or is not a pdf file",
      ],
    ],
  ])("%s", (_, extra, expected) =>
    expect(en(runRules(registrationRules, { ...tabs, ...extra }))).toEqual(expected),
  );
  it("asks for every registration tab", () => {
    const messages = runRules(registrationRules, {
      acknowledgementReg: true,
      reg_proof_of_payment: [{ proofFile: fileValue("d.pdf") }],
    });
    expect(messages.map((m) => m.params?.tab)).toEqual([
      "registration",
      "funding2",
      "parents",
      "siblings",
      "address",
      "documents2",
    ]);
  });
});

describe("tuitionRules", () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ["amount set, docs validated", { registration_docs_validated: "O", montant_ins: 9000 }, []],
    ["amount 0", { registration_docs_validated: "O", montant_ins: "0" }, []],
    ["amount missing", { registration_docs_validated: "O" }, ["The tuition fees have not been set yet"]],
  ])("%s", (_, values, expected) => expect(en(runRules(tuitionRules, values))).toEqual(expected));
  it("needs registration_docs validated", () => {
    expect(runRules(tuitionRules, { montant_ins: 1 }).map((m) => m.params?.tab)).toEqual([
      "registration_docs",
    ]);
  });
  it.each([[-1], ["abc"], [null]])("refuses amount %j", (amount) =>
    expect(tuitionAmountSet({ montant_ins: amount })).toHaveLength(1),
  );
});

describe("runRules", () => {
  it("drops duplicate messages (same key and parameters)", () => {
    const twice = () => [{ code: "A", key: "k" }];
    expect(runRules([twice, twice], {})).toEqual([{ code: "A", key: "k" }]);
  });
});

describe("rules catalogue", () => {
  it("has the same keys in English and French, none empty", () => {
    expect(Object.keys(rulesCatalogue.fr).sort()).toEqual(Object.keys(rulesCatalogue.en).sort());
    for (const text of [...Object.values(rulesCatalogue.en), ...Object.values(rulesCatalogue.fr)])
      expect(text).not.toBe("");
  });
  it("is registered", () => {
    for (const key of Object.keys(rulesCatalogue.en)) expect(catalogues.en[key]).toBe(rulesCatalogue.en[key]);
  });
  it("gives the spec's French password texts in French only, English ones in English", () => {
    expect(rulesCatalogue.fr["rules.passwords.mismatch"]).toBe("Les mots de passe ne sont pas identiques.");
    expect(rulesCatalogue.en["rules.passwords.mismatch"]).toBe("The passwords do not match.");
    expect(rulesCatalogue.fr["rules.passwords.tooShort"]).toBe(
      "Le mot de passe doit contenir au moins 12 caractères.",
    );
    expect(rulesCatalogue.en["rules.passwords.tooShort"]).toBe(
      "The password must have at least 12 characters.",
    );
  });
});
