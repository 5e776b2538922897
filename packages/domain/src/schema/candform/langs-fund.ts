import type { TabGroup } from "./builders.ts";
import { checkbox, help, opt, radio, select, t, text } from "./builders.ts";
import { LANGUAGE_LEVELS, YES_NO } from "./options.ts";

const ENGLISH_TESTS = [
  opt("TOEFL", "TOEFL iBT"),
  opt("IELTS", "IELTS"),
  opt("TOEIC", "TOEIC"),
  opt("CAMBRIDGE", "Cambridge English"),
  opt("OTHER", "Other test", "Autre test"),
  opt("NONE", "No test yet", "Pas encore de test"),
];

/** Langs (language skills) and fund (funding of studies) tabs. */
export const langsFund: TabGroup = {
  tabs: [
    {
      id: "langs",
      title: t("Languages", "Langues"),
      fieldsets: [
        {
          id: "langs_skills",
          title: t("Language skills", "Compétences linguistiques"),
          fields: ["native_language", "english_level", "english_test", "english_score", "french_level"],
        },
      ],
    },
    {
      id: "fund",
      title: t("Funding", "Financement"),
      fieldsets: [
        { id: "fund_situation", title: t("Situation", "Situation"), fields: ["unemployed"] },
        {
          id: "fund_sources",
          title: t("Funding of your studies", "Financement de vos études"),
          description: t(
            "Tick at least one source of funding.",
            "Cochez au moins une source de financement.",
          ),
          fields: [
            "fund_help",
            "personal",
            "fongecif",
            "assedic",
            "frenchGov",
            "foreignGov",
            "mindef",
            "fasia",
            "otherFunding",
          ],
        },
      ],
    },
  ],
  fields: {
    native_language: text(t("Native language", "Langue maternelle"), { required: true, maxLength: 50 }),
    english_level: select(t("Level of English", "Niveau d'anglais"), LANGUAGE_LEVELS, {
      required: true,
      tooltip: t(
        "Common European Framework of Reference levels.",
        "Niveaux du Cadre européen commun de référence.",
      ),
    }),
    english_test: select(t("English test taken", "Test d'anglais passé"), ENGLISH_TESTS),
    english_score: text(t("Score obtained", "Score obtenu"), {
      required: true,
      maxLength: 20,
      visibleIf: { english_test: ["TOEFL", "IELTS", "TOEIC", "CAMBRIDGE", "OTHER"] },
    }),
    french_level: select(t("Level of French", "Niveau de français"), LANGUAGE_LEVELS),
    unemployed: radio(
      t("Are you currently unemployed?", "Êtes-vous actuellement demandeur d'emploi ?"),
      YES_NO,
      {
        required: true,
        description: t(
          "If yes, a France Travail certificate is required in the documents.",
          "Si oui, une attestation France Travail est demandée dans les documents.",
        ),
      },
    ),
    fund_help: help(
      t(
        "<p>Tell us how you plan to fund your tuition fees and living costs.</p>",
        "<p>Indiquez comment vous prévoyez de financer vos frais de scolarité et de vie.</p>",
      ),
    ),
    personal: checkbox(t("Personal funds", "Fonds personnels")),
    fongecif: checkbox(t("Training leave fund (Fongecif / Transitions Pro)", "Fongecif / Transitions Pro")),
    assedic: checkbox(t("Unemployment benefits (France Travail)", "Allocations chômage (France Travail)")),
    frenchGov: checkbox(t("French government scholarship", "Bourse du gouvernement français")),
    foreignGov: checkbox(t("Foreign government scholarship", "Bourse d'un gouvernement étranger")),
    mindef: checkbox(t("French Ministry of the Armed Forces", "Ministère des Armées")),
    fasia: checkbox(t("Company funding (employer)", "Financement entreprise (employeur)")),
    otherFunding: text(t("Other funding", "Autre financement"), {
      maxLength: 200,
      placeholder: t("Organisation and amount", "Organisme et montant"),
    }),
  },
};
