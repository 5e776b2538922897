import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues } from "../rules/types.ts";
import { message } from "../rules/types.ts";
import { outstandingCents, type PaymentRecord } from "./payment-status.ts";
import { paymentRefusal, type PaymentKind } from "./payments.ts";

/** A payment the candidate may start now, for what is left to pay (cents), or why not. */
export type PaymentStart = { ok: true; amountCents: number } | { ok: false; refusal: Message };

/**
 * Whether the payment page may be started for this payment, on the candidate's view of the answer
 * and the payments recorded: refused while the step does not allow it (paymentRefusal), and once
 * nothing is left to pay (paid in full, waived: a second window would take the money twice); else
 * started for what is left to pay, never for an amount the browser sent.
 */
export function paymentStart(
  kind: PaymentKind,
  view: AnswerValues,
  payments: readonly PaymentRecord[],
): PaymentStart {
  const refusal = paymentRefusal(kind, view);
  if (refusal) return { ok: false, refusal };
  const amountCents = outstandingCents(kind, view, payments);
  if (amountCents <= 0)
    return {
      ok: false,
      refusal: message("PAYMENT_NOTHING_DUE", `payment.refused.nothingDue.${kind}`),
    };
  return { ok: true, amountCents };
}
