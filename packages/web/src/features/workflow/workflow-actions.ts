import type { WorkflowAction } from "./action-context.ts";
import { paymentAction } from "./payment-actions.ts";
import { reportAction } from "./report-actions.ts";
import { validationAction } from "./validation-actions.ts";

/**
 * The journey's button actions by the schema buttons' `parameters.action` (given to the form screen
 * by the app's routes): validations, payments and report downloads.
 */
export const workflowActions: Record<string, WorkflowAction> = {
  "pay-application-fee": paymentAction("application_fee"),
  "validate-application": validationAction("application", "validation"),
  "download-application-file": reportAction("application_file"),
  "validate-scholarship": validationAction("scholarship", "bourses"),
  "download-scholarship-file": reportAction("scholapplication_file"),
  "pay-down-payment": paymentAction("down_payment"),
  "validate-registration": validationAction("registration", "register"),
  "download-registration-file": reportAction("regapplication_file"),
  "pay-tuition": paymentAction("tuition"),
  "confirm-tuition": validationAction("tuition", "tuition"),
};
