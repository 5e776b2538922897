import type { CatalogueArea } from "./catalogue.ts";

/**
 * E-mails sent to the candidate after each workflow transition (validation of the application, of
 * the scholarship application, of the registration, confirmation of the tuition payment). The
 * server sends both languages in one mail, English first; `{{link}}` is the form's address.
 */
export const workflowMail: CatalogueArea = {
  en: {
    "workflowMail.greeting": "Hello {{name}},",
    "workflowMail.link": "You can follow your application on the portal:",
    "workflowMail.application.subject": "Your application is validated",
    "workflowMail.application.body":
      "Your application has been validated and sent to the admission jury. It can no longer be changed; " +
      "you can download your application file from the Validation tab.\n\n" +
      "The jury's decision will be shown in the Result tab once it is published.",
    "workflowMail.application.scholarships": "You can now apply for scholarships in the Scholarships tab.",
    "workflowMail.scholarship.subject": "Your scholarship application is complete",
    "workflowMail.scholarship.body":
      "Your scholarship application has been recorded and can no longer be changed. " +
      "The scholarship decision will be shown in the Result tab once it is published.",
    "workflowMail.registration.subject": "Your registration is validated",
    "workflowMail.registration.body":
      "Your registration has been validated. Please now upload your registration documents, " +
      "then pay the tuition fees in the Tuition fees tab.",
    "workflowMail.tuition.subject": "Your tuition fees step is complete",
    "workflowMail.tuition.body":
      "Your tuition fees step is complete and your registration file is closed for changes. " +
      "We look forward to welcoming you.",
  },
  fr: {
    "workflowMail.greeting": "Bonjour {{name}},",
    "workflowMail.link": "Vous pouvez suivre votre dossier sur le portail\u00a0:",
    "workflowMail.application.subject": "Votre candidature est validée",
    "workflowMail.application.body":
      "Votre candidature a été validée et transmise au jury d'admission. Elle ne peut plus être modifiée\u202f; " +
      "vous pouvez télécharger votre dossier de candidature depuis l'onglet Validation.\n\n" +
      "La décision du jury s'affichera dans l'onglet Résultat dès sa publication.",
    "workflowMail.application.scholarships":
      "Vous pouvez maintenant demander une bourse dans l'onglet Bourses.",
    "workflowMail.scholarship.subject": "Votre demande de bourse est complète",
    "workflowMail.scholarship.body":
      "Votre demande de bourse est enregistrée et ne peut plus être modifiée. " +
      "La décision d'attribution s'affichera dans l'onglet Résultat dès sa publication.",
    "workflowMail.registration.subject": "Votre inscription est validée",
    "workflowMail.registration.body":
      "Votre inscription est validée. Déposez maintenant vos documents d'inscription, " +
      "puis réglez les frais de scolarité dans l'onglet Frais de scolarité.",
    "workflowMail.tuition.subject": "Votre étape des frais de scolarité est terminée",
    "workflowMail.tuition.body":
      "Votre étape des frais de scolarité est terminée et votre dossier d'inscription n'est plus modifiable. " +
      "Nous avons hâte de vous accueillir.",
  },
};
