import { describeError } from "../../lib/api-error.ts";
import type { WorkflowAction } from "./action-context.ts";
import { whileBusy } from "./busy-store.ts";
import type { PaymentKind } from "./workflow-api.ts";
import { fetchPaymentUrl } from "./workflow-api.ts";

/** Opens a URL in a new window that cannot reach back to the portal (SPEC §7 "Payment"). */
export function openInNewWindow(url: string): void {
  window.open(url, "_blank", "noopener");
}

/** The paiement3x parameter of a tuition button: "1" for three instalments, "0" otherwise. */
function inThree(parameters: Record<string, unknown>): "0" | "1" {
  const value = parameters.paiement3x;
  return value === 1 || value === "1" || value === true ? "1" : "0";
}

/**
 * A payment button (application fee, down payment, tuition): asks the server for the external
 * payment page's URL, its parameters taken from the answer (amount, entity, names, address…), and
 * opens it in a new window; a failure shows the server's message as a danger.
 */
export function paymentAction(kind: PaymentKind): WorkflowAction {
  return async ({ login, parameters, t }) =>
    whileBusy("workflowUi.openingPayment", async () => {
      try {
        const url = await fetchPaymentUrl(login, kind, kind === "tuition" ? inThree(parameters) : undefined);
        openInNewWindow(url);
        return { success: t("workflowUi.paymentOpened") };
      } catch (error) {
        return { danger: describeError(error, t) };
      }
    });
}
