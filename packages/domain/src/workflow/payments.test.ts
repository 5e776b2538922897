import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import type { AnswerValues } from "../rules/types.ts";
import { paymentAmount, paymentRefusal, type PaymentKind } from "./payments.ts";

describe("paymentAmount", () => {
  it.each([
    ["application_fee", { typeformation: "AM" }, 100],
    ["down_payment", { typeformation: "MSC" }, 1200],
    ["down_payment", { typeformation: "AM" }, 1500],
    ["down_payment", { typeformation: "PG_DIP" }, 1500],
    ["tuition", { typeformation: "AM", montant_ins: "12000" }, 12000],
  ] as [PaymentKind, AnswerValues, number][])("%s for %j is %i euros", (kind, values, amount) => {
    expect(paymentAmount(kind, values)).toBe(amount);
  });
});

describe("paymentRefusal", () => {
  const admitted = { typeformation: "MSC", candidat_validation: "O", show_buttons_reg: "O" };
  const registered = {
    typeformation: "MSC",
    candidat_validation: "O",
    candidat_confirmation: "O",
    registration_docs_validated: "O",
    montant_ins: 9500,
  };
  const cases: [string, PaymentKind, AnswerValues, string | null][] = [
    ["the application fee before validation", "application_fee", { typeformation: "MSC" }, null],
    [
      "the application fee for ING",
      "application_fee",
      { typeformation: "ING" },
      "No application fee is due for the engineering cycle",
    ],
    [
      "the application fee once validated",
      "application_fee",
      { typeformation: "AM", candidat_validation: "O" },
      "Your application is already validated",
    ],
    ["the down payment while the registration buttons show", "down_payment", admitted, null],
    [
      "the down payment without a published admission",
      "down_payment",
      { ...admitted, show_buttons_reg: "N" },
      "Registration is open to admitted candidates only",
    ],
    [
      "the down payment once registered",
      "down_payment",
      { ...admitted, candidat_confirmation: "O" },
      "Your registration is already validated",
    ],
    [
      "the down payment for ING",
      "down_payment",
      { ...admitted, typeformation: "ING" },
      "Registration for this programme is not done online",
    ],
    ["tuition once registered with an amount", "tuition", registered, null],
    [
      "tuition before the registration",
      "tuition",
      { ...registered, candidat_confirmation: "N" },
      "Your registration is not validated yet",
    ],
    [
      "tuition before the registration documents",
      "tuition",
      { ...registered, registration_docs_validated: "N" },
      "The registration documents tab is not validated yet",
    ],
    [
      "tuition without an amount",
      "tuition",
      { ...registered, montant_ins: "" },
      "The tuition fees have not been set yet",
    ],
    ["tuition of 0", "tuition", { ...registered, montant_ins: 0 }, "No tuition fees are due"],
    [
      "tuition already confirmed",
      "tuition",
      { ...registered, tuition_paiement_confirmation: "O" },
      "The tuition payment is already confirmed",
    ],
  ];

  it.each(cases)("%s", (_, kind, values, expected) => {
    const refusal = paymentRefusal(kind, values);
    expect(refusal ? translate("en", refusal.key, refusal.params) : null).toBe(expected);
  });
});
