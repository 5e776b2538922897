import Spinner from "react-bootstrap/Spinner";
import { useTranslation } from "react-i18next";
import { useBusy } from "./busy-store.ts";

/** A spinner with what the journey is waiting for (a PDF being generated, a validation…). */
export function BusyIndicator() {
  const { t } = useTranslation();
  const busy = useBusy();
  if (!busy) return null;
  return (
    <div role="status" className="d-flex align-items-center gap-2 my-2 text-body-secondary">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{t(busy)}</span>
    </div>
  );
}
