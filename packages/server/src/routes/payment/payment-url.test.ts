import { describe, expect, it } from "vitest";
import { translate } from "@portal/domain/i18n/index";
import type { AnswerValues } from "@portal/domain/rules/types";
import { cursusOf, paymentAmount, paymentRefusal, paymentUrl, type PaymentKind } from "./payment-url.ts";

const party = { email: "zoe@example.org", locale: "fr" as const, town: "Toulouse", countryCode: "FR" };
const zoe: AnswerValues = {
  typeformation: "MSC",
  mscchoice: "MAE",
  givenName: "Zoé",
  familyName: "Le Gall-D'Arcy",
  zip: "31400",
  address: "1 rue de l'Église & fils",
};

describe("paymentUrl", () => {
  it("appends the SPEC §7 parameters in order, encoded, keeping PAYMENT_URL's own", () => {
    expect(paymentUrl("https://pay.example.org/checkout?shop=42", "down_payment", zoe, party)).toBe(
      "https://pay.example.org/checkout?shop=42&entite=DFM&montant=1200&courriel=zoe%40example.org" +
        "&cursus=MSC+MAE&prenom=Zo%C3%A9&nom=Le+Gall-D%27Arcy&locale=fr&nature=ACOMPTE&cp=31400" +
        "&adresse=1+rue+de+l%27%C3%89glise+%26+fils&ville=Toulouse&code_pays=FR",
    );
  });

  it("adds paiement3x for tuition only (1 in three instalments, 0 in full)", () => {
    const values = { ...zoe, montant_ins: 9500 };
    const three = new URL(paymentUrl("http://localhost/pay", "tuition", values, party, true)).searchParams;
    expect(three.get("paiement3x")).toBe("1");
    expect(three.get("montant")).toBe("9500");
    expect(three.get("nature")).toBe("FRAIS_SCOLARITE");
    const full = new URL(paymentUrl("http://localhost/pay", "tuition", values, party)).searchParams;
    expect(full.get("paiement3x")).toBe("0");
    const fee = new URL(paymentUrl("http://localhost/pay", "application_fee", values, party)).searchParams;
    expect(fee.has("paiement3x")).toBe(false);
    expect([...fee.keys()]).toEqual([
      "entite",
      "montant",
      "courriel",
      "cursus",
      "prenom",
      "nom",
      "locale",
      "nature",
      "cp",
      "adresse",
      "ville",
      "code_pays",
    ]);
  });
});

describe("paymentAmount and cursusOf", () => {
  it.each([
    ["application_fee", { typeformation: "AM" }, 100],
    ["down_payment", { typeformation: "MSC" }, 1200],
    ["down_payment", { typeformation: "AM" }, 1500],
    ["down_payment", { typeformation: "PG_DIP" }, 1500],
    ["tuition", { typeformation: "AM", montant_ins: "12000" }, 12000],
  ] as [PaymentKind, AnswerValues, number][])("%s for %j is %i euros", (kind, values, amount) => {
    expect(paymentAmount(kind, values)).toBe(amount);
  });

  it("names the programme: the programme code, else the type and the choice", () => {
    expect(cursusOf({ typeformation: "AM", fstchoice: "MS SAS" })).toBe("AM MS SAS");
    expect(cursusOf({ typeformation: "ING", fstchoice: "-" })).toBe("ING");
    expect(cursusOf({ typeformation: "MSC", mscchoice: "MAE", programme: "MSC-MAE-2025" })).toBe(
      "MSC-MAE-2025",
    );
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
