import type { CatalogueArea } from "./catalogue.ts";

/**
 * E-mails sent by the portal. Every mail carries both languages (English first, then French);
 * the server assembles them from these texts. `{{link}}` is the address to open.
 */
export const mail: CatalogueArea = {
  en: {
    "mail.activation.subject": "Activate your account",
    "mail.activation.body":
      "Hello,\n\nAn account was requested on the admissions portal with this e-mail address.\n\n" +
      "To activate it and choose your password, open this link within 7 days:\n\n{{link}}\n\n" +
      "If you did not ask for an account, you can ignore this message.",
    "mail.reset.subject": "Reset your password",
    "mail.reset.body":
      "Hello,\n\nA new password was requested for your account on the admissions portal.\n\n" +
      "To choose a new password, open this link within one hour:\n\n{{link}}\n\n" +
      "If you did not ask for it, you can ignore this message: your password stays the same.",
    "mail.existing.subject": "You already have an account",
    "mail.existing.body":
      "Hello,\n\nSomeone asked to create an account on the admissions portal with this e-mail address, " +
      "but you already have one. You can log in with your password.\n\n" +
      "If you have forgotten it, open this link within one hour to choose a new one:\n\n{{link}}\n\n" +
      "If you did not ask for anything, you can ignore this message.",
    "mail.noAccount.subject": "Password reset: no account uses this address",
    "mail.noAccount.body":
      "Hello,\n\nA new password was requested on the admissions portal for this e-mail address, " +
      "but no active account uses it.\n\n" +
      "To create an account (or to receive a new activation link if you asked for one and have not activated it), " +
      "open the portal and use \u201cCreate an account\u201d with this address:\n\n{{link}}\n\n" +
      "If you have an account under another address, ask for the new password with that one. " +
      "If you did not ask for anything, you can ignore this message.",
    "mail.signature": "The admissions office",
  },
  fr: {
    "mail.activation.subject": "Activez votre compte",
    "mail.activation.body":
      "Bonjour,\n\nUn compte a été demandé sur le portail des admissions avec cette adresse e-mail.\n\n" +
      "Pour l'activer et choisir votre mot de passe, ouvrez ce lien dans les 7 jours\u00a0:\n\n{{link}}\n\n" +
      "Si vous n'avez pas demandé de compte, vous pouvez ignorer ce message.",
    "mail.reset.subject": "Réinitialisez votre mot de passe",
    "mail.reset.body":
      "Bonjour,\n\nUn nouveau mot de passe a été demandé pour votre compte sur le portail des admissions.\n\n" +
      "Pour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure\u00a0:\n\n{{link}}\n\n" +
      "Si vous ne l'avez pas demandé, vous pouvez ignorer ce message\u00a0: votre mot de passe reste le même.",
    "mail.existing.subject": "Vous avez déjà un compte",
    "mail.existing.body":
      "Bonjour,\n\nQuelqu'un a demandé la création d'un compte sur le portail des admissions avec cette adresse " +
      "e-mail, mais vous en avez déjà un. Vous pouvez vous connecter avec votre mot de passe.\n\n" +
      "Si vous l'avez oublié, ouvrez ce lien dans l'heure pour en choisir un nouveau\u00a0:\n\n{{link}}\n\n" +
      "Si vous n'avez rien demandé, vous pouvez ignorer ce message.",
    "mail.noAccount.subject": "Mot de passe\u00a0: aucun compte n'utilise cette adresse",
    "mail.noAccount.body":
      "Bonjour,\n\nUn nouveau mot de passe a été demandé sur le portail des admissions pour cette adresse " +
      "e-mail, mais aucun compte actif ne l'utilise.\n\n" +
      "Pour créer un compte (ou recevoir un nouveau lien d'activation si vous en avez demandé un sans l'activer), " +
      "ouvrez le portail et utilisez «\u00a0Créer un compte\u00a0» avec cette adresse\u00a0:\n\n{{link}}\n\n" +
      "Si vous avez un compte sous une autre adresse, demandez le nouveau mot de passe avec celle-ci. " +
      "Si vous n'avez rien demandé, vous pouvez ignorer ce message.",
    "mail.signature": "Le service des admissions",
  },
};
