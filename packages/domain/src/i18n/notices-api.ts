import type { CatalogueArea } from "./catalogue.ts";

/**
 * The server's answers about e-mail templates and reminders (issue #11): refusals an administrator
 * or reviewer can act on, the history line of a reminder, and the examples a template preview shows.
 */
export const noticesApi: CatalogueArea = {
  en: {
    "noticesApi.unknownTemplate": 'There is no e-mail template "{{key}}". Templates: {{keys}}.',
    "noticesApi.unknownPlaceholder":
      "The template uses {{names}}, which it cannot fill. Placeholders of this template: {{known}}.",
    "noticesApi.subjectTooLong": "The subject is {{length}} characters long; keep it to {{max}} at most.",
    "noticesApi.subjectEmpty": "The subject is empty; write one.",
    "noticesApi.bodyTooLong": "The text is {{length}} characters long; keep it to {{max}} at most.",
    "noticesApi.bodyEmpty": "The text is empty; write one.",
    "noticesApi.noApplication": "There is no application to fill the preview with yet.",
    "noticesApi.previewApplication": "Application {{id}} does not exist; choose another one or none.",
    "noticesApi.reminderTemplate":
      '"{{template}}" is not a reminder; use reminder_application or reminder_registration.',
    "noticesApi.deadline": 'The deadline "{{value}}" is not a date; write it as YYYY-MM-DD.',
    "noticesApi.emptySelection": "Choose at least one application to remind.",
    "noticesApi.exampleDeadline": "30 June",
    "noticesApi.noDeadline": "the date shown on the portal",
    "noticesApi.exampleDocuments":
      "- Transcript of records: the document is illegible or incomplete\n- Passport or ID card: the document is missing",
    "history.reminder": "Reminder e-mailed to the candidate",
  },
  fr: {
    "noticesApi.unknownTemplate":
      "Il n'y a pas de modèle d'e-mail «\u00a0{{key}}\u00a0». Modèles\u00a0: {{keys}}.",
    "noticesApi.unknownPlaceholder":
      "Le modèle utilise {{names}}, qu'il ne sait pas remplir. Champs de ce modèle\u00a0: {{known}}.",
    "noticesApi.subjectTooLong": "L'objet fait {{length}} caractères\u202f; limitez-le à {{max}}.",
    "noticesApi.subjectEmpty": "L'objet est vide\u202f; écrivez-en un.",
    "noticesApi.bodyTooLong": "Le texte fait {{length}} caractères\u202f; limitez-le à {{max}}.",
    "noticesApi.bodyEmpty": "Le texte est vide\u202f; écrivez-en un.",
    "noticesApi.noApplication": "Il n'y a encore aucune candidature pour remplir l'aperçu.",
    "noticesApi.previewApplication":
      "La candidature {{id}} n'existe pas\u202f; choisissez-en une autre ou aucune.",
    "noticesApi.reminderTemplate":
      "«\u00a0{{template}}\u00a0» n'est pas une relance\u202f; utilisez reminder_application ou reminder_registration.",
    "noticesApi.deadline":
      "La date limite «\u00a0{{value}}\u00a0» n'est pas une date\u202f; écrivez-la AAAA-MM-JJ.",
    "noticesApi.emptySelection": "Choisissez au moins une candidature à relancer.",
    "noticesApi.exampleDeadline": "30 juin",
    "noticesApi.noDeadline": "jour indiqué sur le portail",
    "noticesApi.exampleDocuments":
      "- Relevé de notes\u00a0: le document est illisible ou incomplet\n- Passeport ou carte d'identité\u00a0: le document manque",
    "history.reminder": "Relance envoyée au candidat par e-mail",
  },
};
