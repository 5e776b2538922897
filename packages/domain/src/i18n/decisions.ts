import type { CatalogueArea } from "./catalogue.ts";

/** The jury's decisions as the office enters them (decision panel, bulk change, import), in staff wording. */
export const decisions: CatalogueArea = {
  en: {
    "decisions.admis.O": "Admitted",
    "decisions.admis.N": "Not admitted",
    "decisions.admis.L": "Waiting list",
    "decisions.admis.R": "Postponed",
    "decisions.admis.C": "Conditionally admitted",
    "decisions.admis.none": "No decision",
    "decisions.scholarship.NA": "No scholarship awarded",
    "decisions.scholarship.WL": "Scholarship waiting list",
    "decisions.scholarship.none": "No scholarship decision",
    "decisions.scholarship.TFW": "Tuition fee waiver",
    "decisions.scholarship.foundation": "Foundation scholarship (ISAE-F)",
    "decisions.scholarship.named": "{{name}} scholarship",
    "decisions.field.jury": "Jury",
    "decisions.field.admis": "Admission decision",
    "decisions.field.motivation": "Motivation",
    "decisions.field.motivationVisible": "Motivation shown to the candidate",
    "decisions.field.rank": "Waiting list rank",
    "decisions.field.decisionbourse": "Scholarship decision",
    "decisions.field.montant_ins": "Tuition fees due (euros)",
    "decisions.error.admis": "“{{value}}” is not an admission decision: use one of {{allowed}}",
    "decisions.error.rankRequired": "a waiting list decision (L) needs a rank: give a whole number from 1",
    "decisions.error.rank": "the waiting list rank “{{value}}” must be a whole number from 1",
    "decisions.error.rankNotWaiting": "a rank is only given with a waiting list decision (L): leave it empty",
    "decisions.error.motivation":
      "“{{value}}” is not a motivation of the catalogue (or it is archived): use one of {{allowed}}",
    "decisions.error.scholarship":
      "“{{value}}” is not a scholarship decision for this application: use one of {{allowed}}",
    "decisions.error.amount":
      "the amount “{{value}}” must be a number of euros from 0 to {{max}} with at most two decimals",
    "decisions.error.amountNotAdmitted":
      "tuition fees are set only for an admitted candidate (admitted, or conditionally admitted): leave the amount empty",
    "decisions.error.scholarshipNotAdmitted":
      "“{{value}}” goes only with an admission or the waiting list: choose “No scholarship awarded” or “No scholarship decision”",
    "decisions.refused.notValidated":
      "the candidate has not validated the application yet: the jury decides on validated applications only",
    "decisions.refused.registered":
      "the candidate has already confirmed the registration: the decision can no longer change (the tuition fees can still be set until they are confirmed)",
    "decisions.refused.invalidDecision": "“{{value}}” is not an admission decision",
    "decisions.refused.tuitionConfirmed":
      "the candidate has already confirmed the tuition payment: the amount can no longer change",
    "decisions.refused.invalidAmount": "the amount must be a number of euros, 0 or more",
    "decisions.error.oldPath":
      "decisions ({{fields}}) are no longer saved with the form: use PUT /ws/admin/answers/{id}/decision",
    "decisions.error.tooMany":
      "{{count}} applications are selected, at most {{max}} can be changed at once: narrow the selection",
    "decisions.error.emptySelection": "no application is selected: choose some or use the current filters",
    "decisions.error.nothingToSet":
      "nothing to change: set at least one of jury, admis, motivation, rank, montant_ins",
    "decisions.error.unknownJury": "the jury “{{value}}” does not exist",
    "decisions.error.unknownApplication": "no application has this id",
    "decisions.error.unknownLogin": "no application of the campaign has the login “{{value}}”",
    "decisions.error.duplicateLogin": "the login “{{value}}” already appears on line {{line}}",
    "decisions.error.noFile": "send the file (CSV or XLSX) in the multipart field “file”",
    "decisions.error.fileType": "the file must be CSV (.csv) or Excel (.xlsx)",
    "decisions.error.fileTooLarge": "the file is larger than {{mb}} MB: split it",
    "decisions.error.tooManyRows": "the file has {{count}} rows, at most {{max}} are accepted: split it",
    "decisions.error.noLoginColumn":
      "the first line must name the columns, with at least “login” and one of admis, motivation, rank, decisionbourse, montant_ins",
    "decisions.error.unreadable": "the file cannot be read: {{detail}}",
    "decisions.error.notANumber": "{{field}}: “{{value}}” is not a number",
    "decisions.error.invalidRows":
      "{{count}} lines are invalid: correct them (see the dry run) and import again",
  },
  fr: {
    "decisions.admis.O": "Admis",
    "decisions.admis.N": "Non admis",
    "decisions.admis.L": "Liste d'attente",
    "decisions.admis.R": "Ajourné",
    "decisions.admis.C": "Admis sous condition",
    "decisions.admis.none": "Pas de décision",
    "decisions.scholarship.NA": "Pas de bourse attribuée",
    "decisions.scholarship.WL": "Liste d'attente des bourses",
    "decisions.scholarship.none": "Pas de décision de bourse",
    "decisions.scholarship.TFW": "Exonération des frais de scolarité",
    "decisions.scholarship.foundation": "Bourse de la Fondation (ISAE-F)",
    "decisions.scholarship.named": "Bourse {{name}}",
    "decisions.field.jury": "Jury",
    "decisions.field.admis": "Décision d'admission",
    "decisions.field.motivation": "Motivation",
    "decisions.field.motivationVisible": "Motivation montrée au candidat",
    "decisions.field.rank": "Rang sur la liste d'attente",
    "decisions.field.decisionbourse": "Décision de bourse",
    "decisions.field.montant_ins": "Frais de scolarité dus (euros)",
    "decisions.error.admis":
      "«\u00a0{{value}}\u00a0» n'est pas une décision d'admission\u00a0: utilisez {{allowed}}",
    "decisions.error.rankRequired":
      "une décision de liste d'attente (L) demande un rang\u00a0: indiquez un nombre entier à partir de 1",
    "decisions.error.rank": "le rang «\u00a0{{value}}\u00a0» doit être un nombre entier à partir de 1",
    "decisions.error.rankNotWaiting":
      "un rang ne se donne qu'avec une décision de liste d'attente (L)\u00a0: laissez-le vide",
    "decisions.error.motivation":
      "«\u00a0{{value}}\u00a0» n'est pas une motivation du catalogue (ou elle est archivée)\u00a0: utilisez {{allowed}}",
    "decisions.error.scholarship":
      "«\u00a0{{value}}\u00a0» n'est pas une décision de bourse possible pour ce dossier\u00a0: utilisez {{allowed}}",
    "decisions.error.amount":
      "le montant «\u00a0{{value}}\u00a0» doit être un nombre d'euros de 0 à {{max}} avec au plus deux décimales",
    "decisions.error.amountNotAdmitted":
      "les frais de scolarité ne se fixent que pour un candidat admis (admis, ou admis sous condition)\u00a0: laissez le montant vide",
    "decisions.error.scholarshipNotAdmitted":
      "«\u00a0{{value}}\u00a0» ne va qu'avec une admission ou la liste d'attente\u00a0: choisissez «\u00a0Pas de bourse attribuée\u00a0» ou «\u00a0Pas de décision de bourse\u00a0»",
    "decisions.refused.notValidated":
      "le candidat n'a pas encore validé sa candidature\u00a0: le jury ne décide que sur les candidatures validées",
    "decisions.refused.registered":
      "le candidat a déjà confirmé son inscription\u00a0: la décision ne peut plus changer (les frais de scolarité peuvent encore être fixés tant qu'ils ne sont pas confirmés)",
    "decisions.refused.invalidDecision": "«\u00a0{{value}}\u00a0» n'est pas une décision d'admission",
    "decisions.refused.tuitionConfirmed":
      "le candidat a déjà confirmé le paiement des frais de scolarité\u00a0: le montant ne peut plus changer",
    "decisions.refused.invalidAmount": "le montant doit être un nombre d'euros positif ou nul",
    "decisions.error.oldPath":
      "les décisions ({{fields}}) ne s'enregistrent plus avec le formulaire\u00a0: utilisez PUT /ws/admin/answers/{id}/decision",
    "decisions.error.tooMany":
      "{{count}} dossiers sont sélectionnés, {{max}} au plus peuvent être modifiés d'un coup\u00a0: réduisez la sélection",
    "decisions.error.emptySelection":
      "aucun dossier n'est sélectionné\u00a0: choisissez-en ou utilisez les filtres en cours",
    "decisions.error.nothingToSet":
      "rien à modifier\u00a0: indiquez au moins jury, admis, motivation, rang ou montant_ins",
    "decisions.error.unknownJury": "le jury «\u00a0{{value}}\u00a0» n'existe pas",
    "decisions.error.unknownApplication": "aucun dossier n'a cet identifiant",
    "decisions.error.unknownLogin": "aucun dossier de la campagne n'a l'identifiant «\u00a0{{value}}\u00a0»",
    "decisions.error.duplicateLogin": "l'identifiant «\u00a0{{value}}\u00a0» figure déjà ligne {{line}}",
    "decisions.error.noFile": "envoyez le fichier (CSV ou XLSX) dans le champ multipart «\u00a0file\u00a0»",
    "decisions.error.fileType": "le fichier doit être un CSV (.csv) ou un Excel (.xlsx)",
    "decisions.error.fileTooLarge": "le fichier dépasse {{mb}} Mo\u00a0: découpez-le",
    "decisions.error.tooManyRows":
      "le fichier a {{count}} lignes, {{max}} au plus sont acceptées\u00a0: découpez-le",
    "decisions.error.noLoginColumn":
      "la première ligne doit nommer les colonnes, dont au moins «\u00a0login\u00a0» et l'une de admis, motivation, rank, decisionbourse, montant_ins",
    "decisions.error.unreadable": "le fichier ne peut pas être lu\u00a0: {{detail}}",
    "decisions.error.notANumber": "{{field}}\u00a0: «\u00a0{{value}}\u00a0» n'est pas un nombre",
    "decisions.error.invalidRows":
      "{{count}} lignes ne sont pas valides\u00a0: corrigez-les (voir la simulation) puis importez à nouveau",
  },
};
