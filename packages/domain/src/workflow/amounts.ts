import type { AnswerValues } from "../rules/types.ts";
import { text } from "../rules/values.ts";

/** Application fee paid online, in euros (SPEC §9). */
export const APPLICATION_FEE = 100;

/** Registration down payments in euros: MSC, and AM and every other programme. */
export const DOWN_PAYMENT_MSC = 1200;
export const DOWN_PAYMENT_OTHER = 1500;

/** The payment entity receiving the money. */
export type PaymentEntity = "DFM" | "DFI";

/**
 * The fields holding the fees of the application's campaign (issue #39), in euros: workflow fields
 * the server writes from the campaign when the application is created and when the office changes
 * the campaign's fees. Without them (an application from before), the spec's amounts apply.
 */
export const FEE_FIELDS = {
  application: "fee_application",
  downPaymentMsc: "fee_down_payment_msc",
  downPaymentOther: "fee_down_payment_other",
} as const;

/** A fee field's amount, or the spec's when the application holds none. */
function feeOf(values: AnswerValues | undefined, field: string, fallback: number): number {
  const value = values?.[field];
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** The application fee of the application's campaign: 100 euros unless the campaign says otherwise. */
export function applicationFee(values?: AnswerValues): number {
  return feeOf(values, FEE_FIELDS.application, APPLICATION_FEE);
}

/**
 * The registration down payment for a programme type in the application's campaign: 1200 for MSC,
 * 1500 otherwise, unless the campaign (the values' fee fields) says otherwise.
 */
export function downPayment(typeformation: unknown, values?: AnswerValues): number {
  return text(typeformation) === "MSC"
    ? feeOf(values, FEE_FIELDS.downPaymentMsc, DOWN_PAYMENT_MSC)
    : feeOf(values, FEE_FIELDS.downPaymentOther, DOWN_PAYMENT_OTHER);
}

/** The payment entity for a programme type: DFM for MSC, DFI otherwise. */
export function paymentEntity(typeformation: unknown): PaymentEntity {
  return text(typeformation) === "MSC" ? "DFM" : "DFI";
}

/** The tuition amount set by an administrator (montant_ins); null when missing or not a number. */
export function tuitionAmount(values: AnswerValues): number | null {
  const raw = values.montant_ins;
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  const t = text(raw);
  if (t === "" || t === "-") return null;
  const n = Number(t.replace(",", "."));
  return Number.isFinite(n) ? n : null;
}

/** An amount in euros as a language writes it: "€1,200.00" (English), "1 200,00 €" (French). */
export function formatEuros(euros: number, language: string): string {
  const tag = language.toLowerCase().startsWith("fr") ? "fr-FR" : "en-GB";
  return new Intl.NumberFormat(tag, { style: "currency", currency: "EUR" }).format(euros);
}
