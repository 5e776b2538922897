import type { AnswerValues } from "../rules/types.ts";
import type { Message } from "../i18n/catalogue.ts";
import type { Actor } from "./locks.ts";
import type { Transition, WorkflowState } from "./transition.ts";
import { refuse } from "./transition.ts";
import { isTabLocked, tuitionEnabled } from "./locks.ts";
import { TUITION_TAB, validatedFlag } from "./tabs.ts";
import { applyAccessTitle } from "../rules/access-title.ts";
import { resetBacOnSchoolTypeChange } from "../rules/background.ts";
import { removeInvalidDocEntries } from "../rules/documents.ts";

/** Fields only the workflow or an administrator sets; a candidate's save never carries them. */
export const WORKFLOW_FIELDS: readonly string[] = [
  "candidat_validation",
  "candidat_confirmation",
  "bourse_validation",
  "tuition_paiement_confirmation",
  "admis",
  "decisionbourse",
  "montant_ins",
  "juryisae",
  "programme",
  "programmeLibelle",
  "programmePb",
  "campaign_year",
  "campaign_closed",
  "fee_application",
  "fee_down_payment_msc",
  "fee_down_payment_other",
  "withdrawn",
];

/** True for a field a candidate may not write: the workflow fields, display flags and tab flags. */
export function isWorkflowField(field: string): boolean {
  return WORKFLOW_FIELDS.includes(field) || field.startsWith("show_") || field.endsWith("_validated");
}

/**
 * Saves a tab: refused on a tab locked for the candidate or the tuition tab before registration_docs
 * is validated; strips workflow fields from a candidate's values; derives the access level and grade,
 * resets the bac fields this save leaves out on a school type change, removes invalid doc entries; sets `<tab>_validated` O.
 */
export function saveTab(state: WorkflowState, tab: string, values: AnswerValues, actor: Actor): Transition {
  if (isTabLocked(state, tab, actor))
    return refuse("locked", "WORKFLOW_TAB_LOCKED", "workflow.refused.tabLocked", { tab });
  if (actor === "candidate" && tab === TUITION_TAB && !tuitionEnabled(state)) {
    return refuse("locked", "WORKFLOW_TAB_DISABLED", "workflow.refused.tabDisabled", { tab });
  }
  const own: AnswerValues = {};
  for (const field of Object.keys(values))
    if (actor === "admin" || !isWorkflowField(field)) own[field] = values[field];
  // The reset empties stale bac fields, never the ones this very save fills in for the new school type.
  const reset = resetBacOnSchoolTypeChange(state, { ...state, ...own });
  let merged = applyAccessTitle({ ...reset, ...own });
  const messages: Message[] = [];
  if ("docs" in own) {
    const cleaned = removeInvalidDocEntries(own.docs);
    merged = { ...merged, docs: cleaned.docs };
    messages.push(...cleaned.messages);
  }
  merged[validatedFlag(tab)] = "O";
  const changes: AnswerValues = {};
  for (const field of Object.keys(merged)) {
    const value = merged[field];
    // A value the save left alone keeps its reference: only the others need comparing as JSON.
    if (field in own || (value !== state[field] && JSON.stringify(value) !== JSON.stringify(state[field])))
      changes[field] = value;
  }
  // `merged` is the state with the changes applied (what accept would copy again): every other field
  // holds the state's value.
  return { ok: true, state: merged, changes, messages };
}
