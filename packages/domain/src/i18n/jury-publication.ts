import type { CatalogueArea } from "./catalogue.ts";

/**
 * The jury page's decision counts and publication (issue #11): administrators see how far each
 * jury has decided before publishing its results, which e-mails every validated candidate.
 */
export const juryPublication: CatalogueArea = {
  en: {
    "juryPublication.countsCaption": "Decisions on the validated applications of {{jury}}",
    "juryPublication.decision": "Decision",
    "juryPublication.applications": "Applications",
    "juryPublication.O": "Admitted",
    "juryPublication.N": "Not admitted",
    "juryPublication.L": "Waiting list",
    "juryPublication.R": "Postponed",
    "juryPublication.C": "Conditionally admitted",
    "juryPublication.undecided": "No decision",
    "juryPublication.total": "Total",
    "juryPublication.stillUndecided_one": "{{count}} application still without a decision",
    "juryPublication.stillUndecided_other": "{{count}} applications still without a decision",
    "juryPublication.allDecided": "Every application has a decision.",
    "juryPublication.lastPublication": "Last published {{at}} by {{by}}, {{recipients}} candidates e-mailed.",
    "juryPublication.neverPublished": "Results never published.",
    "juryPublication.resultsPublished": "Results: published",
    "juryPublication.resultsHidden": "Results: not published",
    "juryPublication.scholarshipsPublished": "Scholarship results: published",
    "juryPublication.scholarshipsHidden": "Scholarship results: not published",
    "juryPublication.publish": "Publish results…",
    "juryPublication.withdraw": "Withdraw results…",
    "juryPublication.publishScholarships": "Publish scholarship results…",
    "juryPublication.withdrawScholarships": "Withdraw scholarship results…",
    "juryPublication.publishTitle": "Publish the results of {{jury}}?",
    "juryPublication.publishBody_one": "{{count}} candidate will be e-mailed that their result is available.",
    "juryPublication.publishBody_other":
      "{{count}} candidates will be e-mailed that their result is available.",
    "juryPublication.publishUndecided_one":
      "{{count}} application is still without a decision: its candidate will see no result yet.",
    "juryPublication.publishUndecided_other":
      "{{count}} applications are still without a decision: their candidates will see no result yet.",
    "juryPublication.withdrawTitle": "Withdraw the results of {{jury}}?",
    "juryPublication.withdrawBody":
      "Candidates will no longer see their admission result. The e-mails already sent cannot be recalled.",
    "juryPublication.publishScholarshipsTitle": "Publish the scholarship results of {{jury}}?",
    "juryPublication.publishScholarshipsBody":
      "Candidates will see their scholarship decision when they log in. No e-mail is sent.",
    "juryPublication.withdrawScholarshipsTitle": "Withdraw the scholarship results of {{jury}}?",
    "juryPublication.withdrawScholarshipsBody": "Candidates will no longer see their scholarship decision.",
    "juryPublication.confirmPublish": "Publish",
    "juryPublication.confirmWithdraw": "Withdraw",
    "juryPublication.cancel": "Cancel",
    "juryPublication.close": "Close",
    "juryPublication.published_one": "Results of {{jury}} published: {{count}} candidate will be e-mailed.",
    "juryPublication.published_other":
      "Results of {{jury}} published: {{count}} candidates will be e-mailed.",
    "juryPublication.withdrawn": "Results of {{jury}} withdrawn.",
    "juryPublication.scholarshipsDone": "Scholarship results of {{jury}} published.",
    "juryPublication.scholarshipsWithdrawn": "Scholarship results of {{jury}} withdrawn.",
  },
  fr: {
    "juryPublication.countsCaption": "Décisions sur les candidatures validées de {{jury}}",
    "juryPublication.decision": "Décision",
    "juryPublication.applications": "Candidatures",
    "juryPublication.O": "Admis",
    "juryPublication.N": "Non admis",
    "juryPublication.L": "Liste d'attente",
    "juryPublication.R": "Reporté",
    "juryPublication.C": "Admis sous condition",
    "juryPublication.undecided": "Sans décision",
    "juryPublication.total": "Total",
    "juryPublication.stillUndecided_one": "{{count}} candidature encore sans décision",
    "juryPublication.stillUndecided_other": "{{count}} candidatures encore sans décision",
    "juryPublication.allDecided": "Toutes les candidatures ont une décision.",
    "juryPublication.lastPublication":
      "Dernière publication le {{at}} par {{by}}, {{recipients}} candidats prévenus par e-mail.",
    "juryPublication.neverPublished": "Résultats jamais publiés.",
    "juryPublication.resultsPublished": "Résultats\u00a0: publiés",
    "juryPublication.resultsHidden": "Résultats\u00a0: non publiés",
    "juryPublication.scholarshipsPublished": "Résultats des bourses\u00a0: publiés",
    "juryPublication.scholarshipsHidden": "Résultats des bourses\u00a0: non publiés",
    "juryPublication.publish": "Publier les résultats…",
    "juryPublication.withdraw": "Retirer les résultats…",
    "juryPublication.publishScholarships": "Publier les résultats des bourses…",
    "juryPublication.withdrawScholarships": "Retirer les résultats des bourses…",
    "juryPublication.publishTitle": "Publier les résultats de {{jury}}\u202f?",
    "juryPublication.publishBody_one":
      "{{count}} candidat recevra un e-mail annonçant que son résultat est disponible.",
    "juryPublication.publishBody_other":
      "{{count}} candidats recevront un e-mail annonçant que leur résultat est disponible.",
    "juryPublication.publishUndecided_one":
      "{{count}} candidature est encore sans décision\u00a0: son candidat ne verra pas encore de résultat.",
    "juryPublication.publishUndecided_other":
      "{{count}} candidatures sont encore sans décision\u00a0: leurs candidats ne verront pas encore de résultat.",
    "juryPublication.withdrawTitle": "Retirer les résultats de {{jury}}\u202f?",
    "juryPublication.withdrawBody":
      "Les candidats ne verront plus leur résultat d'admission. Les e-mails déjà envoyés ne peuvent pas être rappelés.",
    "juryPublication.publishScholarshipsTitle": "Publier les résultats des bourses de {{jury}}\u202f?",
    "juryPublication.publishScholarshipsBody":
      "Les candidats verront leur décision de bourse en se connectant. Aucun e-mail n'est envoyé.",
    "juryPublication.withdrawScholarshipsTitle": "Retirer les résultats des bourses de {{jury}}\u202f?",
    "juryPublication.withdrawScholarshipsBody": "Les candidats ne verront plus leur décision de bourse.",
    "juryPublication.confirmPublish": "Publier",
    "juryPublication.confirmWithdraw": "Retirer",
    "juryPublication.cancel": "Annuler",
    "juryPublication.close": "Fermer",
    "juryPublication.published_one":
      "Résultats de {{jury}} publiés\u00a0: {{count}} candidat sera prévenu par e-mail.",
    "juryPublication.published_other":
      "Résultats de {{jury}} publiés\u00a0: {{count}} candidats seront prévenus par e-mail.",
    "juryPublication.withdrawn": "Résultats de {{jury}} retirés.",
    "juryPublication.scholarshipsDone": "Résultats des bourses de {{jury}} publiés.",
    "juryPublication.scholarshipsWithdrawn": "Résultats des bourses de {{jury}} retirés.",
  },
};
