import type { AnswerValues } from "../rules/types.ts";
import { isYes } from "../rules/values.ts";
import { displayFlags } from "./display.ts";
import type { JuryFlags } from "./results.ts";

/** The admission decision a candidate reads while the jury has not published it: "no result yet". */
const NO_DECISION = "-";

/**
 * The answer as its candidate may see it: the display flags derived from the jury's publication
 * (show_admis, show_result_bourse, show_buttons_reg, show_tuition_payment) replace the stored ones,
 * and an unpublished decision is hidden: admis reads "-" until show_admis is O, decisionbourse is
 * absent until show_result_bourse is O. The workflow's gates run on this view too, so that no
 * answer (200 or refusal) reveals an unpublished decision.
 */
export function candidateView(values: AnswerValues, jury: JuryFlags | null | undefined): AnswerValues {
  const flags = displayFlags(values, jury);
  const view: AnswerValues = { ...values, ...flags };
  if (flags.show_admis !== "O") view.admis = NO_DECISION;
  if (flags.show_result_bourse !== "O") delete view.decisionbourse;
  // The motivation goes with the published result only when the office chose to show it; the
  // waiting list rank only with a published L.
  if (flags.show_admis !== "O" || !isYes(values.decision_motivation_visible)) delete view.decision_motivation;
  delete view.decision_motivation_visible;
  if (flags.show_admis !== "O" || view.admis !== "L") delete view.waiting_rank;
  return view;
}
