/**
 * Blind review (issue #38), an option per programme: a reviewer of that programme's applications
 * reads them without what identifies the candidate — name, photo, login (their e-mail), date and
 * place of birth, nationality — in any screen, export, PDF or API answer. Administrators always see
 * everything. The dossier names the application "Application 123" instead.
 *
 * The hidden fields are the personal tab's identity and birth fieldsets, the photo and the identity
 * documents (which show a name and a face), the referees' e-mails and the home address. Uploaded
 * diplomas and letters may carry a name the portal cannot black out; the office's guidance to
 * candidates covers those.
 */
export const BLIND_HIDDEN_FIELDS: readonly string[] = [
  "familyName",
  "givenName",
  "maidenName",
  "middleNames",
  "familyNameValid",
  "givenNameValid",
  "dateofbirth",
  "country",
  "city",
  "nationality",
  "dual_nationality",
  "is_european",
  "uploadPhoto",
  "doc_id_photo",
  "idcardno",
  "idauthority",
  "idissuedate",
  "idexpirydate",
  "passportno",
  "passportauthority",
  "passportissuedate",
  "passportexpirydate",
  "reco_email_1",
  "reco_email_2",
  "address",
  "address_country",
  "zip",
  "cityFr",
  "address_city",
];

const HIDDEN = new Set(BLIND_HIDDEN_FIELDS);

/** True when a blind reader must not see the field's value (nor download its file). */
export function isHiddenInBlindReview(field: string): boolean {
  return HIDDEN.has(field);
}

/** The values a blind reader may see: the hidden fields removed. */
export function blindValues<T>(values: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(values).filter(([field]) => !HIDDEN.has(field)));
}

/** How a blind reader's screens name an application: its number, never its candidate. */
export const blindName = (answerId: number) => `#${answerId}`;
