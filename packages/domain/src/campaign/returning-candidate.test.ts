import { describe, expect, it } from "vitest";
import { candform } from "../schema/candform.ts";
import { prefillFromPrevious } from "./returning-candidate.ts";

describe("a returning candidate's prefilled application (issue #39)", () => {
  const last = {
    familyName: "Lovelace",
    givenName: "Ada",
    dateofbirth: "10/12/2000",
    nationality: "GB",
    bacAnnee: 2018,
    accesTitre: "M",
    uploadPhoto: JSON.stringify({ name: "me.jpg" }),
    typeformation: "MSC",
    mscchoice: "MAE",
    admis: "R",
    candidat_validation: "O",
    personal_validated: "O",
    montant_ins: 9000,
    docs: [{ type_doc: "cv", doc_file: "{}" }],
    proof_of_payment: "{}",
    idcardno: "",
  };

  it("copies identity, background and languages", () => {
    const values = prefillFromPrevious(last, candform);
    expect(values).toMatchObject({
      familyName: "Lovelace",
      givenName: "Ada",
      dateofbirth: "10/12/2000",
      nationality: "GB",
      bacAnnee: 2018,
      accesTitre: "M",
    });
  });

  it("never copies a file, the choice, a decision, a payment, a validation or an empty value", () => {
    const values = prefillFromPrevious(last, candform);
    for (const field of [
      "uploadPhoto",
      "typeformation",
      "mscchoice",
      "admis",
      "candidat_validation",
      "personal_validated",
      "montant_ins",
      "docs",
      "proof_of_payment",
      "idcardno",
    ])
      expect(values, field).not.toHaveProperty(field);
  });
});
