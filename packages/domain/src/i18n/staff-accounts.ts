import type { CatalogueArea } from "./catalogue.ts";

/**
 * Staff accounts (issue #10): the invitation e-mail an administrator sends to a new reviewer or
 * administrator, and the server's refusals when staff are invited or changed. Staff wording.
 */
export const staffAccounts: CatalogueArea = {
  en: {
    "staffAccounts.role.administrator": "administrator",
    "staffAccounts.role.reviewer": "reviewer",
    "staffAccounts.mail.subject": "Your staff account on the admissions portal",
    "staffAccounts.mail.body":
      "Hello,\n\nAn administrator of the admissions portal has given you a staff account as {{role}}{{juries}}.\n\n" +
      "To choose your password and open the back office, follow this link within 7 days:\n\n{{link}}\n\n" +
      "If you were not expecting this, you can ignore this message or tell the admissions office.",
    "staffAccounts.mail.juries": " for the juries {{juries}}",
    "staffAccounts.mail.juryName": "“{{name}}”",
    "staffAccounts.error.hasApplication":
      "{{login}} is a candidate with an application: an applicant cannot be staff. Invite the person with another e-mail address.",
    "staffAccounts.error.disabled":
      "{{login}} is a disabled account: enable it again in the staff list before inviting it.",
    "staffAccounts.error.unknownJuries":
      "These juries do not exist: {{ids}}. Choose juries from the jury list.",
    "staffAccounts.error.noJury":
      "A reviewer needs at least one jury: choose the juries whose applications they review.",
    "staffAccounts.error.self":
      "You cannot demote or disable your own account: ask another administrator to do it.",
    "staffAccounts.error.lastAdmin":
      "This is the last active administrator: make another account administrator first, so someone can still manage the portal.",
  },
  fr: {
    "staffAccounts.role.administrator": "administrateur",
    "staffAccounts.role.reviewer": "évaluateur",
    "staffAccounts.mail.subject": "Votre compte de gestion sur le portail des admissions",
    "staffAccounts.mail.body":
      "Bonjour,\n\nUn administrateur du portail des admissions vous a ouvert un compte de gestion en tant qu'{{role}}{{juries}}.\n\n" +
      "Pour choisir votre mot de passe et accéder à l'espace de gestion, ouvrez ce lien dans les 7 jours\u00a0:\n\n{{link}}\n\n" +
      "Si vous ne vous y attendiez pas, vous pouvez ignorer ce message ou prévenir le service des admissions.",
    "staffAccounts.mail.juries": " pour les jurys {{juries}}",
    "staffAccounts.mail.juryName": "«\u00a0{{name}}\u00a0»",
    "staffAccounts.error.hasApplication":
      "{{login}} est un candidat qui a un dossier\u00a0: un candidat ne peut pas faire partie du personnel. Invitez la personne avec une autre adresse e-mail.",
    "staffAccounts.error.disabled":
      "{{login}} est un compte désactivé\u00a0: réactivez-le dans la liste du personnel avant de l'inviter.",
    "staffAccounts.error.unknownJuries":
      "Ces jurys n'existent pas\u00a0: {{ids}}. Choisissez des jurys de la liste des jurys.",
    "staffAccounts.error.noJury":
      "Un évaluateur doit avoir au moins un jury\u00a0: choisissez les jurys dont il examine les dossiers.",
    "staffAccounts.error.self":
      "Vous ne pouvez pas rétrograder ni désactiver votre propre compte\u00a0: demandez-le à un autre administrateur.",
    "staffAccounts.error.lastAdmin":
      "C'est le dernier administrateur actif\u00a0: nommez d'abord un autre administrateur, pour que quelqu'un puisse encore gérer le portail.",
  },
};
