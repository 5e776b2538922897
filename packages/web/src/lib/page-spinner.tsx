import Spinner from "react-bootstrap/Spinner";
import { useTranslation } from "react-i18next";

/** The spinner shown while a page or its data loads. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex align-items-center gap-2 py-4" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{label ?? t("shell.loading")}</span>
    </div>
  );
}
