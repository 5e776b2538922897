import type { CatalogueArea } from "./catalogue.ts";

/** What a reviewer is told when they try what only an administrator does (issue #35), in staff wording. */
export const staffRights: CatalogueArea = {
  en: {
    "staffRights.reviewerReadOnly":
      "Reviewers read their juries' dossiers and write internal notes; decisions, document checks, requests and reminders to candidates and payments are an administrator's to record.",
    "staffRights.readOnlyNotice":
      "You review this dossier: you can read it and add internal notes. Decisions, document checks, requests to the candidate and payments are recorded by an administrator.",
  },
  fr: {
    "staffRights.reviewerReadOnly":
      "Les évaluateurs lisent les dossiers de leurs jurys et écrivent des notes internes\u00a0; les décisions, la vérification des pièces, les demandes et relances aux candidats et les paiements sont enregistrés par un administrateur.",
    "staffRights.readOnlyNotice":
      "Vous évaluez ce dossier\u00a0: vous pouvez le lire et ajouter des notes internes. Les décisions, la vérification des pièces, les demandes au candidat et les paiements sont enregistrés par un administrateur.",
  },
};
