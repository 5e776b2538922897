import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues } from "../rules/types.ts";
import { message } from "../rules/types.ts";
import { isYes, text } from "../rules/values.ts";
import type { Transition, WorkflowState } from "./transition.ts";
import { accept, refuse } from "./transition.ts";

/**
 * Why a candidate withdraws (issue #37). A fixed list rather than an entry of the staff-editable
 * reasons catalogue: the dashboard counts withdrawals by these codes across campaigns, "deadline"
 * is the portal's own (a decline by default, never chosen by a person), and "other" with a free
 * text covers what the list does not.
 */
export const WITHDRAWAL_REASONS = [
  "other_offer",
  "personal",
  "financial",
  "programme",
  "visa",
  "other",
] as const;
export type ChosenWithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];

/** The reason the portal records when an admitted candidate let the confirmation deadline pass. */
export const DEADLINE_REASON = "deadline";
export type WithdrawalReason = ChosenWithdrawalReason | typeof DEADLINE_REASON;

/** Every reason a withdrawal may carry, in the order the office reads them. */
export const ALL_WITHDRAWAL_REASONS: readonly WithdrawalReason[] = [...WITHDRAWAL_REASONS, DEADLINE_REASON];

/** Who withdrew: the candidate, the office on their behalf, or the portal at the deadline. */
export const WITHDRAWAL_ACTORS = ["candidate", "office", "deadline"] as const;
export type WithdrawalActor = (typeof WITHDRAWAL_ACTORS)[number];

/** The longest free text a withdrawal keeps. */
export const MAX_WITHDRAWAL_COMMENT = 500;

/** The answer field that marks a withdrawn application (a workflow field: only the server writes it). */
export const WITHDRAWN_FIELD = "withdrawn";

/** What a person enters to withdraw: a reason of the list, and a text (required with "other"). */
export interface WithdrawalInput {
  reason: string;
  comment?: string | null;
}

/** The catalogue key of a reason's label (candidate and staff read the same words). */
export const withdrawalReasonKey = (reason: string) => `withdrawal.reason.${reason}`;

/** True when the value is a reason a person may choose. */
export function isChosenWithdrawalReason(value: unknown): value is ChosenWithdrawalReason {
  return (WITHDRAWAL_REASONS as readonly unknown[]).includes(value);
}

/** True once the application is withdrawn. */
export function isWithdrawn(values: AnswerValues): boolean {
  return isYes(values[WITHDRAWN_FIELD]);
}

/**
 * Every problem of a withdrawal as entered (by field: reason, comment): a reason of the list is
 * required, "other" needs a text, and a text is at most MAX_WITHDRAWAL_COMMENT characters.
 */
export function validateWithdrawal(input: WithdrawalInput): Record<string, Message[]> {
  const errors: Record<string, Message[]> = {};
  const comment = text(input.comment);
  if (text(input.reason) === "") {
    errors.reason = [message("WITHDRAWAL_REASON_REQUIRED", "withdrawal.error.reasonRequired")];
  } else if (!isChosenWithdrawalReason(input.reason)) {
    errors.reason = [
      message("WITHDRAWAL_REASON", "withdrawal.error.reason", {
        value: String(input.reason),
        allowed: WITHDRAWAL_REASONS.join(", "),
      }),
    ];
  }
  if (comment.length > MAX_WITHDRAWAL_COMMENT) {
    errors.comment = [
      message("WITHDRAWAL_COMMENT_LENGTH", "withdrawal.error.commentLength", { max: MAX_WITHDRAWAL_COMMENT }),
    ];
  } else if (input.reason === "other" && comment === "") {
    errors.comment = [message("WITHDRAWAL_COMMENT_REQUIRED", "withdrawal.error.commentRequired")];
  }
  return errors;
}

/**
 * The application is withdrawn: every tab locks for the candidate and no step moves any more. The
 * decision is kept as it was (the office and the history still read it).
 */
export function withdraw(state: WorkflowState): Transition {
  if (isWithdrawn(state)) return refuse("wrong-state", "WORKFLOW_WITHDRAWN", "withdrawal.refused.withdrawn");
  return accept(state, { [WITHDRAWN_FIELD]: "O" });
}
