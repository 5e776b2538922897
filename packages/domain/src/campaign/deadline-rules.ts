import type { Message } from "../i18n/catalogue.ts";
import { message } from "../rules/types.ts";
import { isClosed, type DeadlineInstants, type DeadlineStep } from "./deadlines.ts";

/**
 * The dates a candidate's own validation is judged against. The server gives it only when the
 * candidate acts: staff acting on an application are never held by these dates.
 */
export interface DeadlineContext {
  /**
   * The application's closing instants: its programme's, else the campaign's. An application with a
   * deadline of its own (an automatic offer's confirmation date) has it here in place of the
   * programme's (the server's applicationDeadlines takes such overrides).
   */
  instants: DeadlineInstants;
  /** The portal's time (its clock), never the machine's. */
  now: Date;
  /** Each instant as the reader reads it (language and zone), to name it; else the ISO instant. */
  texts?: Partial<Record<DeadlineStep, string>>;
}

/** The code and catalogue key of each step's refusal once its date has passed. */
export const CLOSED_MESSAGES: Record<DeadlineStep, { code: string; key: string }> = {
  application: { code: "WORKFLOW_APPLICATION_CLOSED", key: "deadlines.closed.application" },
  scholarship: { code: "WORKFLOW_SCHOLARSHIP_CLOSED", key: "deadlines.closed.scholarship" },
  registration: { code: "WORKFLOW_REGISTRATION_CLOSED", key: "deadlines.closed.registration" },
  tuition: { code: "WORKFLOW_TUITION_CLOSED", key: "deadlines.closed.tuition" },
};

/** The refusal of `step` when its date has passed ("… closed on 31 March 2027, 23:59 (Paris time)"), else none. */
export function deadlinePassed(step: DeadlineStep, deadlines: DeadlineContext | undefined): Message[] {
  if (!deadlines || !isClosed(deadlines.instants, step, deadlines.now)) return [];
  const { code, key } = CLOSED_MESSAGES[step];
  return [message(code, key, { date: deadlines.texts?.[step] ?? deadlines.instants[step]! })];
}

/**
 * The online payments a date closes: tuition, with the tuition date. The application fee and the
 * down payment are left open: they come before a validation the date already refuses, and the
 * office may still take a late candidate (an officer records a payment whatever the date).
 */
const PAYMENT_STEPS: Readonly<Record<string, DeadlineStep>> = { tuition: "tuition" };

/** The refusal of starting an online payment of `kind` after its date, else none. */
export function paymentDeadlinePassed(kind: string, deadlines: DeadlineContext | undefined): Message[] {
  const step = PAYMENT_STEPS[kind];
  return step ? deadlinePassed(step, deadlines) : [];
}
