import type { VisibleIf } from "../types.ts";
import type { TabGroup } from "./builders.ts";
import { file, help, integer, list, radio, select, t, text, textarea } from "./builders.ts";
import { YES_NO } from "./options.ts";

/** Registration tabs show for admitted (O, or C with a language condition) non-ING candidates with published results. */
export const ADMITTED: VisibleIf = {
  allOf: [{ show_admis: ["O"] }, { admis: ["O", "C"] }, { typeformation: ["MSC", "AM", "PG_DIP"] }],
};

/** Down payment on registration (SPEC §9): 1200 for MSC, 1500 for the others. */
export const DOWN_PAYMENT = { MSC: 1200, other: 1500 } as const;

const FUNDING_SOURCES = [
  { enum: ["personal"], description: t("Personal or family funds", "Fonds personnels ou familiaux") },
  { enum: ["employer"], description: t("Employer", "Employeur") },
  { enum: ["scholarship"], description: t("Scholarship", "Bourse") },
  { enum: ["loan"], description: t("Student loan", "Prêt étudiant") },
  { enum: ["other"], description: t("Other", "Autre") },
];

/** Registration, funding2, parents, siblings and address tabs (first registration tabs). */
export const registration: TabGroup = {
  tabs: [
    {
      id: "registration",
      title: t("Registration", "Inscription"),
      visibleIf: ADMITTED,
      fieldsets: [
        {
          id: "registration_confirm",
          title: t("Confirmation and down payment", "Confirmation et acompte"),
          fields: ["registration_help", "confscol", "reg_proof_of_payment"],
        },
      ],
      buttons: [
        {
          id: "pay_down_payment",
          label: t("Pay the down payment online", "Payer l'acompte en ligne"),
          htmlClass: "btn btn-primary",
          parameters: { action: "pay-down-payment", montant: DOWN_PAYMENT },
          visibleIf: { show_buttons_reg: ["O"] },
        },
      ],
    },
    {
      id: "funding2",
      // Distinct from the application's "fund" tab: both list in the same tab bar.
      title: t("Registration funding", "Financement de l'inscription"),
      visibleIf: ADMITTED,
      fieldsets: [
        {
          id: "funding2_source",
          title: t("Funding of your studies", "Financement de vos études"),
          fields: ["funding2_source", "funding2_employer", "funding2_details"],
        },
      ],
    },
    {
      id: "parents",
      title: t("Parents", "Parents"),
      visibleIf: ADMITTED,
      fieldsets: [
        {
          id: "parents_info",
          title: t("Your parents", "Vos parents"),
          fields: ["fatherPays", "fatherProfession", "motherPays", "motherProfession"],
        },
      ],
    },
    {
      id: "siblings",
      title: t("Siblings", "Fratrie"),
      visibleIf: ADMITTED,
      fieldsets: [
        {
          id: "siblings_info",
          title: t("Brothers and sisters", "Frères et sœurs"),
          fields: ["siblings_count", "siblings_students"],
        },
      ],
    },
    {
      id: "address",
      title: t("Address", "Adresse"),
      visibleIf: ADMITTED,
      fieldsets: [
        {
          id: "address_postal",
          title: t("Postal address during your studies", "Adresse postale pendant vos études"),
          fields: ["address", "address_country", "zip", "cityFr", "address_city"],
        },
      ],
    },
  ],
  fields: {
    registration_help: help(
      t(
        "<p>To secure your place, confirm your registration and pay the down payment: 1200 euros for a Master of Science, 1500 euros for the other programmes. It is deducted from the tuition fees.</p>",
        "<p>Pour réserver votre place, confirmez votre inscription et réglez l'acompte : 1200 euros pour un Master of Science, 1500 euros pour les autres formations. Il est déduit des frais de scolarité.</p>",
      ),
    ),
    confscol: radio(
      t("I confirm that I will join the programme", "Je confirme mon inscription à la formation"),
      YES_NO,
      {
        required: true,
      },
    ),
    reg_proof_of_payment: list(t("Proof of down payment", "Justificatif de paiement de l'acompte"), {
      proofFile: file(t("Receipt (PDF)", "Reçu (PDF)"), ["pdf"], { required: true }),
    }),
    funding2_source: select(
      t("Main source of funding", "Source principale de financement"),
      FUNDING_SOURCES,
      {
        required: true,
      },
    ),
    funding2_employer: text(t("Employer", "Employeur"), {
      required: true,
      maxLength: 150,
      visibleIf: { funding2_source: ["employer"] },
    }),
    funding2_details: textarea(t("Details", "Précisions"), { maxLength: 1000 }),
    fatherPays: select(t("Father's country of residence", "Pays de résidence du père"), "pays"),
    fatherProfession: text(t("Father's profession", "Profession du père"), { maxLength: 100 }),
    motherPays: select(t("Mother's country of residence", "Pays de résidence de la mère"), "pays"),
    motherProfession: text(t("Mother's profession", "Profession de la mère"), { maxLength: 100 }),
    siblings_count: integer(t("Number of brothers and sisters", "Nombre de frères et sœurs"), 0, 20),
    siblings_students: integer(t("Of whom in higher education", "Dont dans l'enseignement supérieur"), 0, 20),
    address: textarea(t("Street address", "Adresse"), { required: true, maxLength: 300 }),
    address_country: select(t("Country", "Pays"), "pays", { required: true }),
    zip: text(t("Postcode", "Code postal"), { required: true, maxLength: 12 }),
    cityFr: select(t("Town (France)", "Commune (France)"), "commune/{zip}", {
      required: true,
      visibleIf: { address_country: ["FR"] },
    }),
    address_city: text(t("Town (outside France)", "Ville (hors de France)"), { maxLength: 100 }),
  },
};
