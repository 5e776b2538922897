import type { AnswerValues } from "../rules/types.ts";
import { isYes, text } from "../rules/values.ts";
import { applicationFee, downPayment, tuitionAmount } from "./amounts.ts";
import { PAYMENT_KINDS, type PaymentKind } from "./payments.ts";

/**
 * How money moved: a card notification, or recorded by an administrator (a transfer, a waiver, or a
 * refund: money paid back to the candidate, counted against what was paid).
 */
export const PAYMENT_METHODS = ["card", "transfer", "waiver", "refund"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** One payment as the rule reads it (amounts in cents, so sums are exact). */
export interface PaymentRecord {
  nature: PaymentKind;
  amountCents: number;
  method: PaymentMethod;
  /**
   * A waiver that settles whatever is left of its nature, whatever its amount: a full waiver, and
   * every waiver recorded before partial waivers (migration 0033). Absent or false: a waiver counts
   * its amount only.
   */
  waivesRest?: boolean;
}

/** Where one due payment stands; "overpaid" when more was received than due (to refund). */
export type DueStatus = "paid" | "partly" | "unpaid" | "waived" | "overpaid";
/**
 * Where the application's payments stand overall; "none" when nothing is due, "overpaid" when any
 * payment received more than was due and the excess is not refunded yet (whatever else is due).
 */
export type PaymentStatus = "paid" | "partly" | "unpaid" | "none" | "overpaid";
/** The statuses the workspace filter offers. */
export const PAYMENT_FILTER_VALUES = ["paid", "unpaid", "partly", "overpaid"] as const;

/** One thing due: its amount, what was paid against it, what is left and what is to refund (cents). */
export interface DueItem {
  nature: PaymentKind;
  amountCents: number;
  /** Received, less what was refunded (waivers not counted). */
  paidCents: number;
  /** Waived by the office or a waiver code: settled without money. */
  waivedCents: number;
  outstandingCents: number;
  /** Received beyond the amount due and not refunded yet (two payment windows both paid). */
  overpaidCents: number;
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
  if (type !== "ING") due.application_fee = toCents(applicationFee(view));
  const admitted = ["O", "C"].includes(text(view.admis)) && isYes(view.show_admis);
  if (admitted && type !== "ING") due.down_payment = toCents(downPayment(view.typeformation, view));
  const tuition = tuitionAmount(view);
  if (tuition !== null && tuition > 0) due.tuition = toCents(tuition);
  return due;
}

/** What was received for one nature, less what was refunded (cents; waivers move no money). */
export function netPaidCents(nature: PaymentKind, payments: readonly PaymentRecord[]): number {
  return payments
    .filter((p) => p.nature === nature && p.method !== "waiver")
    .reduce((sum, p) => sum + (p.method === "refund" ? -p.amountCents : p.amountCents), 0);
}

/** What was waived for one nature (cents): the amounts of its waivers. */
export function waivedCentsOf(nature: PaymentKind, payments: readonly PaymentRecord[]): number {
  return payments
    .filter((p) => p.nature === nature && p.method === "waiver")
    .reduce((sum, p) => sum + p.amountCents, 0);
}

function dueItem(nature: PaymentKind, amountCents: number, payments: readonly PaymentRecord[]): DueItem {
  const paidCents = netPaidCents(nature, payments);
  const waivedCents = waivedCentsOf(nature, payments);
  // A full waiver settles what is left, whatever its amount; a partial one counts its amount.
  const waivesRest = payments.some((p) => p.nature === nature && p.method === "waiver" && p.waivesRest);
  // Money received beyond what was left once waived is still to refund (a waiver itself never is).
  const overpaidCents = Math.min(paidCents, Math.max(0, paidCents + waivedCents - amountCents));
  const outstandingCents = waivesRest ? 0 : Math.max(0, amountCents - paidCents - waivedCents);
  const waived = waivesRest || waivedCents > 0;
  const status: DueStatus =
    overpaidCents > 0
      ? "overpaid"
      : outstandingCents === 0
        ? waived && paidCents <= 0
          ? "waived"
          : "paid"
        : paidCents > 0 || waived
          ? "partly"
          : "unpaid";
  return { nature, amountCents, paidCents, waivedCents, outstandingCents, overpaidCents, status };
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
  if (due.some((d) => d.overpaidCents > 0)) return { due, status: "overpaid" };
  const outstanding = due.some((d) => d.outstandingCents > 0);
  if (!outstanding) return { due, status: "paid" };
  const somePaid = due.some((d) => d.paidCents > 0 || d.waivedCents > 0 || d.status === "waived");
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
 * What is left to pay of one nature (cents): the amount the payment page is started for, 0 when it
 * is paid in full, waived, or not due at all. The server computes it; the browser never sends it.
 */
export function outstandingCents(
  nature: PaymentKind,
  view: AnswerValues,
  payments: readonly PaymentRecord[],
): number {
  return paymentStatus(view, payments).due.find((d) => d.nature === nature)?.outstandingCents ?? 0;
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
