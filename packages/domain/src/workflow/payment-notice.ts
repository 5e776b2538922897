/** One thing due as the candidate's payments answer gives it (euros). */
export interface DueForNotice {
  status: "paid" | "partly" | "unpaid" | "waived" | "overpaid";
  outstanding: number;
  /** Received beyond the amount, to be refunded (euros). */
  overpaid?: number;
}

/** What the candidate is told of one payment due: a message key and the outstanding euros. */
export type PaymentNotice =
  | { kind: "paid" | "waived" | "awaiting"; key: string }
  | { kind: "overpaid"; key: string; overpaid: number }
  | { kind: "outstanding"; key: string; outstanding: number };

/**
 * The candidate's line for one payment due (registration down payment, tuition): paid or waived
 * once settled, paid with what the office will refund when more was received than due; "awaiting payment confirmation" when the candidate has confirmed the step (they went
 * through the payment page) and the money has not been recorded in full yet; else what is left.
 */
export function paymentNotice(due: DueForNotice, confirmed: boolean): PaymentNotice {
  if (due.status === "overpaid")
    return { kind: "overpaid", key: "candidateNotices.overpaid", overpaid: due.overpaid ?? 0 };
  if (due.status === "paid") return { kind: "paid", key: "candidateNotices.paid" };
  if (due.status === "waived") return { kind: "waived", key: "candidateNotices.waived" };
  if (confirmed) return { kind: "awaiting", key: "candidateNotices.awaiting" };
  return { kind: "outstanding", key: "candidateNotices.outstanding", outstanding: due.outstanding };
}
