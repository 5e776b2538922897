// Which interface texts come with the first download: those of the pages an anonymous visitor
// lands on (the shell, home, login, account creation and activation, the error pages) and of the
// server's refusals they can show. The texts of the back office (and those only the server uses:
// e-mails, reports, exports, its own messages) are a third part, which staff download and
// candidates never do (issue #13: it was two thirds of the second part, on the form page's
// critical path). Every other text (the form, the candidate's journey) is in the second part,
// downloaded with the first page that needs it.

/** The parts of a language's catalogue: what the public pages need, the rest, and the back office's. */
export const catalogueParts = ["public", "rest", "staff"] as const;
export type CataloguePart = (typeof catalogueParts)[number];

// Key prefixes of the public pages' texts (a prefix ends with a dot).
const PUBLIC_PREFIXES = [
  "nav.",
  "shell.",
  "error.",
  "common.",
  "server.",
  "auth.",
  "input.",
  "rules.passwords.",
  "privacy.",
  // The top bar's back-office links, shown as soon as a staff member logs in.
  "backOffice.",
];
const PUBLIC_KEYS = new Set([
  "juries.link",
  "templatesPage.link",
  "reasonsPage.link",
  "programmeSettings.link",
  "sisHandoff.codesLink",
  "sisHandoff.logLink",
  "jobsPage.link",
  "interviewsPage.link",
  "scoring.link",
  "scoring.sheetsLink",
  "ranking.calibration.link",
  "campaigns.link",
  "waiverCodes.link",
]);

/**
 * Key prefixes of the back office's texts: its pages (applications/, juries/, staff/, dashboard/,
 * mail-templates/, reasons/ under src/features) and what only the server writes. No module a
 * candidate's page loads may name one (catalogue-parts.test.ts reads the sources).
 */
export const STAFF_PREFIXES = [
  "applicationsExport.",
  "bulk.",
  "campaignsPage.",
  "dashboard.",
  "dashboardFigures.",
  "documentReview.",
  "dossier.",
  "dossierActions.",
  "history.",
  "interviewsPage.",
  "jobsPage.",
  "juries.",
  "juryPublication.",
  "lookups.",
  "mail.",
  "mailTemplates.",
  "noticesApi.",
  "notes.",
  "paymentRecords.",
  "programmeSettings.",
  "sisHandoff.",
  "ranking.",
  "reasonsPage.",
  "reports.",
  "scoring.",
  "stage.",
  "staffAccounts.",
  "staffPage.",
  "staffRights.",
  "templatesPage.",
  "waiverCodes.",
  "waivers.",
  "workflowMail.",
  "workspace.",
];

/** True when the key's text belongs to the public part of the catalogue. */
export function isPublicText(key: string): boolean {
  return PUBLIC_KEYS.has(key) || PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** The part of the catalogue a key's text belongs to. */
export function partOfText(key: string): CataloguePart {
  if (isPublicText(key)) return "public";
  return STAFF_PREFIXES.some((prefix) => key.startsWith(prefix)) ? "staff" : "rest";
}

/** The texts of one part of a catalogue. */
export function cataloguePart(texts: Record<string, string>, part: CataloguePart): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter(([key]) => partOfText(key) === part));
}
