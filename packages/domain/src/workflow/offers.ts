import { endOfDayIn } from "../campaign/deadlines.ts";
import type { AnswerValues } from "../rules/types.ts";
import { isYes, text } from "../rules/values.ts";
import { currentDecision } from "./decision-input.ts";
import { partsClearedBy } from "./decision-scope.ts";
import type { Transition, WorkflowState } from "./transition.ts";
import { accept, refuse } from "./transition.ts";
import { isWithdrawn } from "./withdrawal.ts";

/**
 * Places and the waiting list (issue #37). An admitted candidate (O or C) whose result is published
 * holds a place until they withdraw (or let their confirmation deadline pass); the place they free
 * is offered to the first of their programme's waiting list (admis L, lowest waiting_rank, result
 * published, not withdrawn). Waiting ranks stay as the jury wrote them: the next candidate is the
 * lowest rank still waiting, so nobody's rank is rewritten and the history keeps the jury's order.
 */

const admitted = (values: AnswerValues) => ["O", "C"].includes(text(values.admis));

/** Whether this application holds a place: validated, admitted, its result published, not withdrawn. */
export function holdsPlace(values: AnswerValues, published: boolean): boolean {
  return published && isYes(values.candidat_validation) && admitted(values) && !isWithdrawn(values);
}

/** Whether this application waits for a place: validated, on the waiting list, published, not withdrawn. */
export function isWaiting(values: AnswerValues, published: boolean): boolean {
  return (
    published &&
    isYes(values.candidat_validation) &&
    text(values.admis) === "L" &&
    !isYes(values.candidat_confirmation) &&
    !isWithdrawn(values)
  );
}

/** The waiting rank as a number; unranked applications come last. */
export function waitingRank(values: AnswerValues): number {
  const rank = Number(text(values.waiting_rank));
  return text(values.waiting_rank) !== "" && Number.isInteger(rank) ? rank : Number.POSITIVE_INFINITY;
}

/**
 * Whether an admitted candidate is past their confirmation deadline without having confirmed: the
 * deadline (ISO instant: their own offer's, else their programme's) is the last instant allowed.
 */
export function confirmationOverdue(
  values: AnswerValues,
  published: boolean,
  deadline: string | undefined,
  now: Date,
): boolean {
  return (
    deadline !== undefined &&
    now.getTime() > Date.parse(deadline) &&
    holdsPlace(values, published) &&
    !isYes(values.candidat_confirmation)
  );
}

/**
 * The automatic offer: a waiting candidate becomes admitted (O). What belonged to the waiting list
 * goes with it (the rank, the motivation given for it), as when the office changes a decision.
 */
export function offerPlace(state: WorkflowState, published: boolean): Transition {
  if (!isWaiting(state, published))
    return refuse("wrong-state", "WORKFLOW_NOT_WAITING", "withdrawal.refused.notWaiting");
  const before = currentDecision(state);
  const cleared = partsClearedBy(before, "O");
  const changes: AnswerValues = { admis: "O", waiting_rank: null };
  if (cleared.motivation === null) {
    changes.decision_motivation = null;
    changes.decision_motivation_visible = "N";
  }
  if (cleared.decisionbourse !== undefined) changes.decisionbourse = cleared.decisionbourse;
  return accept(state, changes);
}

/**
 * An automatic offer's own confirmation deadline: the end of the day, in the institution's zone,
 * `offerDays` days after the offer (an offer made on Monday with 7 days closes the next Monday at
 * 23:59:59 there).
 */
export function offerDeadline(now: Date, offerDays: number, timeZone: string): Date {
  const later = new Date(now.getTime() + offerDays * 86_400_000);
  // en-CA writes a day as YYYY-MM-DD.
  const day = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(later);
  return endOfDayIn(day, timeZone);
}
