import type { Transition, WorkflowState } from "./transition.ts";
import { accept, refuse } from "./transition.ts";
import { isYes, text } from "../rules/values.ts";
import { isAdmissionDecision } from "./results.ts";

/**
 * An administrator records the admission decision (O, N, L, R, C or -) and optionally the scholarship
 * decision: only for a validated application whose registration is not yet confirmed. What candidates
 * see of it (show_admis, show_result_bourse, show_buttons_reg) is derived by `displayFlags` from the
 * jury's publication flags.
 */
export function publishResult(state: WorkflowState, admis: string, decisionbourse?: string): Transition {
  if (!isYes(state.candidat_validation)) {
    return refuse(
      "wrong-state",
      "WORKFLOW_APPLICATION_NOT_VALIDATED",
      "workflow.refused.applicationNotValidated",
    );
  }
  if (isYes(state.candidat_confirmation)) {
    return refuse(
      "wrong-state",
      "WORKFLOW_REGISTRATION_ALREADY_VALIDATED",
      "workflow.refused.registrationAlreadyValidated",
    );
  }
  if (!isAdmissionDecision(admis)) {
    return refuse("invalid", "WORKFLOW_INVALID_DECISION", "workflow.refused.invalidDecision", {
      value: String(admis),
    });
  }
  const changes: Record<string, unknown> = { admis };
  if (decisionbourse !== undefined)
    changes.decisionbourse = text(decisionbourse) === "" ? "--" : text(decisionbourse);
  return accept(state, changes);
}

/** An administrator sets the tuition amount (0 or more) for an admitted candidate, before tuition is confirmed. */
export function setTuitionAmount(state: WorkflowState, amount: number): Transition {
  if (!["O", "C"].includes(text(state.admis))) {
    return refuse("wrong-state", "WORKFLOW_NOT_ADMITTED", "workflow.refused.notAdmitted");
  }
  if (isYes(state.tuition_paiement_confirmation)) {
    return refuse(
      "wrong-state",
      "WORKFLOW_TUITION_ALREADY_CONFIRMED",
      "workflow.refused.tuitionAlreadyConfirmed",
    );
  }
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0) {
    return refuse("invalid", "WORKFLOW_INVALID_AMOUNT", "workflow.refused.invalidAmount");
  }
  return accept(state, { montant_ins: amount });
}
