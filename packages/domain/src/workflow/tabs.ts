/** Tabs of the application form (SPEC §2), in order; "validation" is where the candidate validates. */
export const APPLICATION_TABS = [
  "choice",
  "personal",
  "background",
  "langs",
  "fund",
  "docs",
  "payment",
  "validation",
];

/** Tabs of the registration form (SPEC §2), in order; "register" is where the candidate validates. */
export const REGISTRATION_TABS = [
  "registration",
  "funding2",
  "parents",
  "siblings",
  "address",
  "documents2",
  "register",
];

/** The scholarship tab. */
export const SCHOLARSHIP_TAB = "bourses";

/** The tabs after registration: registration documents, then tuition. */
export const REGISTRATION_DOCS_TAB = "registration_docs";
export const TUITION_TAB = "tuition";

/** The O/N flag a tab's save sets, e.g. `choice_validated`. */
export function validatedFlag(tab: string): string {
  return `${tab}_validated`;
}
