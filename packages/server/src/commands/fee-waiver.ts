import type { Message } from "@portal/domain/i18n/catalogue";
import { message } from "@portal/domain/rules/types";
import type { PaymentKind } from "@portal/domain/workflow/payments";
import { officerWaiverAmount } from "@portal/domain/workflow/waivers";
import type { Database } from "../db/database.ts";
import type { PaymentsTable } from "../db/schema.ts";
import type { Selectable } from "kysely";
import { recordPayment } from "./payment-recorder.ts";
import { lockPayments } from "./waiver-context.ts";

/** An officer's waiver: what to waive (null amount: all that is still due), and why. */
export interface FeeWaiver {
  formId: string;
  answerId: number;
  nature: PaymentKind;
  /** Part of what is still due, in cents; null waives all of it. */
  requestedCents: number | null;
  reason: string;
  actorLogin: string;
  paidAt: Date;
}

/** The waiver recorded, or why not (domain officerWaiverAmount's refusal; params nature, outstandingCents). */
export type FeeWaiverOutcome =
  { ok: true; payment: Selectable<PaymentsTable> } | { ok: false; refusal: Message };

/**
 * Records an officer's waiver in `trx` (issue #39): on the application locked, the amount the domain
 * allows (never more than is still due), as a payments row of method "waiver" with the reason as its
 * note, a "waiver" line in the history and the refreshed facts (recordPayment).
 */
export async function waiveFee(trx: Database, waiver: FeeWaiver): Promise<FeeWaiverOutcome> {
  const locked = await lockPayments(trx, waiver.formId, waiver.answerId);
  if (!locked) return { ok: false, refusal: message("NOT_FOUND", "server.notFound") };
  const due = locked.status.due.find((item) => item.nature === waiver.nature);
  const amount = officerWaiverAmount(waiver.nature, waiver.requestedCents, due);
  if (!amount.ok) return amount;
  const payment = await recordPayment(trx, {
    answerId: waiver.answerId,
    nature: waiver.nature,
    instalment: null,
    amountCents: amount.amountCents,
    method: "waiver",
    waivesRest: amount.waivesRest,
    paidAt: waiver.paidAt,
    note: waiver.reason,
    reference: null,
    notificationId: null,
    actorLogin: waiver.actorLogin,
    recordedBy: waiver.actorLogin,
  });
  return { ok: true, payment };
}
