import type { CatalogueArea } from "./catalogue.ts";

/**
 * Reference letters (issue #37). `references.` and `referee.`: the candidate's home panel and the
 * referee's page (candidate wording, the part candidates download); `rules.references.`: the
 * validation's refusals; `references.error.`: the server's refusals; `dossier.references.`,
 * `history.reference-…`, `mailTemplates.reference_…` and `templatesPage.name.reference_…`: the
 * back office's and the server's own texts (staff wording).
 */
export const references: CatalogueArea = {
  en: {
    "rules.references.notNamed":
      "This programme requires two reference letters: name referee {{slot}} in the Choice tab.",
    "rules.references.missing":
      "The reference letter from {{email}} (referee {{slot}}) has not been received yet.",

    "references.title": "Reference letters",
    "references.intro":
      "Each referee receives a link by e-mail to upload their letter. You see here when it arrives; the letter itself is confidential and read only by the admissions office.",
    "references.required": "This programme requires both letters before you validate your application.",
    "references.none": "Name your referees in the Choice tab of your application to invite them.",
    "references.referee": "Referee {{slot}}",
    "references.state.invited": "Invitation sent",
    "references.state.opened": "Link opened by the referee",
    "references.state.received": "Letter received",
    "references.state.expired": "Link expired",
    "references.state.notInvited": "Not invited yet",
    "references.invitedOn": "Invited on {{date}}",
    "references.validUntil": "Link valid until {{date}}",
    "references.receivedOn": "Received on {{date}}",
    "references.remindedOn": "Last reminder on {{date}}",
    "references.remind": "Send a reminder",
    "references.reminded": "A reminder was sent to {{email}}.",
    "references.invite": "Send the invitation",
    "references.invited": "The invitation was sent to {{email}}.",
    "references.replace": "Replace the referee",
    "references.replaceLabel": "E-mail of the new referee",
    "references.replaceHelp": "The link sent to the previous referee stops working at once.",
    "references.replaceSubmit": "Invite this referee",
    "references.cancel": "Cancel",
    "references.loading": "Loading your reference letters…",

    "referee.title": "Reference letter",
    "referee.intro":
      "{{candidate}} has named you as a referee for their application. Please give your details and upload your letter as one PDF file. The candidate will not see your letter: only the admissions office and its jury read it.",
    "referee.candidate": "Candidate",
    "referee.programme": "Programme",
    "referee.validUntil": "This link works once, until {{date}}.",
    "referee.name": "Your name",
    "referee.position": "Your position",
    "referee.institution": "Your institution",
    "referee.relationship": "How do you know the candidate?",
    "referee.letter": "Your letter (one PDF file, {{size}} at most)",
    "referee.submit": "Send my letter",
    "referee.sending": "Sending…",
    "referee.thanks": "Thank you: your letter has been received. This link no longer works.",
    "referee.fieldRequired": "Please fill in this field.",
    "referee.letterRequired": "Please choose your letter (a PDF file).",
    "referee.loading": "Loading…",
    "referee.deadTitle": "This link no longer works",

    "references.error.linkUnknown":
      "This link is not valid. Check that you copied the whole address from the e-mail.",
    "references.error.linkUsed": "This link has already been used: the letter was received. Thank you.",
    "references.error.linkReplaced":
      "This link no longer works: the candidate has named another referee. You have nothing more to do.",
    "references.error.linkExpired":
      "This link has expired: letters for this application are no longer accepted. Contact the candidate if you think this is a mistake.",
    "references.error.notNamed": "No referee is named in this place: name them in the Choice tab first.",
    "references.error.received": "This referee's letter has been received: there is nothing to remind.",
    "references.error.expired": "This referee's link has expired: replace the referee to send a new link.",
    "references.error.remindedRecently":
      "This referee was reminded less than a day ago: you may send another reminder tomorrow.",
    "references.error.details": "Please fill in: {{fields}}.",

    "dossier.references.title": "References",
    "dossier.references.confidential": "Confidential reference",
    "dossier.references.none": "No referee named.",
    "dossier.references.slot": "Referee {{slot}}",
    "dossier.references.state.invited": "Invited",
    "dossier.references.state.opened": "Link opened",
    "dossier.references.state.received": "Letter received",
    "dossier.references.state.expired": "Link expired",
    "dossier.references.state.replaced": "Replaced by the candidate",
    "dossier.references.email": "E-mail",
    "dossier.references.name": "Name",
    "dossier.references.position": "Position",
    "dossier.references.institution": "Institution",
    "dossier.references.relationship": "Relationship to the candidate",
    "dossier.references.invited": "Invited {{when}}",
    "dossier.references.received": "Letter received {{when}}",
    "dossier.references.reminders_one": "{{count}} reminder",
    "dossier.references.reminders_other": "{{count}} reminders",
    "dossier.references.showLetter": "Show the letter",
    "dossier.references.letter": "Letter from {{name}}",
    "dossier.references.loading": "Loading the letter…",

    "history.reference-invited": "Referee invited",
    "history.reference-replaced": "Referee replaced by the candidate",
    "history.reference-reminded": "Referee reminded",
    "history.reference-received": "Reference letter received",

    "mailTemplates.reference_request.subject": "Reference letter for {{name}}",
    "mailTemplates.reference_request.body":
      "Hello,\n\n{{name}} has named you as a referee in their application to {{programme}} and asks you for a reference letter.\n\n" +
      "Please upload your letter (one PDF file) at the address below. It is confidential: the candidate will not see it, only the admissions office and its jury.\n\n" +
      "{{link}}\n\nThe link works once, until {{deadline}}.\n\nThe admissions office",
    "mailTemplates.reference_reminder.subject": "Reminder: reference letter for {{name}}",
    "mailTemplates.reference_reminder.body":
      "Hello,\n\n{{name}} is still waiting for your reference letter for their application to {{programme}}.\n\n" +
      "You can upload it (one PDF file) at the address below, until {{deadline}}:\n\n{{link}}\n\n" +
      "If you have already sent it, or do not wish to write one, you may ignore this message.\n\nThe admissions office",
    "templatesPage.name.reference_request": "Reference letter requested from a referee",
    "templatesPage.name.reference_reminder": "Reminder to a referee",
  },
  fr: {
    "rules.references.notNamed":
      "Cette formation demande deux lettres de recommandation\u00a0: indiquez le référent {{slot}} dans l'onglet Choix.",
    "rules.references.missing":
      "La lettre de recommandation de {{email}} (référent {{slot}}) n'a pas encore été reçue.",

    "references.title": "Lettres de recommandation",
    "references.intro":
      "Chaque référent reçoit par courriel un lien pour déposer sa lettre. Vous voyez ici quand elle arrive\u202f; la lettre elle-même est confidentielle et seul le service des admissions la lit.",
    "references.required":
      "Cette formation demande les deux lettres avant la validation de votre candidature.",
    "references.none": "Indiquez vos référents dans l'onglet Choix de votre candidature pour les inviter.",
    "references.referee": "Référent {{slot}}",
    "references.state.invited": "Invitation envoyée",
    "references.state.opened": "Lien ouvert par le référent",
    "references.state.received": "Lettre reçue",
    "references.state.expired": "Lien expiré",
    "references.state.notInvited": "Pas encore invité",
    "references.invitedOn": "Invité le {{date}}",
    "references.validUntil": "Lien valable jusqu'au {{date}}",
    "references.receivedOn": "Reçue le {{date}}",
    "references.remindedOn": "Dernière relance le {{date}}",
    "references.remind": "Envoyer une relance",
    "references.reminded": "Une relance a été envoyée à {{email}}.",
    "references.invite": "Envoyer l'invitation",
    "references.invited": "L'invitation a été envoyée à {{email}}.",
    "references.replace": "Remplacer le référent",
    "references.replaceLabel": "Courriel du nouveau référent",
    "references.replaceHelp": "Le lien envoyé au référent précédent cesse aussitôt de fonctionner.",
    "references.replaceSubmit": "Inviter ce référent",
    "references.cancel": "Annuler",
    "references.loading": "Chargement de vos lettres de recommandation…",

    "referee.title": "Lettre de recommandation",
    "referee.intro":
      "{{candidate}} vous a désigné comme référent pour sa candidature. Merci d'indiquer vos coordonnées et de déposer votre lettre en un seul fichier PDF. Le candidat ne verra pas votre lettre\u00a0: seuls le service des admissions et son jury la lisent.",
    "referee.candidate": "Candidat",
    "referee.programme": "Formation",
    "referee.validUntil": "Ce lien fonctionne une fois, jusqu'au {{date}}.",
    "referee.name": "Votre nom",
    "referee.position": "Votre fonction",
    "referee.institution": "Votre établissement",
    "referee.relationship": "Comment connaissez-vous le candidat\u00a0?",
    "referee.letter": "Votre lettre (un fichier PDF, {{size}} au plus)",
    "referee.submit": "Envoyer ma lettre",
    "referee.sending": "Envoi…",
    "referee.thanks": "Merci\u00a0: votre lettre a bien été reçue. Ce lien ne fonctionne plus.",
    "referee.fieldRequired": "Merci de remplir ce champ.",
    "referee.letterRequired": "Merci de choisir votre lettre (un fichier PDF).",
    "referee.loading": "Chargement…",
    "referee.deadTitle": "Ce lien ne fonctionne plus",

    "references.error.linkUnknown":
      "Ce lien n'est pas valable. Vérifiez que vous avez copié toute l'adresse du courriel.",
    "references.error.linkUsed": "Ce lien a déjà servi\u00a0: la lettre a été reçue. Merci.",
    "references.error.linkReplaced":
      "Ce lien ne fonctionne plus\u00a0: le candidat a désigné un autre référent. Vous n'avez plus rien à faire.",
    "references.error.linkExpired":
      "Ce lien a expiré\u00a0: les lettres pour cette candidature ne sont plus acceptées. Contactez le candidat si vous pensez qu'il s'agit d'une erreur.",
    "references.error.notNamed":
      "Aucun référent n'est indiqué à cette place\u00a0: indiquez-le d'abord dans l'onglet Choix.",
    "references.error.received": "La lettre de ce référent a été reçue\u00a0: il n'y a rien à relancer.",
    "references.error.expired":
      "Le lien de ce référent a expiré\u00a0: remplacez le référent pour envoyer un nouveau lien.",
    "references.error.remindedRecently":
      "Ce référent a été relancé il y a moins d'un jour\u00a0: vous pourrez envoyer une autre relance demain.",
    "references.error.details": "Merci de remplir\u00a0: {{fields}}.",

    "dossier.references.title": "Recommandations",
    "dossier.references.confidential": "Recommandation confidentielle",
    "dossier.references.none": "Aucun référent indiqué.",
    "dossier.references.slot": "Référent {{slot}}",
    "dossier.references.state.invited": "Invité",
    "dossier.references.state.opened": "Lien ouvert",
    "dossier.references.state.received": "Lettre reçue",
    "dossier.references.state.expired": "Lien expiré",
    "dossier.references.state.replaced": "Remplacé par le candidat",
    "dossier.references.email": "Courriel",
    "dossier.references.name": "Nom",
    "dossier.references.position": "Fonction",
    "dossier.references.institution": "Établissement",
    "dossier.references.relationship": "Lien avec le candidat",
    "dossier.references.invited": "Invité {{when}}",
    "dossier.references.received": "Lettre reçue {{when}}",
    "dossier.references.reminders_one": "{{count}} relance",
    "dossier.references.reminders_other": "{{count}} relances",
    "dossier.references.showLetter": "Afficher la lettre",
    "dossier.references.letter": "Lettre de {{name}}",
    "dossier.references.loading": "Chargement de la lettre…",

    "history.reference-invited": "Référent invité",
    "history.reference-replaced": "Référent remplacé par le candidat",
    "history.reference-reminded": "Référent relancé",
    "history.reference-received": "Lettre de recommandation reçue",

    "mailTemplates.reference_request.subject": "Lettre de recommandation pour {{name}}",
    "mailTemplates.reference_request.body":
      "Bonjour,\n\n{{name}} vous a désigné comme référent dans sa candidature à {{programme}} et vous demande une lettre de recommandation.\n\n" +
      "Merci de déposer votre lettre (un fichier PDF) à l'adresse ci-dessous. Elle est confidentielle\u00a0: le candidat ne la verra pas, seuls le service des admissions et son jury la liront.\n\n" +
      "{{link}}\n\nLe lien fonctionne une fois, jusqu'au {{deadline}}.\n\nLe service des admissions",
    "mailTemplates.reference_reminder.subject": "Relance\u00a0: lettre de recommandation pour {{name}}",
    "mailTemplates.reference_reminder.body":
      "Bonjour,\n\n{{name}} attend toujours votre lettre de recommandation pour sa candidature à {{programme}}.\n\n" +
      "Vous pouvez la déposer (un fichier PDF) à l'adresse ci-dessous, jusqu'au {{deadline}}\u00a0:\n\n{{link}}\n\n" +
      "Si vous l'avez déjà envoyée, ou ne souhaitez pas en écrire, vous pouvez ignorer ce message.\n\nLe service des admissions",
    "templatesPage.name.reference_request": "Lettre de recommandation demandée à un référent",
    "templatesPage.name.reference_reminder": "Relance d'un référent",
  },
};
