/**
 * The e-mails administrators may rewrite (issue #11), each in English and French. The catalogue
 * (i18n/mail-templates.ts, keys `mailTemplates.<key>.subject|body`) holds the default texts; an
 * administrator's version, stored by the server, replaces it. Texts use `{{placeholder}}`.
 */
export const TEMPLATE_KEYS = [
  "activation",
  "password_reset",
  "result_available",
  "document_request",
  "reminder_application",
  "reminder_registration",
  "reference_request",
  "reference_reminder",
  "offer_made",
  "declined_by_default",
  "interview_invitation",
  "interview_booked",
  "interview_reminder",
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

/** The placeholders each template may use; any other `{{…}}` is refused when a template is saved. */
export const TEMPLATE_PLACEHOLDERS: Record<TemplateKey, readonly string[]> = {
  activation: ["link"],
  password_reset: ["link"],
  result_available: ["name", "programme", "link"],
  document_request: ["name", "programme", "documents", "deadline", "link"],
  reminder_application: ["name", "programme", "deadline", "link"],
  reminder_registration: ["name", "programme", "deadline", "link"],
  // To a referee (issue #37): name is the candidate's, deadline the link's end, link the referee's page.
  reference_request: ["name", "programme", "deadline", "link"],
  reference_reminder: ["name", "programme", "deadline", "link"],
  offer_made: ["name", "programme", "deadline", "link"],
  declined_by_default: ["name", "programme", "deadline", "link"],
  // Interviews (issue #38): date is the slot's start in the reader's zone, where its place or video link.
  interview_invitation: ["name", "programme", "link"],
  interview_booked: ["name", "programme", "date", "where", "link"],
  interview_reminder: ["name", "programme", "date", "where", "link"],
};

/** True when the value names a template. */
export function isTemplateKey(value: unknown): value is TemplateKey {
  return (TEMPLATE_KEYS as readonly unknown[]).includes(value);
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The placeholders a text uses that its template does not know, in order of appearance, once each. */
export function unknownPlaceholders(key: TemplateKey, text: string): string[] {
  const known = TEMPLATE_PLACEHOLDERS[key];
  const used = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  return [...new Set(used.filter((name) => !known.includes(name)))];
}

/** Fills the placeholders; one without a value is left as written, so a preview shows what is missing. */
export function fillTemplate(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}
