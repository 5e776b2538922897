import type { CatalogueArea } from "./catalogue.ts";

/**
 * The jury page's decision counts and publication (issue #11): administrators see how far each
 * jury has decided before publishing its results, which e-mails every candidate with a decision.
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
    "juryPublication.publishedUnrecorded":
      "Results published outside this page (at set-up or by an import): no publication or e-mail is recorded.",
    "juryPublication.resultsPublished": "Results: published",
    "juryPublication.resultsHidden": "Results: not published",
    "juryPublication.scholarshipsPublished": "Scholarship results: published",
    "juryPublication.scholarshipsHidden": "Scholarship results: not published",
    "juryPublication.publish": "Publish results…",
    "juryPublication.withdraw": "Withdraw results…",
    "juryPublication.publishScholarships": "Publish scholarship results…",
    "juryPublication.withdrawScholarships": "Withdraw scholarship results…",
    "juryPublication.publishTitle": "Publish the results of {{jury}}?",
    "juryPublication.publishBody_one":
      "{{count}} candidate with a decision will be e-mailed that their result is available.",
    "juryPublication.publishBody_other":
      "{{count}} candidates with a decision will be e-mailed that their result is available.",
    "juryPublication.publishUndecided_one":
      "{{count}} application has no decision yet: its candidate is not e-mailed now, and will be when its decision is recorded.",
    "juryPublication.publishUndecided_other":
      "{{count}} applications have no decision yet: their candidates are not e-mailed now, and each will be when their decision is recorded.",
    "juryPublication.counting": "Counting the candidates to e-mail…",
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
    "juryPublication.publishedUnrecorded":
      "Résultats publiés hors de cette page (à l'installation ou par un import)\u00a0: aucune publication ni aucun e-mail n'est enregistré.",
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
      "{{count}} candidat ayant une décision recevra un e-mail annonçant que son résultat est disponible.",
    "juryPublication.publishBody_other":
      "{{count}} candidats ayant une décision recevront un e-mail annonçant que leur résultat est disponible.",
    "juryPublication.publishUndecided_one":
      "{{count}} candidature n'a pas encore de décision\u00a0: son candidat n'est pas prévenu maintenant, il le sera quand sa décision sera enregistrée.",
    "juryPublication.publishUndecided_other":
      "{{count}} candidatures n'ont pas encore de décision\u00a0: leurs candidats ne sont pas prévenus maintenant, chacun le sera quand sa décision sera enregistrée.",
    "juryPublication.counting": "Décompte des candidats à prévenir…",
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
