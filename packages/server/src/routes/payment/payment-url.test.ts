import { describe, expect, it } from "vitest";
import type { AnswerValues } from "@portal/domain/rules/types";
import { cursusOf, paymentUrl } from "./payment-url.ts";

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
    expect(
      paymentUrl("https://pay.example.org/checkout?shop=42", "down_payment", zoe, party, {
        amount: 1200,
      }),
    ).toBe(
      "https://pay.example.org/checkout?shop=42&entite=DFM&montant=1200&courriel=zoe%40example.org" +
        "&cursus=MSC+MAE&prenom=Zo%C3%A9&nom=Le+Gall-D%27Arcy&locale=fr&nature=ACOMPTE&cp=31400" +
        "&adresse=1+rue+de+l%27%C3%89glise+%26+fils&ville=Toulouse&code_pays=FR",
    );
  });

  it("adds paiement3x for tuition only (1 in three instalments, 0 in full)", () => {
    const values = { ...zoe, montant_ins: 9500 };
    const three = new URL(
      paymentUrl("http://localhost/pay", "tuition", values, party, {
        amount: 9500,
        inThree: true,
      }),
    ).searchParams;
    expect(three.get("paiement3x")).toBe("1");
    expect(three.get("montant")).toBe("9500");
    expect(three.get("nature")).toBe("FRAIS_SCOLARITE");
    const full = new URL(paymentUrl("http://localhost/pay", "tuition", values, party, { amount: 9500 }))
      .searchParams;
    expect(full.get("paiement3x")).toBe("0");
    const fee = new URL(paymentUrl("http://localhost/pay", "application_fee", values, party, { amount: 100 }))
      .searchParams;
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

describe("cursusOf", () => {
  it("names the programme: the programme code, else the type and the choice", () => {
    expect(cursusOf({ typeformation: "AM", fstchoice: "MS SAS" })).toBe("AM MS SAS");
    expect(cursusOf({ typeformation: "ING", fstchoice: "-" })).toBe("ING");
    expect(cursusOf({ typeformation: "MSC", mscchoice: "MAE", programme: "MSC-MAE-2025" })).toBe(
      "MSC-MAE-2025",
    );
  });
});
