/** One thing due as the candidate's payments answer gives it (euros). */
export interface DueForNotice {
  status: "paid" | "partly" | "unpaid" | "waived";
  outstanding: number;
}

/** What the candidate is told of one payment due: a message key and the outstanding euros. */
export type PaymentNotice =
  | { kind: "paid" | "waived" | "awaiting"; key: string }
  | { kind: "outstanding"; key: string; outstanding: number };

/**
 * The candidate's line for one payment due (registration down payment, tuition): paid or waived
 * once settled; "awaiting payment confirmation" when the candidate has confirmed the step (they went
 * through the payment page) and the money has not been recorded in full yet; else what is left.
 */
export function paymentNotice(due: DueForNotice, confirmed: boolean): PaymentNotice {
  if (due.status === "paid") return { kind: "paid", key: "candidateNotices.paid" };
  if (due.status === "waived") return { kind: "waived", key: "candidateNotices.waived" };
  if (confirmed) return { kind: "awaiting", key: "candidateNotices.awaiting" };
  return { kind: "outstanding", key: "candidateNotices.outstanding", outstanding: due.outstanding };
}
