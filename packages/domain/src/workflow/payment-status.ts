import type { AnswerValues } from "../rules/types.ts";
import { isYes, text } from "../rules/values.ts";
import { APPLICATION_FEE, downPayment, tuitionAmount } from "./amounts.ts";
import { PAYMENT_KINDS, type PaymentKind } from "./payments.ts";

/** How a payment reached the portal: a card notification, or recorded by an officer. */
export const PAYMENT_METHODS = ["card", "transfer", "waiver"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** One payment as the rule reads it (amounts in cents, so sums are exact). */
export interface PaymentRecord {
  nature: PaymentKind;
  amountCents: number;
  method: PaymentMethod;
}

/** Where one due payment stands. */
export type DueStatus = "paid" | "partly" | "unpaid" | "waived";
/** Where the application's payments stand overall; "none" when nothing is due. */
export type PaymentStatus = "paid" | "partly" | "unpaid" | "none";
/** The statuses the workspace filter offers. */
export const PAYMENT_FILTER_VALUES = ["paid", "unpaid", "partly"] as const;

/** One thing due: its amount, what was paid against it and what is left (cents). */
export interface DueItem {
  nature: PaymentKind;
  amountCents: number;
  paidCents: number;
  outstandingCents: number;
  status: DueStatus;
}

/** Euros (at most 2 decimals) to cents, without floating-point drift (12.3 → 1230). */
export const toCents = (euros: number): number => Math.round(euros * 100);
/** Cents to euros as the API gives them (1230 → 12.3). */
export const toEuros = (cents: number): number => cents / 100;

/**
 * What this application owes, in cents, from the candidate's view of the answer (unpublished
 * decisions hidden): the application fee unless ING; the down payment once admitted (O or C) and
 * published, not ING (its registration is not online); the tuition once montant_ins is set above 0.
 */
export function amountsDue(view: AnswerValues): Partial<Record<PaymentKind, number>> {
  const type = text(view.typeformation);
  const due: Partial<Record<PaymentKind, number>> = {};
  if (type !== "ING") due.application_fee = toCents(APPLICATION_FEE);
  const admitted = ["O", "C"].includes(text(view.admis)) && isYes(view.show_admis);
  if (admitted && type !== "ING") due.down_payment = toCents(downPayment(view.typeformation));
  const tuition = tuitionAmount(view);
  if (tuition !== null && tuition > 0) due.tuition = toCents(tuition);
  return due;
}

function dueItem(nature: PaymentKind, amountCents: number, payments: readonly PaymentRecord[]): DueItem {
  const mine = payments.filter((p) => p.nature === nature);
  const paidCents = mine.filter((p) => p.method !== "waiver").reduce((sum, p) => sum + p.amountCents, 0);
  // A waiver settles what is left, whatever its amount: the office decided nothing more is owed.
  if (mine.some((p) => p.method === "waiver"))
    return { nature, amountCents, paidCents, outstandingCents: 0, status: "waived" };
  const outstandingCents = Math.max(0, amountCents - paidCents);
  const status: DueStatus = outstandingCents === 0 ? "paid" : paidCents > 0 ? "partly" : "unpaid";
  return { nature, amountCents, paidCents, outstandingCents, status };
}

/**
 * Every payment due with what was paid and what is outstanding, and the overall status: none when
 * nothing is due, paid when nothing is outstanding, partly when something was paid and something is
 * outstanding, unpaid when nothing was paid. Used by the server (API, facts, confirmations) and the
 * browser alike.
 */
export function paymentStatus(
  view: AnswerValues,
  payments: readonly PaymentRecord[],
): { due: DueItem[]; status: PaymentStatus } {
  const amounts = amountsDue(view);
  const due = PAYMENT_KINDS.filter((k) => amounts[k] !== undefined).map((k) =>
    dueItem(k, amounts[k]!, payments),
  );
  if (due.length === 0) return { due, status: "none" };
  const outstanding = due.some((d) => d.outstandingCents > 0);
  if (!outstanding) return { due, status: "paid" };
  const somePaid = due.some((d) => d.paidCents > 0 || d.status === "waived");
  return { due, status: somePaid ? "partly" : "unpaid" };
}

/** Whether this nature is settled (paid in full or waived): what a confirmation may claim. */
export function natureSettled(
  nature: PaymentKind,
  view: AnswerValues,
  payments: readonly PaymentRecord[],
): boolean {
  const item = paymentStatus(view, payments).due.find((d) => d.nature === nature);
  return item !== undefined && item.outstandingCents === 0;
}

/**
 * The amount of one instalment of a payment in `instalments` parts (cents): equal parts rounded
 * down, the last one taking the remainder, so the parts always add up to the total.
 */
export function instalmentCents(totalCents: number, instalments: number, instalment: number): number {
  if (instalments <= 1) return totalCents;
  const part = Math.floor(totalCents / instalments);
  return instalment === instalments ? totalCents - part * (instalments - 1) : part;
}
