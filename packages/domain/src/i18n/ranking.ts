import type { CatalogueArea } from "./catalogue.ts";

/**
 * Ranking and calibration (issue #38): the workspace's standing columns and filters, the scores'
 * export and import (ranking.import.*, the server's messages), the reviewers' calibration page and
 * the bulk decision on the top of a ranking (ranking.top.*).
 */
export const ranking: CatalogueArea = {
  en: {
    "ranking.column.programme": "Programme",
    "ranking.column.score": "Score",
    "ranking.column.reviews": "Reviews",
    "ranking.column.spread": "Spread",
    "ranking.column.rank": "Rank",
    "ranking.filter.programme": "Programme",
    "ranking.filter.allProgrammes": "All programmes",
    "ranking.filter.minScore": "Minimum score",
    "ranking.filter.disagree": "Reviews disagree",
    "ranking.filter.disagreeHelp": "The readers' scores are more than {{threshold}} points apart.",
    "ranking.import.missingColumns":
      "The file needs the columns application and reviewer, as the scores export writes them.",
    "ranking.import.badApplication": "“{{value}}” is not an application number.",
    "ranking.import.unknownApplication": "No application has the number {{value}}.",
    "ranking.import.unknownReviewer": "No reviewer or administrator has the login “{{value}}”.",
    "ranking.import.notJuryReviewer": "{{value}} is not a reviewer of this application's jury.",
    "ranking.import.noProgramme": "This application has no programme chosen yet.",
    "ranking.import.noScoresheet": "The programme {{programme}} has no scoresheet yet: set one up first.",
    "ranking.import.duplicate": "This application and reviewer already appear on line {{line}}.",
    "ranking.import.blank": "{{criterion}} is empty: score every criterion.",
    "ranking.import.outOfScale":
      "{{criterion}}: “{{value}}” is not a level of its scale ({{min}} to {{max}}).",
    "ranking.import.unknownCriterion": "{{criterion}} is not a criterion of this programme's scoresheet.",
    "ranking.import.commentTooLong": "The comment on {{criterion}} is longer than {{max}} characters.",
    "ranking.import.invalidRows_one":
      "{{count}} line has a problem, so nothing was imported. Correct it and run the dry run again.",
    "ranking.import.invalidRows_other":
      "{{count}} lines have problems, so nothing was imported. Correct them and run the dry run again.",
    "ranking.error.unknownJury": "The jury “{{value}}” does not exist.",
    "ranking.calibration.link": "Reviewer calibration",
    "ranking.calibration.title": "Reviewer calibration",
    "ranking.calibration.adminOnly": "This page is for administrators.",
    "ranking.calibration.intro":
      "How each reviewer scores against the other readers of the same applications, so that a harsh or lenient reader is seen before decisions. A reader more than {{threshold}} points below or above the others is marked.",
    "ranking.calibration.jury": "Jury",
    "ranking.calibration.chooseJury": "Choose a jury",
    "ranking.calibration.empty": "No review has been submitted in this jury yet.",
    "ranking.calibration.reviewer": "Reviewer",
    "ranking.calibration.reviews": "Reviews",
    "ranking.calibration.mean": "Mean",
    "ranking.calibration.deviation": "Deviation",
    "ranking.calibration.shared": "Shared applications",
    "ranking.calibration.sharedMean": "Their mean",
    "ranking.calibration.othersMean": "Others' mean",
    "ranking.calibration.difference": "Difference",
    "ranking.calibration.leaning": "Leaning",
    "ranking.calibration.harsh": "Harsh",
    "ranking.calibration.lenient": "Lenient",
    "ranking.calibration.even": "Even",
    "ranking.calibration.unknown": "Not comparable",
    "ranking.calibration.below_one":
      "Scores {{points}} points below the other readers on the same application.",
    "ranking.calibration.below_other":
      "Scores {{points}} points below the other readers on the same {{count}} applications.",
    "ranking.calibration.above_one":
      "Scores {{points}} points above the other readers on the same application.",
    "ranking.calibration.above_other":
      "Scores {{points}} points above the other readers on the same {{count}} applications.",
    "ranking.calibration.level_one": "Scores like the other readers on the same application.",
    "ranking.calibration.level_other": "Scores like the other readers on the same {{count}} applications.",
    "ranking.calibration.alone": "Nobody else read the applications they read.",
    "ranking.top.option": "Top N of the ranking",
    "ranking.top.count": "How many",
    "ranking.top.needsProgramme":
      "The top of a ranking is within one programme: filter the workspace on one programme first.",
    "ranking.top.ties": "{{count}} applications tie at rank {{rank}}",
    "ranking.top.tiesHelp":
      "The cut falls among applications with the same score: decide knowingly which of them to include.",
    "ranking.top.rank": "Rank",
    "ranking.top.score": "Score",
  },
  fr: {
    "ranking.column.programme": "Formation",
    "ranking.column.score": "Note",
    "ranking.column.reviews": "Évaluations",
    "ranking.column.spread": "Écart",
    "ranking.column.rank": "Rang",
    "ranking.filter.programme": "Formation",
    "ranking.filter.allProgrammes": "Toutes les formations",
    "ranking.filter.minScore": "Note minimale",
    "ranking.filter.disagree": "Évaluations divergentes",
    "ranking.filter.disagreeHelp": "Les notes des évaluateurs s'écartent de plus de {{threshold}} points.",
    "ranking.import.missingColumns":
      "Le fichier doit avoir les colonnes application et reviewer, comme l'export des notes les écrit.",
    "ranking.import.badApplication": "«\u00a0{{value}}\u00a0» n'est pas un numéro de candidature.",
    "ranking.import.unknownApplication": "Aucune candidature n'a le numéro {{value}}.",
    "ranking.import.unknownReviewer":
      "Aucun évaluateur ni administrateur n'a l'identifiant «\u00a0{{value}}\u00a0».",
    "ranking.import.notJuryReviewer": "{{value}} n'est pas évaluateur du jury de cette candidature.",
    "ranking.import.noProgramme": "Cette candidature n'a pas encore de formation choisie.",
    "ranking.import.noScoresheet":
      "La formation {{programme}} n'a pas encore de grille d'évaluation\u00a0: créez-la d'abord.",
    "ranking.import.duplicate": "Cette candidature et cet évaluateur figurent déjà ligne {{line}}.",
    "ranking.import.blank": "{{criterion}} est vide\u00a0: notez chaque critère.",
    "ranking.import.outOfScale":
      "{{criterion}}\u00a0: «\u00a0{{value}}\u00a0» n'est pas un niveau de son échelle ({{min}} à {{max}}).",
    "ranking.import.unknownCriterion": "{{criterion}} n'est pas un critère de la grille de cette formation.",
    "ranking.import.commentTooLong": "Le commentaire sur {{criterion}} dépasse {{max}} caractères.",
    "ranking.import.invalidRows_one":
      "{{count}} ligne pose problème, rien n'a donc été importé. Corrigez-la et relancez la simulation.",
    "ranking.import.invalidRows_other":
      "{{count}} lignes posent problème, rien n'a donc été importé. Corrigez-les et relancez la simulation.",
    "ranking.error.unknownJury": "Le jury «\u00a0{{value}}\u00a0» n'existe pas.",
    "ranking.calibration.link": "Calibrage des évaluateurs",
    "ranking.calibration.title": "Calibrage des évaluateurs",
    "ranking.calibration.adminOnly": "Cette page est réservée aux administrateurs.",
    "ranking.calibration.intro":
      "Comment chaque évaluateur note par rapport aux autres lecteurs des mêmes candidatures, pour repérer un lecteur sévère ou indulgent avant les décisions. Un lecteur à plus de {{threshold}} points au-dessous ou au-dessus des autres est signalé.",
    "ranking.calibration.jury": "Jury",
    "ranking.calibration.chooseJury": "Choisissez un jury",
    "ranking.calibration.empty": "Aucune évaluation n'a encore été soumise dans ce jury.",
    "ranking.calibration.reviewer": "Évaluateur",
    "ranking.calibration.reviews": "Évaluations",
    "ranking.calibration.mean": "Moyenne",
    "ranking.calibration.deviation": "Écart type",
    "ranking.calibration.shared": "Candidatures partagées",
    "ranking.calibration.sharedMean": "Sa moyenne",
    "ranking.calibration.othersMean": "Moyenne des autres",
    "ranking.calibration.difference": "Différence",
    "ranking.calibration.leaning": "Tendance",
    "ranking.calibration.harsh": "Sévère",
    "ranking.calibration.lenient": "Indulgent",
    "ranking.calibration.even": "Équilibré",
    "ranking.calibration.unknown": "Non comparable",
    "ranking.calibration.below_one":
      "Note {{points}} points au-dessous des autres lecteurs sur la même candidature.",
    "ranking.calibration.below_other":
      "Note {{points}} points au-dessous des autres lecteurs sur les mêmes {{count}} candidatures.",
    "ranking.calibration.above_one":
      "Note {{points}} points au-dessus des autres lecteurs sur la même candidature.",
    "ranking.calibration.above_other":
      "Note {{points}} points au-dessus des autres lecteurs sur les mêmes {{count}} candidatures.",
    "ranking.calibration.level_one": "Note comme les autres lecteurs sur la même candidature.",
    "ranking.calibration.level_other": "Note comme les autres lecteurs sur les mêmes {{count}} candidatures.",
    "ranking.calibration.alone": "Personne d'autre n'a lu les candidatures qu'il a lues.",
    "ranking.top.option": "Les N premiers du classement",
    "ranking.top.count": "Combien",
    "ranking.top.needsProgramme":
      "Le haut d'un classement se lit dans une formation\u00a0: filtrez d'abord l'espace de travail sur une formation.",
    "ranking.top.ties": "{{count}} candidatures ex æquo au rang {{rank}}",
    "ranking.top.tiesHelp":
      "La coupure tombe entre des candidatures de même note\u00a0: décidez en connaissance de cause lesquelles inclure.",
    "ranking.top.rank": "Rang",
    "ranking.top.score": "Note",
  },
};
