import type { AnswerValues } from "@portal/domain/rules/types";
import { paymentStatus, type PaymentRecord } from "@portal/domain/workflow/payment-status";
import type { JuryFlags } from "@portal/domain/workflow/results";
import type { Database } from "../db/database.ts";
import { candidateViewChanges } from "@portal/domain/workflow/candidate-view";

/** A payments row as the domain rule reads it. */
export function paymentRecordOf(row: {
  nature: PaymentRecord["nature"];
  amount_cents: number;
  method: PaymentRecord["method"];
  waives_rest: boolean;
}): PaymentRecord {
  const record: PaymentRecord = { nature: row.nature, amountCents: row.amount_cents, method: row.method };
  return row.waives_rest ? { ...record, waivesRest: true } : record;
}

/** The payments of these answers as the domain rule reads them, by answer id. */
export async function paymentRecordsOf(
  db: Database,
  answerIds: readonly number[],
): Promise<Map<number, PaymentRecord[]>> {
  const byAnswer = new Map<number, PaymentRecord[]>();
  if (answerIds.length === 0) return byAnswer;
  const rows = await db
    .selectFrom("payments")
    .select(["answer_id", "nature", "amount_cents", "method", "waives_rest"])
    .where("answer_id", "in", answerIds)
    .execute();
  for (const row of rows) {
    const list = byAnswer.get(row.answer_id) ?? [];
    list.push(paymentRecordOf(row));
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
  return paymentStatus(candidateViewReader(values, jury), payments);
}

/**
 * The candidate's view (domain candidateView) read through to the stored values instead of copied
 * from them: the facts record which values they read (queries/recorded-reads.ts), and a copy would
 * read them all.
 */
export function candidateViewReader(values: AnswerValues, jury: JuryFlags | null | undefined): AnswerValues {
  const { set, removed } = candidateViewChanges(values, jury);
  const shown = (key: string | symbol) => typeof key !== "string" || !removed.has(key);
  const isSet = (key: string | symbol): key is string => typeof key === "string" && Object.hasOwn(set, key);
  return new Proxy(values, {
    get: (target, key) => (!shown(key) ? undefined : isSet(key) ? set[key] : Reflect.get(target, key)),
    has: (target, key) => shown(key) && (isSet(key) || Reflect.has(target, key)),
    ownKeys: (target) => [...new Set([...Reflect.ownKeys(target), ...Object.keys(set)])].filter(shown),
    getOwnPropertyDescriptor: (target, key) => {
      if (!shown(key)) return undefined;
      if (isSet(key)) return { value: set[key], writable: true, enumerable: true, configurable: true };
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
}
