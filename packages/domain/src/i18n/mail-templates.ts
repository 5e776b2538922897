import type { CatalogueArea } from "./catalogue.ts";

/**
 * The default texts of the e-mail templates administrators may rewrite (mail/templates.ts). Each
 * mail goes in its recipient's language; `{{…}}` are the template's placeholders. The signature is
 * part of the body, so an office can change it.
 */
export const mailTemplates: CatalogueArea = {
  en: {
    "mailTemplates.activation.subject": "Activate your account",
    "mailTemplates.activation.body":
      "Hello,\n\nAn account was requested on the admissions portal with this e-mail address.\n\n" +
      "To activate it and choose your password, open this link within 7 days:\n\n{{link}}\n\n" +
      "If you did not ask for an account, you can ignore this message.\n\nThe admissions office",
    "mailTemplates.password_reset.subject": "Reset your password",
    "mailTemplates.password_reset.body":
      "Hello,\n\nA new password was requested for your account on the admissions portal.\n\n" +
      "To choose a new password, open this link within one hour:\n\n{{link}}\n\n" +
      "If you did not ask for it, you can ignore this message: your password stays the same.\n\nThe admissions office",
    "mailTemplates.result_available.subject": "Your admission result is available",
    "mailTemplates.result_available.body":
      "Hello {{name}},\n\nThe jury has published its decision on your application to {{programme}}.\n\n" +
      "Log in to read it and to see what to do next:\n\n{{link}}\n\nThe admissions office",
    "mailTemplates.document_request.subject": "A document of your application is needed",
    "mailTemplates.document_request.body":
      "Hello {{name}},\n\nThe admissions office has reviewed your application to {{programme}} and needs " +
      "the following:\n\n{{documents}}\n\nPlease upload them before {{deadline}}:\n\n{{link}}\n\n" +
      "The admissions office",
    "mailTemplates.reminder_application.subject": "Your application is not finished",
    "mailTemplates.reminder_application.body":
      "Hello {{name}},\n\nYour application to {{programme}} has not been validated yet. " +
      "Applications close on {{deadline}}.\n\nFinish it here:\n\n{{link}}\n\nThe admissions office",
    "mailTemplates.reminder_registration.subject": "Complete your registration",
    "mailTemplates.reminder_registration.body":
      "Hello {{name}},\n\nYou have been admitted to {{programme}}, but your registration is not complete. " +
      "Please complete it by {{deadline}}:\n\n{{link}}\n\nThe admissions office",
  },
  fr: {
    "mailTemplates.activation.subject": "Activez votre compte",
    "mailTemplates.activation.body":
      "Bonjour,\n\nUn compte a été demandé sur le portail des admissions avec cette adresse e-mail.\n\n" +
      "Pour l'activer et choisir votre mot de passe, ouvrez ce lien dans les 7 jours\u00a0:\n\n{{link}}\n\n" +
      "Si vous n'avez pas demandé de compte, vous pouvez ignorer ce message.\n\nLe service des admissions",
    "mailTemplates.password_reset.subject": "Réinitialisez votre mot de passe",
    "mailTemplates.password_reset.body":
      "Bonjour,\n\nUn nouveau mot de passe a été demandé pour votre compte sur le portail des admissions.\n\n" +
      "Pour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure\u00a0:\n\n{{link}}\n\n" +
      "Si vous ne l'avez pas demandé, ignorez ce message\u00a0: votre mot de passe ne change pas.\n\nLe service des admissions",
    "mailTemplates.result_available.subject": "Le résultat de votre candidature est disponible",
    "mailTemplates.result_available.body":
      "Bonjour {{name}},\n\nLe jury a publié sa décision sur votre candidature à {{programme}}.\n\n" +
      "Connectez-vous pour la lire et voir la suite\u00a0:\n\n{{link}}\n\nLe service des admissions",
    "mailTemplates.document_request.subject": "Un document de votre candidature est nécessaire",
    "mailTemplates.document_request.body":
      "Bonjour {{name}},\n\nLe service des admissions a examiné votre candidature à {{programme}} et a besoin " +
      "des documents suivants\u00a0:\n\n{{documents}}\n\nMerci de les déposer avant le {{deadline}}\u00a0:\n\n{{link}}\n\n" +
      "Le service des admissions",
    "mailTemplates.reminder_application.subject": "Votre candidature n'est pas terminée",
    "mailTemplates.reminder_application.body":
      "Bonjour {{name}},\n\nVotre candidature à {{programme}} n'est pas encore validée. " +
      "Les candidatures ferment le {{deadline}}.\n\nTerminez-la ici\u00a0:\n\n{{link}}\n\nLe service des admissions",
    "mailTemplates.reminder_registration.subject": "Finalisez votre inscription",
    "mailTemplates.reminder_registration.body":
      "Bonjour {{name}},\n\nVotre admission à {{programme}} est prononcée, mais votre inscription n'est pas terminée. " +
      "Merci de la finaliser avant le {{deadline}}\u00a0:\n\n{{link}}\n\nLe service des admissions",
  },
};
