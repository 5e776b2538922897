import type { AnswerValues } from "./types.ts";

/** A stored file value as the upload route writes it, for tests and demos. */
export function fileValue(name: string): string {
  return JSON.stringify({ name, generated_name: `g-${name}`, upload_date: 1700000000 });
}

/**
 * A complete MSC MAE application by a French (European) national: every application tab is valid for
 * the form engine and every application rule passes (fixtures.test.ts), so a rule's negative test can
 * change one thing from a valid whole.
 */
export function completeApplication(overrides: AnswerValues = {}): AnswerValues {
  const docs = ["id", "cv", "cover", "degree", "transcript", "english"].map((type) => ({
    type_doc: type,
    doc_file: fileValue(`${type}.pdf`),
  }));
  return {
    typeformation: "MSC",
    mscchoice: "MAE",
    fstchoice: "MAE",
    sndchoice: "",
    trdchoice: "-",
    nationality: "FR",
    is_european: "O",
    familyName: "Le Gall-D'Arcy",
    givenName: "Zoé",
    maidenName: "",
    middleNames: "Anne Marie",
    dateofbirth: "02/03/2000",
    country: "FR",
    city: "Toulouse",
    idcardno: "X123",
    idauthority: "Préfecture",
    idissuedate: "01/01/2020",
    idexpirydate: "01/01/2030",
    uploadPhoto: fileValue("me.JPG"),
    reco_email_1: "prof@univ.example",
    reco_email_2: "",
    bacAnnee: "2022",
    bacTypeEtablissement: "FRANCAIS",
    bacSpecialite1: "MATHS",
    bacSpecialite2: "PC",
    bacEtablissement: "Lycée Pierre de Fermat",
    bacVille: "Toulouse",
    accesTitre: "L",
    accesNiveau: "3",
    accesGrade: "LICENCE",
    accesAnnee: 2022,
    accesPays: "FR",
    heb_line: [
      {
        institution: "Université",
        heb_from_tod: "01/09/2019",
        heb_from_tof: "30/06/2022",
        field_study: "math",
      },
    ],
    prof_xp: [{ company: "ACME", from_tod: "01/07/2022", from_tof: "31/08/2022" }],
    native_language: "French",
    english_level: "B2",
    personal: true,
    unemployed: "N",
    docs,
    proof_of_payment: fileValue("fee.pdf"),
    acknowledgement: true,
    val_testify2: true,
    ...Object.fromEntries(
      ["choice", "personal", "background", "langs", "fund", "docs", "payment"].map((t) => [
        `${t}_validated`,
        "O",
      ]),
    ),
    ...overrides,
  };
}
