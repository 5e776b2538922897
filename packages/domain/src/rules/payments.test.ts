import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import type { AnswerValues } from "./types.ts";
import {
  downPaymentProofPresent,
  downPaymentProofsArePdf,
  paymentProofSent,
  proofOfPaymentIsPdf,
  proofOfPaymentPresent,
} from "./payments.ts";
import { fileValue } from "./fixtures.ts";

const en = (messages: { key: string }[]) => messages.map((m) => translate("en", m.key));
const PROOF = "Proof of payment is missing or is not a pdf file";
const DOWN = "Proof of down payment is missing or is not a pdf file";

describe("proof of payment", () => {
  it.each<[string, AnswerValues, string[], string[]]>([
    ["a PDF", { typeformation: "MSC", proof_of_payment: fileValue("p.pdf") }, [], []],
    ["a JPG", { typeformation: "MSC", proof_of_payment: fileValue("p.jpg") }, [PROOF], [PROOF]],
    ["missing, MSC", { typeformation: "MSC" }, [], [PROOF]],
    ["missing, ING", { typeformation: "ING" }, [], []],
    ["a JPG, ING", { typeformation: "ING", proof_of_payment: fileValue("p.jpg") }, [PROOF], []],
  ])("%s: on save %j, on final validation %j", (_, values, onSave, onValidation) => {
    expect(en(proofOfPaymentIsPdf(values))).toEqual(onSave);
    expect(en(proofOfPaymentPresent(values))).toEqual(onValidation);
  });

  it("needs no proof once the application fee is settled (paid online, recorded or waived)", () => {
    const paid = { settledPayments: ["application_fee"] };
    expect(proofOfPaymentPresent({ typeformation: "MSC" }, paid)).toEqual([]);
    expect(en(proofOfPaymentPresent({ typeformation: "MSC" }, { settledPayments: ["tuition"] }))).toEqual([
      PROOF,
    ]);
  });
});

describe("proof of down payment", () => {
  it.each<[string, unknown, string[], string[]]>([
    ["one PDF", [{ proofFile: fileValue("d.pdf") }], [], []],
    [
      "a PDF and a PNG",
      [{ proofFile: fileValue("d.pdf") }, { proofFile: fileValue("d.png") }],
      [DOWN],
      [DOWN],
    ],
    ["none", [], [], [DOWN]],
    ["an empty item", [{ proofFile: "" }], [], [DOWN]],
  ])("%s", (_, proofs, onSave, onRegistration) => {
    expect(en(downPaymentProofsArePdf({ reg_proof_of_payment: proofs }))).toEqual(onSave);
    expect(en(downPaymentProofPresent({ reg_proof_of_payment: proofs }))).toEqual(onRegistration);
  });
});

describe("a proof sent for a payment still due", () => {
  it("knows the application fee's proof, a down payment's, and no tuition proof", () => {
    const values = {
      proof_of_payment: fileValue("fee.pdf"),
      reg_proof_of_payment: [{ proofFile: fileValue("d.pdf") }],
    };
    expect(paymentProofSent("application_fee", values)).toBe(true);
    expect(paymentProofSent("down_payment", values)).toBe(true);
    expect(paymentProofSent("tuition", values)).toBe(false);
    expect(paymentProofSent("application_fee", { proof_of_payment: fileValue("fee.jpg") })).toBe(false);
    expect(paymentProofSent("down_payment", {})).toBe(false);
  });
});
