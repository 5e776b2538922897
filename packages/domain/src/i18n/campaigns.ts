import type { CatalogueArea } from "./catalogue.ts";

/**
 * Campaigns (issue #39): the office's Campaigns page (campaigns.*), the workspace's campaign
 * selector (campaigns.selector.*), the returning candidate's card on their home
 * (campaigns.candidate.*) and the refusals.
 */
export const campaigns: CatalogueArea = {
  en: {
    "campaigns.refused.closed":
      "The {{year}} campaign is closed: this application can be read but no longer changed.",
    "campaigns.refused.noneOpen": "No campaign is open for applications at the moment.",
    "campaigns.refused.alreadyApplied": "You already have an application for the {{year}} campaign.",
    "campaigns.error.exists": "The {{year}} campaign already exists.",
    "campaigns.error.notNext": "The next campaign is {{next}}: campaigns follow each other year by year.",
    "campaigns.error.already": "The {{year}} campaign is already {{state}}.",
    "campaigns.error.day": "{{field}}: “{{value}}” is not a day (expected YYYY-MM-DD).",
    "campaigns.title": "Campaigns",
    "campaigns.intro":
      "Each campaign recruits for one academic year. Opening the next one copies this campaign's dates (a year later), fees, programme settings and scoresheets; juries, programmes and e-mail templates carry on. Closing a campaign makes its applications read-only for candidates; the office still reads, searches and exports them.",
    "campaigns.col.year": "Campaign",
    "campaigns.col.academicYear": "Academic year",
    "campaigns.col.state": "State",
    "campaigns.col.applications": "Applications",
    "campaigns.col.dates": "Application closes",
    "campaigns.col.fees": "Fees",
    "campaigns.col.actions": "Actions",
    "campaigns.state.open": "Open",
    "campaigns.state.closed": "Closed",
    "campaigns.current": "current",
    "campaigns.fees": "Application {{application}} · down payment MSc {{msc}}, others {{other}}",
    "campaigns.noDate": "campaign default",
    "campaigns.close": "Close {{year}}",
    "campaigns.reopen": "Reopen {{year}}",
    "campaigns.edit": "Edit {{year}}",
    "campaigns.closeConfirm":
      "Close the {{year}} campaign? Its {{count}} applications become read-only for their candidates.",
    "campaigns.reopenConfirm":
      "Reopen the {{year}} campaign? Its candidates can change their applications again.",
    "campaigns.closed": "The {{year}} campaign is closed.",
    "campaigns.reopened": "The {{year}} campaign is open again.",
    "campaigns.open.title": "Open the {{year}} campaign",
    "campaigns.open.button": "Open the {{year}} campaign…",
    "campaigns.open.submit": "Open {{year}}",
    "campaigns.open.copied":
      "Copied from {{from}}: dates a year later, fees, programme settings and scoresheets. Juries start unpublished.",
    "campaigns.open.done": "The {{year}} campaign is open.",
    "campaigns.field.application_closes": "Applications close",
    "campaigns.field.scholarship_closes": "Scholarship applications close",
    "campaigns.field.confirmation_closes": "Registration confirmations close",
    "campaigns.field.tuition_closes": "Tuition payments close",
    "campaigns.field.applicationFee": "Application fee (euros)",
    "campaigns.field.downPaymentMsc": "Down payment, MSc (euros)",
    "campaigns.field.downPaymentOther": "Down payment, other programmes (euros)",
    "campaigns.save": "Save",
    "campaigns.saved": "The {{year}} campaign is saved.",
    "campaigns.cancel": "Cancel",
    "campaigns.selector.label": "Campaign",
    "campaigns.selector.option": "{{year}} ({{state}})",
    "campaigns.selector.all": "All campaigns",
    "campaigns.candidate.title": "Applications for {{academicYear}} are open",
    "campaigns.candidate.text":
      "Your {{previous}} application stays readable below. To apply for {{academicYear}}, start a new application.",
    "campaigns.candidate.prefill":
      "Fill my identity, background and languages in from my {{previous}} application (documents are not copied)",
    "campaigns.candidate.start": "Start my {{year}} application",
    "campaigns.candidate.started": "Your {{year}} application is started.",
    "campaigns.candidate.previous": "Your earlier applications",
    "campaigns.candidate.readOnly": "{{year}} campaign (closed, read-only)",
    "campaigns.candidate.view": "View my {{year}} application",
    "campaigns.candidate.closedNotice":
      "This is your application of the {{year}} campaign, which is closed: you can read it but not change it.",
    "campaigns.candidate.current": "Back to my current application",
  },
  fr: {
    "campaigns.refused.closed":
      "La campagne {{year}} est close\u00a0: cette candidature peut être consultée mais plus modifiée.",
    "campaigns.refused.noneOpen": "Aucune campagne n’est ouverte aux candidatures pour le moment.",
    "campaigns.refused.alreadyApplied": "Vous avez déjà une candidature pour la campagne {{year}}.",
    "campaigns.error.exists": "La campagne {{year}} existe déjà.",
    "campaigns.error.notNext":
      "La prochaine campagne est {{next}}\u00a0: les campagnes se suivent d’année en année.",
    "campaigns.error.already": "La campagne {{year}} est déjà {{state}}.",
    "campaigns.error.day": "{{field}}\u00a0: «\u00a0{{value}}\u00a0» n’est pas un jour (attendu AAAA-MM-JJ).",
    "campaigns.title": "Campagnes",
    "campaigns.intro":
      "Chaque campagne recrute pour une année universitaire. Ouvrir la suivante recopie les dates de celle-ci (un an plus tard), les frais, les réglages des formations et les grilles d’évaluation\u00a0; jurys, formations et modèles de courriel continuent. Clore une campagne rend ses candidatures non modifiables par les candidats\u00a0; le service les consulte, les recherche et les exporte toujours.",
    "campaigns.col.year": "Campagne",
    "campaigns.col.academicYear": "Année universitaire",
    "campaigns.col.state": "État",
    "campaigns.col.applications": "Candidatures",
    "campaigns.col.dates": "Fin des candidatures",
    "campaigns.col.fees": "Frais",
    "campaigns.col.actions": "Actions",
    "campaigns.state.open": "Ouverte",
    "campaigns.state.closed": "Close",
    "campaigns.current": "en cours",
    "campaigns.fees": "Candidature {{application}} · acompte MSc {{msc}}, autres {{other}}",
    "campaigns.noDate": "date de la campagne",
    "campaigns.close": "Clore {{year}}",
    "campaigns.reopen": "Rouvrir {{year}}",
    "campaigns.edit": "Modifier {{year}}",
    "campaigns.closeConfirm":
      "Clore la campagne {{year}}\u00a0? Ses {{count}} candidatures ne seront plus modifiables par leurs candidats.",
    "campaigns.reopenConfirm":
      "Rouvrir la campagne {{year}}\u00a0? Ses candidats pourront de nouveau modifier leur candidature.",
    "campaigns.closed": "La campagne {{year}} est close.",
    "campaigns.reopened": "La campagne {{year}} est de nouveau ouverte.",
    "campaigns.open.title": "Ouvrir la campagne {{year}}",
    "campaigns.open.button": "Ouvrir la campagne {{year}}…",
    "campaigns.open.submit": "Ouvrir {{year}}",
    "campaigns.open.copied":
      "Recopié de {{from}}\u00a0: dates un an plus tard, frais, réglages des formations et grilles d’évaluation. Les jurys repartent non publiés.",
    "campaigns.open.done": "La campagne {{year}} est ouverte.",
    "campaigns.field.application_closes": "Fin des candidatures",
    "campaigns.field.scholarship_closes": "Fin des demandes de bourse",
    "campaigns.field.confirmation_closes": "Fin des confirmations d’inscription",
    "campaigns.field.tuition_closes": "Fin des paiements des droits",
    "campaigns.field.applicationFee": "Frais de candidature (euros)",
    "campaigns.field.downPaymentMsc": "Acompte, MSc (euros)",
    "campaigns.field.downPaymentOther": "Acompte, autres formations (euros)",
    "campaigns.save": "Enregistrer",
    "campaigns.saved": "La campagne {{year}} est enregistrée.",
    "campaigns.cancel": "Annuler",
    "campaigns.selector.label": "Campagne",
    "campaigns.selector.option": "{{year}} ({{state}})",
    "campaigns.selector.all": "Toutes les campagnes",
    "campaigns.candidate.title": "Les candidatures pour {{academicYear}} sont ouvertes",
    "campaigns.candidate.text":
      "Votre candidature {{previous}} reste consultable ci-dessous. Pour candidater en {{academicYear}}, commencez une nouvelle candidature.",
    "campaigns.candidate.prefill":
      "Reprendre mon identité, mon parcours et mes langues de ma candidature {{previous}} (les documents ne sont pas recopiés)",
    "campaigns.candidate.start": "Commencer ma candidature {{year}}",
    "campaigns.candidate.started": "Votre candidature {{year}} est commencée.",
    "campaigns.candidate.previous": "Vos candidatures précédentes",
    "campaigns.candidate.readOnly": "Campagne {{year}} (close, en lecture seule)",
    "campaigns.candidate.view": "Voir ma candidature {{year}}",
    "campaigns.candidate.closedNotice":
      "Voici votre candidature de la campagne {{year}}, qui est close\u00a0: vous pouvez la consulter mais plus la modifier.",
    "campaigns.candidate.current": "Revenir à ma candidature en cours",
  },
};
