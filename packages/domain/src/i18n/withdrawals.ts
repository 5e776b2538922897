import type { CatalogueArea } from "./catalogue.ts";

/**
 * Withdrawals, declines by default and automatic offers from the waiting list (issue #37): the
 * candidate's dialog and home (withdrawal.*, offer.*), the office's dossier, history and dashboard
 * (dossier.withdrawal.*, dossier.offer.*, history.withdrawal*, dashboard.withdrawals.*,
 * dashboard.offers.*), and the two e-mails (mailTemplates.offer_made, mailTemplates.declined_by_default).
 */
export const withdrawals: CatalogueArea = {
  en: {
    "withdrawal.reason.other_offer": "I accepted another offer",
    "withdrawal.reason.personal": "Personal reasons",
    "withdrawal.reason.financial": "Financial reasons",
    "withdrawal.reason.programme": "The programme no longer suits me",
    "withdrawal.reason.visa": "Visa refused or not obtained in time",
    "withdrawal.reason.other": "Another reason",
    "withdrawal.reason.deadline": "Registration not confirmed by the deadline",
    "withdrawal.error.reasonRequired": "Choose a reason for withdrawing.",
    "withdrawal.error.reason": '"{{value}}" is not a reason for withdrawing; use one of {{allowed}}.',
    "withdrawal.error.commentLength": "The explanation may be at most {{max}} characters long.",
    "withdrawal.error.commentRequired": "Explain your reason in a few words.",
    "withdrawal.refused.withdrawn": "This application has been withdrawn: it can no longer be changed.",
    "withdrawal.refused.notWaiting": "This application is not on the waiting list.",
    "withdrawal.button": "Withdraw my application",
    "withdrawal.dialog.title": "Withdraw your application?",
    "withdrawal.dialog.intro":
      "Once withdrawn, your application can no longer be changed, and a place you were offered goes to another candidate. This cannot be undone.",
    "withdrawal.dialog.reason": "Reason",
    "withdrawal.dialog.choose": "Choose a reason",
    "withdrawal.dialog.comment": "Explanation",
    "withdrawal.dialog.commentHelp": "Required for another reason; at most {{max}} characters.",
    "withdrawal.dialog.confirm": "Withdraw my application",
    "withdrawal.dialog.cancel": "Keep my application",
    "withdrawal.dialog.sending": "Withdrawing…",
    "withdrawal.done": "You withdrew your application on {{date}}.",
    "withdrawal.doneByDeadline":
      "Your place was released on {{date}} because your registration was not confirmed by the deadline.",
    "withdrawal.doneByOffice":
      "The admissions office recorded the withdrawal of your application on {{date}}.",
    "withdrawal.reasonShown": "Reason: {{reason}}",
    "offer.title": "A place has been offered to you",
    "offer.body":
      "A place has become free and you are now admitted from the waiting list. Confirm your registration by {{deadline}}; after that, the place goes to the next candidate.",
    "offer.deadline": "Confirm by {{deadline}}",

    "dossier.withdrawal.title": "Withdrawal",
    "dossier.withdrawal.summary": "Withdrawn on {{date}} by {{by}}",
    "dossier.withdrawal.by.candidate": "the candidate",
    "dossier.withdrawal.by.office": "the office ({{login}})",
    "dossier.withdrawal.by.deadline": "the portal (confirmation deadline passed)",
    "dossier.withdrawal.reason": "Reason",
    "dossier.withdrawal.comment": "Explanation",
    "dossier.withdrawal.record": "Record a withdrawal",
    "dossier.withdrawal.dialogTitle": "Record the candidate's withdrawal",
    "dossier.withdrawal.dialogIntro":
      "The application is locked and, if the candidate was admitted, their place is offered to the waiting list. This cannot be undone.",
    "dossier.withdrawal.confirm": "Record the withdrawal",
    "dossier.withdrawal.cancel": "Cancel",
    "dossier.withdrawal.recorded": "Withdrawal recorded.",
    "dossier.offer.summary": "Place offered automatically on {{date}}; to confirm by {{deadline}}",
    "history.withdrawal": "Application withdrawn: {{reason}}",
    "history.automatic-offer": "Place offered automatically from the waiting list",
    "history.withdrawal.by": "Withdrawn by",
    "history.withdrawal.reason": "Reason",
    "history.withdrawal.comment": "Explanation",
    "history.offer.deadline": "Confirm by",
    "dashboard.withdrawals.title": "Withdrawals",
    "dashboard.withdrawals.total": "Withdrawals in all",
    "dashboard.withdrawals.none": "No withdrawal yet.",
    "dashboard.withdrawals.reason": "Reason",
    "dashboard.withdrawals.count": "Applications",
    "dashboard.offers.title": "Automatic offers from the waiting list",
    "dashboard.offers.made": "Offers made",
    "dashboard.offers.confirmed": "Confirmed",
    "dashboard.offers.pending": "Awaiting confirmation",
    "dashboard.offers.lapsed": "Withdrawn or lapsed",
    "dashboard.offers.freed": "Freed places not offered yet",

    "mailTemplates.offer_made.subject": "A place is offered to you: {{programme}}",
    "mailTemplates.offer_made.body":
      "Hello {{name}},\n\nA place has become free in {{programme}} and it is offered to you from the waiting list: you are admitted. " +
      "Please sign in and confirm your registration by {{deadline}}:\n\n{{link}}\n\n" +
      "Without your confirmation by then, the place goes to the next candidate.\n\nThe admissions office",
    "mailTemplates.declined_by_default.subject": "Your place in {{programme}} has been released",
    "mailTemplates.declined_by_default.body":
      "Hello {{name}},\n\nYou were admitted to {{programme}}, but your registration was not confirmed by {{deadline}}. " +
      "Your place has therefore been released and offered to another candidate.\n\n{{link}}\n\nThe admissions office",
    "templatesPage.name.offer_made": "Place offered from the waiting list",
    "templatesPage.name.declined_by_default": "Place released: registration not confirmed",
  },
  fr: {
    "withdrawal.reason.other_offer": "J'ai accepté une autre proposition",
    "withdrawal.reason.personal": "Raisons personnelles",
    "withdrawal.reason.financial": "Raisons financières",
    "withdrawal.reason.programme": "La formation ne me convient plus",
    "withdrawal.reason.visa": "Visa refusé ou non obtenu à temps",
    "withdrawal.reason.other": "Autre raison",
    "withdrawal.reason.deadline": "Inscription non confirmée dans les délais",
    "withdrawal.error.reasonRequired": "Choisissez le motif de votre désistement.",
    "withdrawal.error.reason":
      "«\u00a0{{value}}\u00a0» n'est pas un motif de désistement\u202f; utilisez l'un de {{allowed}}.",
    "withdrawal.error.commentLength": "Les précisions font au plus {{max}}\u00a0caractères.",
    "withdrawal.error.commentRequired": "Précisez votre motif en quelques mots.",
    "withdrawal.refused.withdrawn": "Cette candidature a été retirée\u00a0: elle ne peut plus être modifiée.",
    "withdrawal.refused.notWaiting": "Cette candidature n'est pas sur liste d'attente.",
    "withdrawal.button": "Retirer ma candidature",
    "withdrawal.dialog.title": "Retirer votre candidature\u202f?",
    "withdrawal.dialog.intro":
      "Une fois retirée, votre candidature ne peut plus être modifiée et une place qui vous était proposée revient à un autre candidat. Ce choix est définitif.",
    "withdrawal.dialog.reason": "Motif",
    "withdrawal.dialog.choose": "Choisissez un motif",
    "withdrawal.dialog.comment": "Précisions",
    "withdrawal.dialog.commentHelp":
      "Obligatoires pour une autre raison\u00a0; {{max}}\u00a0caractères au plus.",
    "withdrawal.dialog.confirm": "Retirer ma candidature",
    "withdrawal.dialog.cancel": "Garder ma candidature",
    "withdrawal.dialog.sending": "Retrait en cours…",
    "withdrawal.done": "Vous avez retiré votre candidature le {{date}}.",
    "withdrawal.doneByDeadline":
      "Votre place a été libérée le {{date}} car votre inscription n'a pas été confirmée dans les délais.",
    "withdrawal.doneByOffice":
      "Le service des admissions a enregistré le retrait de votre candidature le {{date}}.",
    "withdrawal.reasonShown": "Motif\u00a0: {{reason}}",
    "offer.title": "Une place vous est proposée",
    "offer.body":
      "Une place s'est libérée et vous êtes désormais admis depuis la liste d'attente. Confirmez votre inscription avant le {{deadline}}\u00a0; passé ce délai, la place revient au candidat suivant.",
    "offer.deadline": "À confirmer avant le {{deadline}}",

    "dossier.withdrawal.title": "Désistement",
    "dossier.withdrawal.summary": "Retirée le {{date}} par {{by}}",
    "dossier.withdrawal.by.candidate": "le candidat",
    "dossier.withdrawal.by.office": "le service ({{login}})",
    "dossier.withdrawal.by.deadline": "le portail (délai de confirmation dépassé)",
    "dossier.withdrawal.reason": "Motif",
    "dossier.withdrawal.comment": "Précisions",
    "dossier.withdrawal.record": "Enregistrer un désistement",
    "dossier.withdrawal.dialogTitle": "Enregistrer le désistement du candidat",
    "dossier.withdrawal.dialogIntro":
      "La candidature est verrouillée et, si le candidat était admis, sa place est proposée à la liste d'attente. Ce choix est définitif.",
    "dossier.withdrawal.confirm": "Enregistrer le désistement",
    "dossier.withdrawal.cancel": "Annuler",
    "dossier.withdrawal.recorded": "Désistement enregistré.",
    "dossier.offer.summary":
      "Place proposée automatiquement le {{date}}\u00a0; à confirmer avant le {{deadline}}",
    "history.withdrawal": "Candidature retirée\u00a0: {{reason}}",
    "history.automatic-offer": "Place proposée automatiquement depuis la liste d'attente",
    "history.withdrawal.by": "Retirée par",
    "history.withdrawal.reason": "Motif",
    "history.withdrawal.comment": "Précisions",
    "history.offer.deadline": "À confirmer avant le",
    "dashboard.withdrawals.title": "Désistements",
    "dashboard.withdrawals.total": "Désistements en tout",
    "dashboard.withdrawals.none": "Aucun désistement pour l'instant.",
    "dashboard.withdrawals.reason": "Motif",
    "dashboard.withdrawals.count": "Candidatures",
    "dashboard.offers.title": "Propositions automatiques depuis la liste d'attente",
    "dashboard.offers.made": "Propositions faites",
    "dashboard.offers.confirmed": "Confirmées",
    "dashboard.offers.pending": "En attente de confirmation",
    "dashboard.offers.lapsed": "Retirées ou expirées",
    "dashboard.offers.freed": "Places libérées pas encore proposées",

    "mailTemplates.offer_made.subject": "Une place vous est proposée\u00a0: {{programme}}",
    "mailTemplates.offer_made.body":
      "Bonjour {{name}},\n\nUne place s'est libérée en {{programme}} et elle vous est proposée depuis la liste d'attente\u00a0: vous êtes admis. " +
      "Merci de vous connecter et de confirmer votre inscription avant le {{deadline}}\u00a0:\n\n{{link}}\n\n" +
      "Sans confirmation de votre part dans ce délai, la place revient au candidat suivant.\n\nLe service des admissions",
    "mailTemplates.declined_by_default.subject": "Votre place en {{programme}} a été libérée",
    "mailTemplates.declined_by_default.body":
      "Bonjour {{name}},\n\nVous étiez admis en {{programme}}, mais votre inscription n'a pas été confirmée avant le {{deadline}}. " +
      "Votre place a donc été libérée et proposée à un autre candidat.\n\n{{link}}\n\nLe service des admissions",
    "templatesPage.name.offer_made": "Place proposée depuis la liste d'attente",
    "templatesPage.name.declined_by_default": "Place libérée\u00a0: inscription non confirmée",
  },
};
