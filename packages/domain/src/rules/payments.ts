import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues, RuleContext } from "./types.ts";
import { message } from "./types.ts";
import { isPdfFile, listItems, parseFileValue, text } from "./values.ts";

const proofMissing = () => message("PAYMENT_PROOF_MISSING", "rules.payment.proofMissing");
const downPaymentMissing = () =>
  message("PAYMENT_DOWN_PAYMENT_PROOF_MISSING", "rules.payment.downPaymentProofMissing");

/** An uploaded proof of payment is a PDF (checked whenever the tab is saved). */
export function proofOfPaymentIsPdf(values: AnswerValues): Message[] {
  const file = values.proof_of_payment;
  return parseFileValue(file) !== null && !isPdfFile(file) ? [proofMissing()] : [];
}

/**
 * On final validation the proof of payment (PDF) is required, except for ING (no application fee)
 * and once the fee is recorded as settled (paid online, a transfer the office recorded, or waived):
 * the payment itself is the proof.
 */
export function proofOfPaymentPresent(values: AnswerValues, context: RuleContext = {}): Message[] {
  if (text(values.typeformation) === "ING") return [];
  if (context.settledPayments?.includes("application_fee")) return [];
  return isPdfFile(values.proof_of_payment) ? [] : [proofMissing()];
}

/** Every uploaded proof of down payment (reg_proof_of_payment[].proofFile) is a PDF. */
export function downPaymentProofsArePdf(values: AnswerValues): Message[] {
  const bad = listItems(values.reg_proof_of_payment).some(
    (p) => parseFileValue(p.proofFile) !== null && !isPdfFile(p.proofFile),
  );
  return bad ? [downPaymentMissing()] : [];
}

/** Registration needs at least one proof of down payment, and all of them PDF. */
export function downPaymentProofPresent(values: AnswerValues): Message[] {
  const proofs = listItems(values.reg_proof_of_payment).filter((p) => parseFileValue(p.proofFile) !== null);
  return proofs.length > 0 && proofs.every((p) => isPdfFile(p.proofFile)) ? [] : [downPaymentMissing()];
}

/**
 * Whether the candidate has sent the office a proof for a payment that is still due (a transfer
 * the office has not recorded yet): the application fee's proof, or a down payment's. The home then
 * says the office will confirm it rather than asking to pay again.
 */
export function paymentProofSent(nature: string, values: AnswerValues): boolean {
  if (nature === "application_fee") return isPdfFile(values.proof_of_payment);
  if (nature === "down_payment") return downPaymentProofPresent(values).length === 0;
  return false;
}
