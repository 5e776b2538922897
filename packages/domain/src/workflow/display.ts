import type { AnswerValues } from "../rules/types.ts";
import { isBlank, isYes } from "../rules/values.ts";
import type { JuryFlags } from "./results.ts";
import { registrationButtonsVisible, showResult, showScholarshipDecision } from "./results.ts";
import { tuitionState } from "./tuition.ts";

/** Display flags that depend on the jury's publication, derived each time an answer is presented. */
export interface DisplayFlags {
  show_admis: "O" | "N";
  show_result_bourse: "O" | "N";
  show_buttons_reg: "O" | "N";
  show_tuition_payment: "O" | "N";
}

const flag = (on: boolean): "O" | "N" => (on ? "O" : "N");

/**
 * Derives the display flags from the answer and its jury, so that nothing of a decision shows before
 * the jury publishes it: the admission decision and the registration buttons need resultats_publies,
 * the scholarship decision resultats_brs_publies; tuition payment buttons need a confirmed
 * registration, an amount above 0 and no payment confirmation yet.
 */
export function displayFlags(values: AnswerValues, jury: JuryFlags | null | undefined): DisplayFlags {
  const results = showResult(values, jury);
  return {
    show_admis: flag(results),
    show_result_bourse: flag(showScholarshipDecision(values, jury) && !isBlank(values.decisionbourse)),
    show_buttons_reg: flag(results && registrationButtonsVisible(values)),
    show_tuition_payment: flag(
      isYes(values.candidat_confirmation) &&
        !isYes(values.tuition_paiement_confirmation) &&
        tuitionState(values).kind === "due",
    ),
  };
}
