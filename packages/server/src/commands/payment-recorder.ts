import type { PaymentMethod } from "@portal/domain/workflow/payment-status";
import type { PaymentKind } from "@portal/domain/workflow/payments";
import type { Database } from "../db/database.ts";
import { recordAnswerEvent } from "../queries/answer-changes.ts";
import { refreshApplicationFacts } from "../queries/application-facts.ts";

/** One payment to record against an answer (amount in cents). */
export interface PaymentToRecord {
  answerId: number;
  nature: PaymentKind;
  instalment: number | null;
  amountCents: number;
  method: PaymentMethod;
  paidAt: Date;
  note: string | null;
  /** The card notification's reference and id; null for a payment recorded by hand. */
  reference: string | null;
  notificationId: string | null;
  /** Who recorded it: the officer, or "payment-site" for a card notification. */
  actorLogin: string;
  /** The officer's login for a payment recorded by hand; null for a card notification. */
  recordedBy: string | null;
  /** A waiver that settles whatever is left of its nature (a full waiver). */
  waivesRest?: boolean;
  /** The waiver code a candidate used, for the history. */
  code?: string;
}

/** The history kind of a payment: "refund" for money paid back, "waiver" for a fee waived, else "payment". */
const eventKind = (method: PaymentMethod) =>
  method === "refund" ? "refund" : method === "waiver" ? "waiver" : "payment";

/**
 * Records a payment in `trx`: the payments row, a line in the answer's history (kind "payment",
 * "refund" for money paid back or "waiver" for a fee waived, with the payment's nature, instalment,
 * amount, method, note — a waiver's reason — and the waiver code a candidate used) and
 * the refreshed facts (they carry the payment status the workspace filters on).
 */
export async function recordPayment(trx: Database, payment: PaymentToRecord) {
  const row = await trx
    .insertInto("payments")
    .values({
      answer_id: payment.answerId,
      reference: payment.reference,
      nature: payment.nature,
      instalment: payment.instalment,
      amount_cents: payment.amountCents,
      method: payment.method,
      paid_at: payment.paidAt,
      note: payment.note,
      recorded_by: payment.recordedBy,
      notification_id: payment.notificationId,
      waives_rest: payment.method === "waiver" && payment.waivesRest === true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAnswerEvent(trx, {
    answerId: payment.answerId,
    actorLogin: payment.actorLogin,
    kind: eventKind(payment.method),
    fields: [],
    // The payment's facts, so the history says what was paid and how (presenters/payment-history.ts).
    changes: {
      "payment.nature": { before: null, after: payment.nature },
      "payment.instalment": { before: null, after: payment.instalment },
      "payment.amount_cents": { before: null, after: payment.amountCents },
      "payment.method": { before: null, after: payment.method },
      "payment.note": { before: null, after: payment.note },
      ...(payment.code ? { "payment.code": { before: null, after: payment.code } } : {}),
    },
  });
  await refreshApplicationFacts(trx, [payment.answerId]);
  return row;
}
