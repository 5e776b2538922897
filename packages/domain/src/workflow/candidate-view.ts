import type { AnswerValues } from "../rules/types.ts";
import { isYes } from "../rules/values.ts";
import { displayFlags } from "./display.ts";
import type { JuryFlags } from "./results.ts";

/** The admission decision a candidate reads while the jury has not published it: "no result yet". */
const NO_DECISION = "-";

/** What the candidate's view changes in the stored values: the values it sets, the keys it removes. */
export interface CandidateViewChanges {
  set: AnswerValues;
  removed: ReadonlySet<string>;
}

/**
 * The answer as its candidate may see it: the display flags derived from the jury's publication
 * (show_admis, show_result_bourse, show_buttons_reg, show_tuition_payment) replace the stored ones,
 * and an unpublished decision is hidden: admis reads "-" until show_admis is O, decisionbourse is
 * absent until show_result_bourse is O. The workflow's gates run on this view too, so that no
 * answer (200 or refusal) reveals an unpublished decision.
 */
export function candidateView(values: AnswerValues, jury: JuryFlags | null | undefined): AnswerValues {
  const { set, removed } = candidateViewChanges(values, jury);
  // Copied without the removed keys rather than copied whole and deleted from: an object a key was
  // deleted from turns slow to read and to serialise (about twice the time for the save's reply).
  const view: AnswerValues = {};
  for (const key of Object.keys(values)) if (!removed.has(key)) view[key] = values[key];
  return Object.assign(view, set);
}

/** candidateView as changes to the stored values, for a reader that must not copy them all. */
export function candidateViewChanges(
  values: AnswerValues,
  jury: JuryFlags | null | undefined,
): CandidateViewChanges {
  const flags = displayFlags(values, jury);
  const set: AnswerValues = { ...flags };
  const removed = new Set<string>();
  if (flags.show_admis !== "O") set.admis = NO_DECISION;
  if (flags.show_result_bourse !== "O") removed.add("decisionbourse");
  // The motivation goes with the published result only when the office chose to show it; the
  // waiting list rank only with a published L.
  if (flags.show_admis !== "O" || !isYes(values.decision_motivation_visible))
    removed.add("decision_motivation");
  removed.add("decision_motivation_visible");
  const admis = "admis" in set ? set.admis : values.admis;
  if (flags.show_admis !== "O" || admis !== "L") removed.add("waiting_rank");
  return { set, removed };
}
