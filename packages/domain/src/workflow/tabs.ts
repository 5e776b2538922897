export { APPLICATION_TABS, REGISTRATION_TABS } from "../schema/candform.ts";

/** The scholarship tab. */
export const SCHOLARSHIP_TAB = "bourses";

/** The tabs after registration: registration documents, then tuition. */
export const REGISTRATION_DOCS_TAB = "registration_docs";
export const TUITION_TAB = "tuition";

/** The O/N flag a tab's save sets, e.g. `choice_validated`. */
export function validatedFlag(tab: string): string {
  return `${tab}_validated`;
}
