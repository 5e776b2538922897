import type { AnswerValues } from "../rules/types.ts";
import { text } from "../rules/values.ts";
import { tuitionAmount } from "./amounts.ts";

/** What the tuition tab shows. */
export type TuitionState =
  /** montant_ins above 0: pay in full or in three instalments (paiement3x 1). */
  | { kind: "due"; amount: number; options: readonly ["full", "3x"]; waiverLabel: boolean }
  /** montant_ins is 0: the text says no tuition fees are due. */
  | { kind: "none"; key: "workflow.tuition.none"; waiverLabel: boolean }
  /** montant_ins missing: dashes. */
  | { kind: "unknown"; display: "--"; waiverLabel: boolean };

/** The tuition display for an answer; the tuition-waiver label is shown for MSC. */
export function tuitionState(values: AnswerValues): TuitionState {
  const amount = tuitionAmount(values);
  const waiverLabel = text(values.typeformation) === "MSC";
  if (amount === null) return { kind: "unknown", display: "--", waiverLabel };
  if (amount > 0) return { kind: "due", amount, options: ["full", "3x"], waiverLabel };
  return { kind: "none", key: "workflow.tuition.none", waiverLabel };
}

/** The paiement3x query parameter of the payment page: "1" for three instalments, "0" for full payment. */
export function paiement3x(inThree: boolean): "1" | "0" {
  return inThree ? "1" : "0";
}
