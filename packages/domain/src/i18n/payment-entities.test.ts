import { describe, expect, it } from "vitest";
import { translate } from "./index.ts";
import { paymentEntities } from "./payment-entities.ts";

describe("payment entities catalogue", () => {
  it("has the same keys in English and French", () => {
    expect(Object.keys(paymentEntities.fr).sort()).toEqual(Object.keys(paymentEntities.en).sort());
  });

  // Regression: candidates read "Paid to: DFM" with nothing saying what DFM is.
  it("says what each payment entity is, in both languages", () => {
    const name = translate("en", "paymentEntities.DFM");
    expect(translate("en", "paymentEntities.paidTo", { entity: "DFM", name })).toBe(
      "Paid to: DFM (the school's finance office for the MSc programmes)",
    );
    const nom = translate("fr", "paymentEntities.DFI");
    expect(translate("fr", "paymentEntities.paidTo", { entity: "DFI", name: nom })).toBe(
      "Versé à\u00a0: DFI (le service financier de l'école pour les autres formations)",
    );
  });
});
