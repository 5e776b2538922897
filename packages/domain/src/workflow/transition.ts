import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues, RuleContext } from "../rules/types.ts";
import { message } from "../rules/types.ts";
import type { Actor } from "./locks.ts";

/** The state of the workflow is the answer itself. */
export type WorkflowState = AnswerValues;

/** Everything that moves an answer along its life. */
export type WorkflowEvent =
  /** A tab is saved with its (already schema-validated) values. */
  | { type: "SAVE_TAB"; tab: string; values: AnswerValues; actor: Actor }
  /** The candidate validates the application; tab validity comes from the form engine. */
  | { type: "VALIDATE_APPLICATION"; context: RuleContext }
  /** The candidate validates the scholarship application. */
  | { type: "VALIDATE_SCHOLARSHIP"; context: RuleContext }
  /** An administrator records the admission decision and optionally the scholarship decision. */
  | { type: "PUBLISH_RESULT"; admis: string; decisionbourse?: string }
  /** An administrator sets the tuition amount (montant_ins). */
  | { type: "SET_TUITION_AMOUNT"; montant_ins: number }
  /** The admitted candidate validates the registration. */
  | { type: "VALIDATE_REGISTRATION"; context: RuleContext }
  /** The tuition payment is confirmed. */
  | { type: "VALIDATE_TUITION"; context: RuleContext }
  /** The candidate withdraws (or the office for them, or the portal at the confirmation deadline). */
  | { type: "WITHDRAW" }
  /** The portal offers a freed place to a waiting candidate whose result is published. */
  | { type: "OFFER_PLACE"; published: boolean };

/** Why a transition was refused: wrong step, a locked or disabled tab, bad input, or failing rules. */
export type RefusalReason = "wrong-state" | "locked" | "invalid" | "rules";

/** The outcome of `next`: the new state with exactly the fields changed, or a refusal with its messages. */
export type Transition =
  | { ok: true; state: WorkflowState; changes: AnswerValues; messages: Message[] }
  | { ok: false; reason: RefusalReason; messages: Message[] };

/** Accepts a transition: applies the changes to the state. */
export function accept(state: WorkflowState, changes: AnswerValues, messages: Message[] = []): Transition {
  return { ok: true, state: { ...state, ...changes }, changes, messages };
}

/** Refuses a transition with one message (code and key) or the list of failing rules. */
export function refuse(
  reason: RefusalReason,
  codeOrMessages: string | Message[],
  key?: string,
  params?: Record<string, string | number>,
): Transition {
  const messages =
    typeof codeOrMessages === "string" ? [message(codeOrMessages, key ?? "", params)] : codeOrMessages;
  return { ok: false, reason, messages };
}
