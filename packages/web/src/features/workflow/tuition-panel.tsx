import { useTranslation } from "react-i18next";
import { isTicked, isYes, text } from "@portal/domain/rules/values";
import { tuitionState } from "@portal/domain/workflow/tuition";
import { useFieldValue } from "../../form/use-form-store.ts";
import Card from "react-bootstrap/Card";

/** The waiver status shown to MSC candidates: granted (decision TFW published), requested, or not. */
function useWaiverStatus(): string {
  const requested = isTicked(useFieldValue("bourses_tuition"));
  const published = isYes(useFieldValue("show_result_bourse"));
  const decision = text(useFieldValue("decisionbourse"));
  if (published && decision === "TFW") return "workflowUi.waiverGranted";
  return requested ? "workflowUi.waiverRequested" : "workflowUi.waiverNotRequested";
}

/**
 * The tuition tab's amount (SPEC §4, §9): montant_ins above 0 gives the amount due (the schema's
 * buttons pay it in full or in three), 0 says no tuition fees are due, missing shows dashes; MSC
 * candidates see the tuition waiver label with their waiver's status.
 */
export function TuitionPanel() {
  const { t } = useTranslation();
  const state = tuitionState({
    montant_ins: useFieldValue("montant_ins"),
    typeformation: useFieldValue("typeformation"),
  });
  const confirmed = isYes(useFieldValue("tuition_paiement_confirmation"));
  const waiver = useWaiverStatus();
  return (
    <Card as="section" aria-labelledby="workflow-tuition" className="my-3" data-testid="tuition-state">
      <Card.Body>
        <h3 id="workflow-tuition" className="h6 card-title">
          {t("workflowUi.tuitionHeading")}
        </h3>
        <p className="mb-1">
          {state.kind === "due" && t("workflowUi.tuitionDue", { amount: state.amount })}
          {state.kind === "none" && t(state.key)}
          {state.kind === "unknown" && t("workflowUi.tuitionUnknown", { dashes: state.display })}
        </p>
        {state.waiverLabel && (
          <p className="mb-1">
            <span className="fw-semibold">{t("workflow.tuition.waiver")}</span>: {t(waiver)}
          </p>
        )}
        {confirmed && (
          <p className="mb-0 text-success">
            {t(state.kind === "none" ? "workflowUi.tuitionNoneConfirmed" : "workflowUi.tuitionPaid")}
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
