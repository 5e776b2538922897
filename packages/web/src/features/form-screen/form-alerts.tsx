import Alert from "react-bootstrap/Alert";
import { useTranslation } from "react-i18next";

/** The two messages of the form screen; undefined hides one. */
export interface AlertTexts {
  danger?: string;
  success?: string;
}

/** A dismissible danger alert and a separate dismissible success alert (role="alert", SPEC §2). */
export function FormAlerts({
  alerts,
  onDismiss,
}: {
  alerts: AlertTexts;
  onDismiss(kind: keyof AlertTexts): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {alerts.danger && (
        <Alert
          variant="danger"
          // A refused validation lists what is missing, one item per line.
          style={{ whiteSpace: "pre-line" }}
          dismissible
          closeLabel={t("renderer.close")}
          onClose={() => onDismiss("danger")}
        >
          {alerts.danger}
        </Alert>
      )}
      {alerts.success && (
        <Alert
          variant="success"
          style={{ whiteSpace: "pre-line" }}
          dismissible
          closeLabel={t("renderer.close")}
          onClose={() => onDismiss("success")}
        >
          {alerts.success}
        </Alert>
      )}
    </>
  );
}
