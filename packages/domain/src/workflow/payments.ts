import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues } from "../rules/types.ts";
import { message } from "../rules/types.ts";
import { isYes, text } from "../rules/values.ts";
import { applicationFee, downPayment, tuitionAmount } from "./amounts.ts";
import { tuitionEnabled } from "./locks.ts";
import { tuitionState } from "./tuition.ts";

/** What can be paid online (SPEC §7 "Payment", §9). */
export const PAYMENT_KINDS = ["application_fee", "down_payment", "tuition"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

const refused = (code: string, key: string) => message(code, key);

/**
 * Why this payment is not available on the candidate's view of the answer (unpublished decisions
 * hidden, display flags derived), or null when it is: the application fee before validation and not
 * for ING; the down payment while the registration buttons show (published admission O or C, not
 * confirmed, not ING); tuition once registered, registration_docs validated, not yet confirmed, and
 * montant_ins above 0.
 */
export function paymentRefusal(kind: PaymentKind, view: AnswerValues): Message | null {
  const type = text(view.typeformation);
  switch (kind) {
    case "application_fee":
      if (type === "ING") return refused("PAYMENT_NOT_DUE", "payment.refused.noApplicationFee");
      if (isYes(view.candidat_validation))
        return refused(
          "WORKFLOW_APPLICATION_ALREADY_VALIDATED",
          "workflow.refused.applicationAlreadyValidated",
        );
      return null;
    case "down_payment":
      if (type === "ING")
        return refused("WORKFLOW_REGISTRATION_NOT_ONLINE", "workflow.refused.registrationNotOnline");
      if (isYes(view.candidat_confirmation))
        return refused(
          "WORKFLOW_REGISTRATION_ALREADY_VALIDATED",
          "workflow.refused.registrationAlreadyValidated",
        );
      if (!isYes(view.candidat_validation))
        return refused("WORKFLOW_APPLICATION_NOT_VALIDATED", "workflow.refused.applicationNotValidated");
      return isYes(view.show_buttons_reg)
        ? null
        : refused("WORKFLOW_NOT_ADMITTED", "workflow.refused.notAdmitted");
    case "tuition": {
      if (!isYes(view.candidat_confirmation))
        return refused("WORKFLOW_REGISTRATION_NOT_VALIDATED", "workflow.refused.registrationNotValidated");
      if (isYes(view.tuition_paiement_confirmation))
        return refused("WORKFLOW_TUITION_ALREADY_CONFIRMED", "workflow.refused.tuitionAlreadyConfirmed");
      if (!tuitionEnabled(view))
        return refused(
          "WORKFLOW_REGISTRATION_DOCS_NOT_VALIDATED",
          "workflow.refused.registrationDocsNotValidated",
        );
      const state = tuitionState(view);
      if (state.kind === "unknown") return refused("TUITION_AMOUNT_MISSING", "rules.tuition.amountMissing");
      return state.kind === "none" ? refused("TUITION_NONE_DUE", "workflow.tuition.none") : null;
    }
  }
}

/** The amount in euros of an (applicable) payment: the campaign's fee, its down payment for the programme, or montant_ins. */
export function paymentAmount(kind: PaymentKind, view: AnswerValues): number {
  if (kind === "application_fee") return applicationFee(view);
  if (kind === "down_payment") return downPayment(view.typeformation, view);
  return tuitionAmount(view) ?? 0;
}
