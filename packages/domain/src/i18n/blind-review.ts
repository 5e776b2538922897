import type { CatalogueArea } from "./catalogue.ts";

/** Blind review (issue #38): the programme setting and what a blind reader is told. */
export const blindReview: CatalogueArea = {
  en: {
    "review.blind.setting": "Blind review",
    "review.blind.settingHelp":
      "Reviewers read this programme's applications without the candidate's name, photo, login, date of birth or nationality. Administrators still see everything.",
    "review.blind.byDossierOnly":
      "This programme is reviewed blind: open the application from the workspace, by its number.",
    "review.blind.application": "Application {{name}}",
    "review.blind.notice": "Blind review: the candidate's identity is hidden from you.",
  },
  fr: {
    "review.blind.setting": "Évaluation à l'aveugle",
    "review.blind.settingHelp":
      "Les évaluateurs lisent les candidatures de cette formation sans le nom, la photo, l'identifiant, la date de naissance ni la nationalité du candidat. Les administrateurs voient tout.",
    "review.blind.byDossierOnly":
      "Cette formation est évaluée à l'aveugle\u00a0: ouvrez la candidature depuis l'espace de travail, par son numéro.",
    "review.blind.application": "Candidature {{name}}",
    "review.blind.notice": "Évaluation à l'aveugle\u00a0: l'identité du candidat vous est cachée.",
  },
};
