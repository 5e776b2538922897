import { candidateView } from "@portal/domain/workflow/candidate-view";
import type { PaymentRecord } from "@portal/domain/workflow/payment-status";
import type { Database } from "../db/database.ts";
import { findAnswerById, type AnswerRow } from "../queries/answer-queries.ts";
import { findJuryOf } from "../queries/jury-of-answer.ts";
import { paymentRecordOf, paymentStatusOf } from "../queries/payment-records.ts";

/** An application as a waiver reads it, locked: its row, the candidate's view, payments and what is due. */
export interface LockedPayments {
  answer: AnswerRow;
  view: ReturnType<typeof candidateView>;
  records: PaymentRecord[];
  status: ReturnType<typeof paymentStatusOf>;
}

/**
 * Locks the application's row in `trx` and reads its payments and what is due: two waivers (an
 * officer's, a candidate's code) recorded at once on one application are taken one after the other,
 * so that together they never waive more than was left. Undefined for an unknown answer.
 */
export async function lockPayments(
  trx: Database,
  formId: string,
  answerId: number,
): Promise<LockedPayments | undefined> {
  const answer = await findAnswerById(trx, formId, answerId, true);
  if (!answer) return undefined;
  const jury = await findJuryOf(trx, answer.data);
  const rows = await trx
    .selectFrom("payments")
    .select(["nature", "amount_cents", "method", "waives_rest"])
    .where("answer_id", "=", answerId)
    .execute();
  const records = rows.map(paymentRecordOf);
  return {
    answer,
    view: candidateView(answer.data, jury),
    records,
    status: paymentStatusOf(answer.data, jury, records),
  };
}
