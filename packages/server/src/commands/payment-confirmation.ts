import type { Message } from "@portal/domain/i18n/catalogue";
import type { AnswerValues } from "@portal/domain/rules/types";
import { message } from "@portal/domain/rules/types";
import { paymentStatus } from "@portal/domain/workflow/payment-status";
import type { JuryFlags } from "@portal/domain/workflow/results";
import type { Database } from "../db/database.ts";
import { candidateView } from "../presenters/answer-display.ts";
import { paymentRecordsOf } from "../queries/payment-records.ts";

/** The payment each confirmation speaks of: the down payment for the registration, the tuition for the tuition. */
const CONFIRMED_NATURE = { registration: "down_payment", tuition: "tuition" } as const;

/**
 * What a registration or tuition confirmation says of its payment, from the payments actually
 * received (or waived): "received", else "awaiting confirmation"; never that a payment happened
 * because the candidate ticked a box. Null for the other validations and when nothing is due.
 */
export async function paymentConfirmation(
  db: Database,
  action: string,
  answerId: number,
  values: AnswerValues,
  jury: JuryFlags | null | undefined,
): Promise<Message | null> {
  if (action !== "registration" && action !== "tuition") return null;
  const nature = CONFIRMED_NATURE[action];
  const payments = (await paymentRecordsOf(db, [answerId])).get(answerId) ?? [];
  const item = paymentStatus(candidateView(values, jury), payments).due.find((d) => d.nature === nature);
  // Nothing due (tuition of 0): there is no payment to speak of.
  if (!item) return null;
  const state = item.outstandingCents === 0 ? "received" : "awaiting";
  return message(`PAYMENT_${state.toUpperCase()}`, `paymentRecords.confirmation.${nature}.${state}`);
}
