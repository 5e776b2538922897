import type { AnswerValues } from "../rules/types.ts";
import { isYes } from "../rules/values.ts";
import { isWithdrawn } from "./withdrawal.ts";
import { isCampaignClosed } from "../campaign/campaign-state.ts";
import {
  APPLICATION_TABS,
  REGISTRATION_DOCS_TAB,
  REGISTRATION_TABS,
  SCHOLARSHIP_TAB,
  TUITION_TAB,
  validatedFlag,
} from "./tabs.ts";

/** Who edits: candidates are held by the locks, administrators are not. */
export type Actor = "candidate" | "admin";

/**
 * The tabs a candidate may no longer change, from the answer's progress (SPEC §4):
 * application tabs after candidat_validation O, bourses after bourse_validation O, registration tabs
 * after candidat_confirmation O, registration_docs and tuition after tuition_paiement_confirmation O;
 * every tab once the application is withdrawn or its campaign closed. Administrators are never locked out.
 */
export function lockedTabs(values: AnswerValues, actor: Actor = "candidate"): string[] {
  if (actor === "admin") return [];
  if (isWithdrawn(values) || isCampaignClosed(values)) return [...ALL_TABS];
  const locked: string[] = [];
  if (isYes(values.candidat_validation)) locked.push(...APPLICATION_TABS);
  if (isYes(values.bourse_validation)) locked.push(SCHOLARSHIP_TAB);
  if (isYes(values.candidat_confirmation)) locked.push(...REGISTRATION_TABS);
  if (isYes(values.tuition_paiement_confirmation)) locked.push(REGISTRATION_DOCS_TAB, TUITION_TAB);
  return locked;
}

/** Every tab of the form, in order: what a withdrawn application locks. */
const ALL_TABS = [
  ...APPLICATION_TABS,
  SCHOLARSHIP_TAB,
  ...REGISTRATION_TABS,
  REGISTRATION_DOCS_TAB,
  TUITION_TAB,
] as const;

/** True when the candidate (or the given actor) may not change this tab. */
export function isTabLocked(values: AnswerValues, tab: string, actor: Actor = "candidate"): boolean {
  return lockedTabs(values, actor).includes(tab);
}

/** The tuition tab is enabled once the registration_docs tab is validated. */
export function tuitionEnabled(values: AnswerValues): boolean {
  return isYes(values[validatedFlag(REGISTRATION_DOCS_TAB)]);
}
