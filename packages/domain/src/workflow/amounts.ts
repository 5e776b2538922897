import type { AnswerValues } from "../rules/types.ts";
import { text } from "../rules/values.ts";

/** Application fee paid online, in euros (SPEC §9). */
export const APPLICATION_FEE = 100;

/** Registration down payments in euros: MSC, and AM and every other programme. */
export const DOWN_PAYMENT_MSC = 1200;
export const DOWN_PAYMENT_OTHER = 1500;

/** The payment entity receiving the money. */
export type PaymentEntity = "DFM" | "DFI";

/** The registration down payment for a programme type: 1200 for MSC, 1500 otherwise. */
export function downPayment(typeformation: unknown): number {
  return text(typeformation) === "MSC" ? DOWN_PAYMENT_MSC : DOWN_PAYMENT_OTHER;
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
