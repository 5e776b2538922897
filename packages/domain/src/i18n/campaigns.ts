import type { CatalogueArea } from "./catalogue.ts";

/**
 * Campaigns (issue #39): the office's Campaigns page (campaigns.*), the workspace's campaign
 * selector (campaignsPage.selector.*), the returning candidate's card on their home
 * (campaigns.candidate.*) and the refusals.
 */
export const campaigns: CatalogueArea = {
  en: {
    "campaigns.refused.closed":
      "The {{year}} campaign is closed: this application can be read but no longer changed.",
    "campaigns.refused.noneOpen": "No campaign is open for applications at the moment.",
    "campaigns.refused.alreadyApplied": "You already have an application for the {{year}} campaign.",
    "campaignsPage.error.exists": "The {{year}} campaign already exists.",
    "campaignsPage.error.notNext": "The next campaign is {{next}}: campaigns follow each other year by year.",
    "campaignsPage.error.already": "The {{year}} campaign is already {{state}}.",
    "campaignsPage.error.day": "{{field}}: “{{value}}” is not a day (expected YYYY-MM-DD).",
    "campaignsPage.title": "Campaigns",
    "campaigns.link": "Campaigns",
    "campaignsPage.adminOnly": "Only administrators manage the campaigns.",
    "campaignsPage.intro":
      "Each campaign recruits for one academic year. Opening the next one copies this campaign's dates (a year later), fees, programme settings and scoresheets; juries, programmes and e-mail templates carry on. Closing a campaign makes its applications read-only for candidates; the office still reads, searches and exports them.",
    "campaignsPage.col.year": "Campaign",
    "campaignsPage.col.academicYear": "Academic year",
    "campaignsPage.col.state": "State",
    "campaignsPage.col.applications": "Applications",
    "campaignsPage.col.dates": "Application closes",
    "campaignsPage.col.fees": "Fees",
    "campaignsPage.col.actions": "Actions",
    "campaignsPage.state.open": "Open",
    "campaignsPage.state.closed": "Closed",
    "campaignsPage.current": "current",
    "campaignsPage.fees": "Application {{application}} · down payment MSc {{msc}}, others {{other}}",
    "campaignsPage.noDate": "set in the configuration",
    "campaignsPage.close": "Close {{year}}",
    "campaignsPage.reopen": "Reopen {{year}}",
    "campaignsPage.edit": "Edit {{year}}",
    "campaignsPage.closeConfirm":
      "Close the {{year}} campaign? Its {{count}} applications become read-only for their candidates.",
    "campaignsPage.reopenConfirm":
      "Reopen the {{year}} campaign? Its candidates can change their applications again.",
    "campaignsPage.closed": "The {{year}} campaign is closed.",
    "campaignsPage.reopened": "The {{year}} campaign is open again.",
    "campaignsPage.open.title": "Open the {{year}} campaign",
    "campaignsPage.open.button": "Open the {{year}} campaign…",
    "campaignsPage.open.submit": "Open {{year}}",
    "campaignsPage.open.copied":
      "Copied from {{from}}: dates a year later, fees, programme settings and scoresheets. Juries start unpublished.",
    "campaignsPage.open.done": "The {{year}} campaign is open.",
    "campaignsPage.field.application_closes": "Applications close",
    "campaignsPage.field.scholarship_closes": "Scholarship applications close",
    "campaignsPage.field.confirmation_closes": "Registration confirmations close",
    "campaignsPage.field.tuition_closes": "Tuition payments close",
    "campaignsPage.field.applicationFee": "Application fee (euros)",
    "campaignsPage.field.downPaymentMsc": "Down payment, MSc (euros)",
    "campaignsPage.field.downPaymentOther": "Down payment, other programmes (euros)",
    "campaignsPage.save": "Save",
    "campaignsPage.saved": "The {{year}} campaign is saved.",
    "campaignsPage.cancel": "Cancel",
    "campaignsPage.selector.label": "Campaign",
    "campaignsPage.selector.option": "{{year}} ({{state}})",
    "campaignsPage.selector.all": "All campaigns",
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
    "campaignsPage.error.exists": "La campagne {{year}} existe déjà.",
    "campaignsPage.error.notNext":
      "La prochaine campagne est {{next}}\u00a0: les campagnes se suivent d’année en année.",
    "campaignsPage.error.already": "La campagne {{year}} est déjà {{state}}.",
    "campaignsPage.error.day":
      "{{field}}\u00a0: «\u00a0{{value}}\u00a0» n’est pas un jour (attendu AAAA-MM-JJ).",
    "campaignsPage.title": "Campagnes",
    "campaigns.link": "Campagnes",
    "campaignsPage.adminOnly": "Seuls les administrateurs gèrent les campagnes.",
    "campaignsPage.intro":
      "Chaque campagne recrute pour une année universitaire. Ouvrir la suivante recopie les dates de celle-ci (un an plus tard), les frais, les réglages des formations et les grilles d’évaluation\u00a0; jurys, formations et modèles de courriel continuent. Clore une campagne rend ses candidatures non modifiables par les candidats\u00a0; le service les consulte, les recherche et les exporte toujours.",
    "campaignsPage.col.year": "Campagne",
    "campaignsPage.col.academicYear": "Année universitaire",
    "campaignsPage.col.state": "État",
    "campaignsPage.col.applications": "Candidatures",
    "campaignsPage.col.dates": "Fin des candidatures",
    "campaignsPage.col.fees": "Frais",
    "campaignsPage.col.actions": "Actions",
    "campaignsPage.state.open": "Ouverte",
    "campaignsPage.state.closed": "Close",
    "campaignsPage.current": "en cours",
    "campaignsPage.fees": "Candidature {{application}} · acompte MSc {{msc}}, autres {{other}}",
    "campaignsPage.noDate": "fixée par la configuration",
    "campaignsPage.close": "Clore {{year}}",
    "campaignsPage.reopen": "Rouvrir {{year}}",
    "campaignsPage.edit": "Modifier {{year}}",
    "campaignsPage.closeConfirm":
      "Clore la campagne {{year}}\u00a0? Ses {{count}} candidatures ne seront plus modifiables par leurs candidats.",
    "campaignsPage.reopenConfirm":
      "Rouvrir la campagne {{year}}\u00a0? Ses candidats pourront de nouveau modifier leur candidature.",
    "campaignsPage.closed": "La campagne {{year}} est close.",
    "campaignsPage.reopened": "La campagne {{year}} est de nouveau ouverte.",
    "campaignsPage.open.title": "Ouvrir la campagne {{year}}",
    "campaignsPage.open.button": "Ouvrir la campagne {{year}}…",
    "campaignsPage.open.submit": "Ouvrir {{year}}",
    "campaignsPage.open.copied":
      "Recopié de {{from}}\u00a0: dates un an plus tard, frais, réglages des formations et grilles d’évaluation. Les jurys repartent non publiés.",
    "campaignsPage.open.done": "La campagne {{year}} est ouverte.",
    "campaignsPage.field.application_closes": "Fin des candidatures",
    "campaignsPage.field.scholarship_closes": "Fin des demandes de bourse",
    "campaignsPage.field.confirmation_closes": "Fin des confirmations d’inscription",
    "campaignsPage.field.tuition_closes": "Fin des paiements des droits",
    "campaignsPage.field.applicationFee": "Frais de candidature (euros)",
    "campaignsPage.field.downPaymentMsc": "Acompte, MSc (euros)",
    "campaignsPage.field.downPaymentOther": "Acompte, autres formations (euros)",
    "campaignsPage.save": "Enregistrer",
    "campaignsPage.saved": "La campagne {{year}} est enregistrée.",
    "campaignsPage.cancel": "Annuler",
    "campaignsPage.selector.label": "Campagne",
    "campaignsPage.selector.option": "{{year}} ({{state}})",
    "campaignsPage.selector.all": "Toutes les campagnes",
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
