import Alert from "react-bootstrap/Alert";
import { useTranslation } from "react-i18next";

/**
 * The decision panel as a reviewer sees it: the decision is in the header, and recording one is an
 * administrator's (the domain's staff rights), so the panel says what a reviewer does here instead.
 */
export function ReviewerDecision() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dossier-decision-title" className="mb-4">
      <h2 id="dossier-decision-title" className="h4">
        {t("dossierActions.decision.heading")}
      </h2>
      <Alert variant="info" className="small mb-0">
        {t("staffRights.readOnlyNotice")}
      </Alert>
    </section>
  );
}
