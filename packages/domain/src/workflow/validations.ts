import type { RuleContext } from "../rules/types.ts";
import type { Transition, WorkflowState } from "./transition.ts";
import { accept, refuse } from "./transition.ts";
import { message, runRules } from "../rules/types.ts";
import { isYes, text } from "../rules/values.ts";
import { applicationRules, registrationRules, scholarshipRules, tuitionRules } from "../rules/actions.ts";
import { removeInvalidDocEntries } from "../rules/documents.ts";
import { scholarshipEligibility } from "./scholarships.ts";
import { tuitionEnabled } from "./locks.ts";
import { deadlinePassed } from "../campaign/deadline-rules.ts";
import type { DeadlineStep } from "../campaign/deadlines.ts";

/** The refusal of a candidate's validation after its date (staff have no deadlines in their context). */
function closed(step: DeadlineStep, context: RuleContext): Transition | undefined {
  const messages = deadlinePassed(step, context.deadlines);
  return messages.length > 0 ? refuse("wrong-state", messages) : undefined;
}

const applicationNotValidated = () =>
  refuse("wrong-state", "WORKFLOW_APPLICATION_NOT_VALIDATED", "workflow.refused.applicationNotValidated");

/**
 * Final validation of the application: refused when already validated or when any rule fails
 * (invalid doc entries are dropped first). Sets candidat_validation O, shows the scholarship tab and
 * its buttons when eligible (else warns), shows the result, hides the validation buttons.
 */
export function validateApplication(state: WorkflowState, context: RuleContext): Transition {
  if (isYes(state.candidat_validation)) {
    return refuse(
      "wrong-state",
      "WORKFLOW_APPLICATION_ALREADY_VALIDATED",
      "workflow.refused.applicationAlreadyValidated",
    );
  }
  const late = closed("application", context);
  if (late) return late;
  const cleaned = removeInvalidDocEntries(state.docs);
  const values = { ...state, docs: cleaned.docs };
  const failures = runRules(applicationRules, values, context);
  if (failures.length > 0) return refuse("rules", failures);
  const { eligible, messages: warnings } = scholarshipEligibility(values);
  const scholarships = eligible.length > 0 ? "O" : "N";
  return accept(
    state,
    {
      ...(cleaned.messages.length > 0 ? { docs: cleaned.docs } : {}),
      candidat_validation: "O",
      validation_validated: "O",
      show_bourses: scholarships,
      show_buttons_bourses: scholarships,
      show_result: "O",
      show_buttons: "N",
    },
    [
      message("WORKFLOW_APPLICATION_VALIDATED", "workflow.applicationValidated"),
      ...cleaned.messages,
      ...warnings,
    ],
  );
}

/** Scholarship validation: after the application, once, when eligible, with every scholarship rule passing; locks bourses. */
export function validateScholarship(state: WorkflowState, context: RuleContext): Transition {
  if (!isYes(state.candidat_validation)) return applicationNotValidated();
  if (isYes(state.bourse_validation)) {
    return refuse(
      "wrong-state",
      "WORKFLOW_SCHOLARSHIP_ALREADY_VALIDATED",
      "workflow.refused.scholarshipAlreadyValidated",
    );
  }
  const { eligible, messages } = scholarshipEligibility(state);
  if (eligible.length === 0) return refuse("wrong-state", messages);
  const late = closed("scholarship", context);
  if (late) return late;
  const failures = runRules(scholarshipRules, state, context);
  if (failures.length > 0) return refuse("rules", failures);
  return accept(state, { bourse_validation: "O", bourses_validated: "O", show_buttons_bourses: "N" }, [
    message("WORKFLOW_SCHOLARSHIP_VALIDATED", "workflow.scholarshipValidated"),
  ]);
}

/** Registration validation: admitted (O or C), not ING, not yet confirmed, rules passing; sets candidat_confirmation O. */
export function validateRegistration(state: WorkflowState, context: RuleContext): Transition {
  if (!isYes(state.candidat_validation)) return applicationNotValidated();
  if (isYes(state.candidat_confirmation)) {
    return refuse(
      "wrong-state",
      "WORKFLOW_REGISTRATION_ALREADY_VALIDATED",
      "workflow.refused.registrationAlreadyValidated",
    );
  }
  if (text(state.typeformation) === "ING") {
    return refuse(
      "wrong-state",
      "WORKFLOW_REGISTRATION_NOT_ONLINE",
      "workflow.refused.registrationNotOnline",
    );
  }
  if (!["O", "C"].includes(text(state.admis))) {
    return refuse("wrong-state", "WORKFLOW_NOT_ADMITTED", "workflow.refused.notAdmitted");
  }
  const late = closed("registration", context);
  if (late) return late;
  const failures = runRules(registrationRules, state, context);
  if (failures.length > 0) return refuse("rules", failures);
  return accept(state, { candidat_confirmation: "O", register_validated: "O" }, [
    message("WORKFLOW_REGISTRATION_VALIDATED", "workflow.registrationValidated"),
  ]);
}

/** Tuition confirmation: after registration and registration_docs, once; locks registration_docs and tuition. */
export function validateTuition(state: WorkflowState, context: RuleContext): Transition {
  if (!isYes(state.candidat_confirmation)) {
    return refuse(
      "wrong-state",
      "WORKFLOW_REGISTRATION_NOT_VALIDATED",
      "workflow.refused.registrationNotValidated",
    );
  }
  if (isYes(state.tuition_paiement_confirmation)) {
    return refuse(
      "wrong-state",
      "WORKFLOW_TUITION_ALREADY_CONFIRMED",
      "workflow.refused.tuitionAlreadyConfirmed",
    );
  }
  if (!tuitionEnabled(state)) {
    return refuse(
      "wrong-state",
      "WORKFLOW_REGISTRATION_DOCS_NOT_VALIDATED",
      "workflow.refused.registrationDocsNotValidated",
    );
  }
  const late = closed("tuition", context);
  if (late) return late;
  const failures = runRules(tuitionRules, state, context);
  if (failures.length > 0) return refuse("rules", failures);
  return accept(state, { tuition_paiement_confirmation: "O", tuition_validated: "O" }, [
    message("WORKFLOW_TUITION_VALIDATED", "workflow.tuitionValidated"),
  ]);
}
