import type { CatalogueArea } from "./catalogue.ts";

/** Texts of the PDF reports (application, scholarship and registration files). */
export const reports: CatalogueArea = {
  en: {
    "reports.title.application_file": "Application file",
    "reports.title.scholapplication_file": "Scholarship application file",
    "reports.title.regapplication_file": "Registration file",
    "reports.candidate": "Candidate",
    "reports.login": "Login",
    "reports.programme": "Programme",
    "reports.generated": "Generated on",
    "reports.yes": "Yes",
    "reports.no": "No",
    "reports.empty": "—",
    "reports.noEntries": "No entries",
    "reports.noTabs": "There is nothing to show in this file yet.",
    "reports.page": "Page {{page}} of {{total}}",
    "reports.attachments": "Attached documents",
    "reports.attachments.intro": "The following documents are appended after this report, in this order:",
    "reports.attachments.none": "No document is appended.",
    "reports.attachment.appended": "{{field}}: {{name}} ({{pages}} p.)",
    "reports.attachment.skipped": "{{field}}: {{name}} is not a readable PDF and was not appended.",
    "reports.attachment.tooLarge":
      "{{field}}: {{name}} was not appended: the appended documents would exceed {{limit}} MB.",
  },
  fr: {
    "reports.title.application_file": "Dossier de candidature",
    "reports.title.scholapplication_file": "Dossier de demande de bourse",
    "reports.title.regapplication_file": "Dossier d'inscription",
    "reports.candidate": "Candidat",
    "reports.login": "Identifiant",
    "reports.programme": "Formation",
    "reports.generated": "Généré le",
    "reports.yes": "Oui",
    "reports.no": "Non",
    "reports.empty": "—",
    "reports.noEntries": "Aucune entrée",
    "reports.noTabs": "Ce dossier ne contient encore aucune information.",
    "reports.page": "Page {{page}} sur {{total}}",
    "reports.attachments": "Pièces jointes",
    "reports.attachments.intro": "Les documents suivants sont joints après ce rapport, dans cet ordre\u00a0:",
    "reports.attachments.none": "Aucun document n'est joint.",
    "reports.attachment.appended": "{{field}}\u00a0: {{name}} ({{pages}} p.)",
    "reports.attachment.skipped": "{{field}}\u00a0: {{name}} n'est pas un PDF lisible et n'a pas été joint.",
    "reports.attachment.tooLarge":
      "{{field}}\u00a0: {{name}} n'a pas été joint\u00a0: les documents joints dépasseraient {{limit}} Mo.",
  },
};
