import type { AnswerValues } from "@portal/domain/rules/types";
import type { JuryFlags } from "@portal/domain/workflow/results";
import { candidateView } from "@portal/domain/workflow/candidate-view";
import { displayFlags } from "@portal/domain/workflow/display";

// The rule lives in the domain (queries use it too); the presenters' callers import it from here.
export { candidateView };

/**
 * What an actor reads of an answer's values: a candidate gets `candidateView`; an administrator the
 * stored values, decisions included, with the same derived display flags (what the candidate sees).
 */
export function presentValuesFor(
  actor: { isAdmin: boolean },
  values: AnswerValues,
  jury: JuryFlags | null | undefined,
): AnswerValues {
  return actor.isAdmin ? { ...values, ...displayFlags(values, jury) } : candidateView(values, jury);
}
