import { useTranslation } from "react-i18next";
import { isYes } from "@portal/domain/rules/values";
import { downPayment, FEE_FIELDS, paymentEntity } from "@portal/domain/workflow/amounts";
import { useFieldValue } from "../../form/use-form-store.ts";
import Card from "react-bootstrap/Card";

/**
 * The registration tab's down payment (SPEC §9): 1200 euros for MSC, 1500 for the others, paid to
 * DFM for MSC and DFI for the others, each with what it is; shown while the registration buttons
 * are (show_buttons_reg).
 */
export function DownPaymentPanel() {
  const { t } = useTranslation();
  const typeformation = useFieldValue("typeformation");
  // The campaign's down payments, which the application carries (issue #39).
  const fees = {
    [FEE_FIELDS.downPaymentMsc]: useFieldValue(FEE_FIELDS.downPaymentMsc),
    [FEE_FIELDS.downPaymentOther]: useFieldValue(FEE_FIELDS.downPaymentOther),
  };
  const shown = isYes(useFieldValue("show_buttons_reg"));
  if (!shown) return null;
  const entity = paymentEntity(typeformation);
  return (
    <Card as="section" aria-labelledby="workflow-down-payment" className="my-3" data-testid="down-payment">
      <Card.Body>
        <h3 id="workflow-down-payment" className="h6 card-title">
          {t("workflowUi.downPaymentHeading")}
        </h3>
        <p className="mb-1">{t("workflowUi.downPayment", { amount: downPayment(typeformation, fees) })}</p>
        <p className="mb-0 text-body-secondary">
          {t("paymentEntities.paidTo", { entity, name: t(`paymentEntities.${entity}`) })}
        </p>
      </Card.Body>
    </Card>
  );
}
