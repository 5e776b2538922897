import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.ts";
import type { PaymentRecord } from "./payment-status.ts";
import { paymentStart } from "./payment-start.ts";

const registered = {
  typeformation: "MSC",
  candidat_validation: "O",
  candidat_confirmation: "O",
  registration_docs_validated: "O",
  montant_ins: "6200",
};
const card = (nature: PaymentRecord["nature"], cents: number): PaymentRecord => ({
  nature,
  amountCents: cents,
  method: "card",
});

describe("paymentStart", () => {
  it("starts the tuition for what is left to pay", () => {
    expect(paymentStart("tuition", registered, [])).toEqual({ ok: true, amountCents: 620000 });
    expect(paymentStart("tuition", registered, [card("tuition", 200000)])).toEqual({
      ok: true,
      amountCents: 420000,
    });
  });

  it("refuses once the tuition is paid in full, saying so in both languages", () => {
    const start = paymentStart("tuition", registered, [card("tuition", 620000)]);
    expect(start).toMatchObject({ ok: false, refusal: { code: "PAYMENT_NOTHING_DUE" } });
    if (start.ok) return;
    expect(translate("en", start.refusal.key)).toBe(
      "The tuition fees are already paid in full: there is nothing left to pay.",
    );
    expect(translate("fr", start.refusal.key)).toContain("déjà intégralement payés");
  });

  it("refuses the application fee once paid, and keeps the step's own refusals first", () => {
    const applying = { typeformation: "AM" };
    expect(paymentStart("application_fee", applying, [])).toEqual({ ok: true, amountCents: 10000 });
    expect(paymentStart("application_fee", applying, [card("application_fee", 10000)])).toMatchObject({
      ok: false,
      refusal: { code: "PAYMENT_NOTHING_DUE" },
    });
    expect(paymentStart("application_fee", { typeformation: "ING" }, [])).toMatchObject({
      ok: false,
      refusal: { code: "PAYMENT_NOT_DUE" },
    });
  });
});
