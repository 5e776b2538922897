import type { AnswerValues } from "@portal/domain/rules/types";
import { paymentStatus, type PaymentRecord } from "@portal/domain/workflow/payment-status";
import type { JuryFlags } from "@portal/domain/workflow/results";
import type { Database } from "../db/database.ts";
import { candidateView } from "@portal/domain/workflow/candidate-view";

/** The payments of these answers as the domain rule reads them, by answer id. */
export async function paymentRecordsOf(
  db: Database,
  answerIds: readonly number[],
): Promise<Map<number, PaymentRecord[]>> {
  const byAnswer = new Map<number, PaymentRecord[]>();
  if (answerIds.length === 0) return byAnswer;
  const rows = await db
    .selectFrom("payments")
    .select(["answer_id", "nature", "amount_cents", "method"])
    .where("answer_id", "in", answerIds)
    .execute();
  for (const row of rows) {
    const list = byAnswer.get(row.answer_id) ?? [];
    list.push({ nature: row.nature, amountCents: row.amount_cents, method: row.method });
    byAnswer.set(row.answer_id, list);
  }
  return byAnswer;
}

/**
 * The payment status of one answer from its stored values: what is due is read on the candidate's
 * view (an unpublished admission owes no down payment yet), whoever asks.
 */
export function paymentStatusOf(
  values: AnswerValues,
  jury: JuryFlags | null | undefined,
  payments: readonly PaymentRecord[],
) {
  return paymentStatus(candidateView(values, jury), payments);
}
