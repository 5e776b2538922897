import type { CatalogueArea } from "./catalogue.ts";
import type { Locale } from "./locales.ts";
import { interpolate, textOf } from "./catalogue.ts";
import { common } from "./common.ts";
import { server } from "./server.ts";
import { dates } from "./dates.ts";
import { shell } from "./shell.ts";
import { rules } from "./rules.ts";
import { workflow } from "./workflow.ts";
import { auth } from "./auth.ts";
import { mail } from "./mail.ts";
import { form } from "./form.ts";
import { renderer } from "./renderer.ts";
import { tabStepper } from "./tab-stepper.ts";
import { workflowMail } from "./workflow-mail.ts";
import { payment } from "./payment.ts";
import { files } from "./files.ts";
import { workflowUi } from "./workflow-ui.ts";
import { reports } from "./reports.ts";
import { lookups } from "./lookups.ts";
import { input } from "./input.ts";
import { passwordFeedback } from "./password-feedback.ts";
import { privacy } from "./privacy.ts";
import { stages } from "./stages.ts";
import { applicationsExport } from "./applications-export.ts";
import { history } from "./history.ts";
import { notes } from "./notes.ts";
import { dossier } from "./dossier.ts";
import { dossierActions } from "./dossier-actions.ts";
import { backOffice } from "./back-office.ts";
import { staffPage } from "./staff-page.ts";
import { workspace } from "./workspace.ts";
import { bulkActions } from "./bulk-actions.ts";
import { staffAccounts } from "./staff-accounts.ts";
import { dashboardFigures } from "./dashboard-figures.ts";
import { mailTemplates } from "./mail-templates.ts";
import { decisions } from "./decisions.ts";
import { candidateNotices } from "./candidate-notices.ts";
import { juryPublication } from "./jury-publication.ts";
import { templatesPage } from "./templates-page.ts";
import { reasonsPage } from "./reasons-page.ts";
import { documentReview } from "./document-review.ts";
import { paymentRecords } from "./payment-records.ts";
import { noticesApi } from "./notices-api.ts";
import { paymentEntities } from "./payment-entities.ts";
import { fieldHints } from "./field-hints.ts";
import { drafts } from "./drafts.ts";
import { journey } from "./journey.ts";
import { staffRights } from "./staff-rights.ts";
import { jobsPage } from "./jobs-page.ts";
import { references } from "./references.ts";
import { deadlines } from "./deadlines.ts";
import { programmeSettings } from "./programme-settings.ts";
import { sisHandoff } from "./sis-handoff.ts";
import { withdrawals } from "./withdrawals.ts";
import { campaigns } from "./campaigns.ts";
import { blindReview } from "./blind-review.ts";
import { interviews } from "./interviews.ts";
import { scoring } from "./scoring.ts";
import { ranking } from "./ranking.ts";
import { waivers } from "./waivers.ts";
import { dossierZip } from "./dossier-zip.ts";

/**
 * Every catalogue area, merged. Each area lives in its own file (auth.ts, form.ts, rules.ts, …)
 * so that parts of the product add their messages without touching each other's.
 */
const areas: CatalogueArea[] = [
  common,
  server,
  dates,
  shell,
  rules,
  workflow,
  auth,
  mail,
  form,
  renderer,
  tabStepper,
  files,
  reports,
  workflowUi,
  workflowMail,
  payment,
  lookups,
  input,
  passwordFeedback,
  privacy,
  stages,
  applicationsExport,
  history,
  notes,
  mailTemplates,
  candidateNotices,
  dossier,
  dossierActions,
  backOffice,
  staffPage,
  staffAccounts,
  dashboardFigures,
  workspace,
  bulkActions,
  juryPublication,
  templatesPage,
  reasonsPage,
  decisions,
  documentReview,
  paymentRecords,
  noticesApi,
  paymentEntities,
  fieldHints,
  drafts,
  journey,
  staffRights,
  jobsPage,
  references,
  deadlines,
  programmeSettings,
  sisHandoff,
  withdrawals,
  blindReview,
  interviews,
  scoring,
  ranking,
  campaigns,
  waivers,
  dossierZip,
];

export { locales, type Locale } from "./locales.ts";

export const catalogues: Record<Locale, Record<string, string>> = {
  en: Object.assign({}, ...areas.map((a) => a.en)),
  fr: Object.assign({}, ...areas.map((a) => a.fr)),
};

/** Translates a key for the server (mail, PDF, error bodies): English when the language lacks it, else the key. */
export function translate(locale: Locale, key: string, params?: Record<string, string | number>): string {
  const count = params?.count;
  const text =
    textOf(catalogues[locale], locale, key, count) ?? textOf(catalogues.en, "en", key, count) ?? key;
  return interpolate(text, params);
}
