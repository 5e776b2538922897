import type { CatalogueArea } from "./catalogue.ts";

/**
 * The ZIP of the workspace's dossiers (issue #39): the action, its progress dialog and the
 * server's refusals, in staff wording.
 */
export const dossierZip: CatalogueArea = {
  en: {
    "workspace.dossiers": "Download dossiers (ZIP)",
    "workspace.dossiers.title": "Download the dossiers",
    "workspace.dossiers.introView_one":
      "One ZIP holding the application of the current view: its application file (PDF) and the documents uploaded, in a folder of its own.",
    "workspace.dossiers.introView_other":
      "One ZIP holding the {{count}} applications of the current view: for each, a folder with its application file (PDF) and the documents uploaded.",
    "workspace.dossiers.introSelection_one":
      "One ZIP holding the selected application: its application file (PDF) and the documents uploaded, in a folder of its own.",
    "workspace.dossiers.introSelection_other":
      "One ZIP holding the {{count}} selected applications: for each, a folder with its application file (PDF) and the documents uploaded.",
    "workspace.dossiers.blind":
      "Applications you read blind come without the candidate's identity: folder named by number, no photo nor identity documents.",
    "workspace.dossiers.long":
      "A large view takes a few minutes: keep this window open until the file is saved.",
    "workspace.dossiers.tooMany":
      "At most {{max}} dossiers go in one ZIP. Narrow the view first, for example to one jury or one programme.",
    "workspace.dossiers.download": "Download",
    "workspace.dossiers.cancel": "Cancel",
    "workspace.dossiers.close": "Close",
    "workspace.dossiers.progressLabel": "Dossiers received",
    "workspace.dossiers.progress": "{{done}} of {{total}} dossiers · {{size}} received",
    "workspace.dossiers.starting": "Preparing the first dossier…",
    "workspace.dossiers.saving": "Saving the file…",
    "workspace.dossiers.megabytes": "{{value}} MB",
    "workspace.dossiers.error.empty": "The selection holds no application to download.",
    "workspace.dossiers.error.tooMany":
      "{{count}} dossiers are more than one ZIP holds ({{max}}). Narrow the view, for example to one jury or one programme.",
  },
  fr: {
    "workspace.dossiers": "Télécharger les dossiers (ZIP)",
    "workspace.dossiers.title": "Télécharger les dossiers",
    "workspace.dossiers.introView_one":
      "Un ZIP contenant la candidature de la vue actuelle : son dossier de candidature (PDF) et les pièces déposées, dans un dossier à part.",
    "workspace.dossiers.introView_other":
      "Un ZIP contenant les {{count}} candidatures de la vue actuelle : pour chacune, un dossier avec son dossier de candidature (PDF) et les pièces déposées.",
    "workspace.dossiers.introSelection_one":
      "Un ZIP contenant la candidature sélectionnée : son dossier de candidature (PDF) et les pièces déposées, dans un dossier à part.",
    "workspace.dossiers.introSelection_other":
      "Un ZIP contenant les {{count}} candidatures sélectionnées : pour chacune, un dossier avec son dossier de candidature (PDF) et les pièces déposées.",
    "workspace.dossiers.blind":
      "Les candidatures que vous évaluez à l'aveugle arrivent sans l'identité du candidat : dossier nommé par son numéro, ni photo ni pièces d'identité.",
    "workspace.dossiers.long":
      "Une grande vue prend quelques minutes : gardez cette fenêtre ouverte jusqu'à l'enregistrement du fichier.",
    "workspace.dossiers.tooMany":
      "Un ZIP contient au plus {{max}} dossiers. Restreignez d'abord la vue, par exemple à un jury ou à une formation.",
    "workspace.dossiers.download": "Télécharger",
    "workspace.dossiers.cancel": "Annuler",
    "workspace.dossiers.close": "Fermer",
    "workspace.dossiers.progressLabel": "Dossiers reçus",
    "workspace.dossiers.progress": "{{done}} dossiers sur {{total}} · {{size}} reçus",
    "workspace.dossiers.starting": "Préparation du premier dossier…",
    "workspace.dossiers.saving": "Enregistrement du fichier…",
    "workspace.dossiers.megabytes": "{{value}} Mo",
    "workspace.dossiers.error.empty": "La sélection ne contient aucune candidature à télécharger.",
    "workspace.dossiers.error.tooMany":
      "{{count}} dossiers, c'est plus qu'un ZIP n'en contient ({{max}}). Restreignez la vue, par exemple à un jury ou à une formation.",
  },
};
