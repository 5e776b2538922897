import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import { useTranslation } from "react-i18next";
import { fieldDomId } from "../../form/field.tsx";
import type { DocumentRequest } from "./document-requests.ts";

/** A YYYY-MM-DD deadline in the reader's language ("1 December 2026", "1 décembre 2026"). */
export function formatDeadline(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/**
 * Moves the focus to a requested field's file picker once its tab is shown: the replacement picker
 * when a file is already there, else the field's control, else the picker of a list item's path.
 */
export function focusRequestedField(field: string): void {
  requestAnimationFrame(() => {
    const target =
      document.getElementById(`${fieldDomId(field)}-replace`) ??
      document.getElementById(fieldDomId(field)) ??
      document.querySelector<HTMLElement>(`[data-path="${CSS.escape(field)}"] input[type="file"]`);
    target?.focus();
  });
}

/**
 * The documents the admissions office asked for, at the top of the candidate's form: each names
 * the document, the reason, the office's comment and the deadline ("overdue" once past), and opens
 * the tab holding the field. A live region that is read out without taking the focus.
 */
export function DocumentRequestsBanner({
  requests,
  onOpen,
}: {
  requests: DocumentRequest[];
  onOpen(field: string): void;
}) {
  const { t, i18n } = useTranslation();
  if (requests.length === 0) return null;
  return (
    <Alert
      variant="warning"
      role="status"
      aria-labelledby="document-requests-heading"
      data-testid="document-requests"
    >
      <h2 id="document-requests-heading" className="h5 alert-heading">
        {t("candidateNotices.requestsHeading")}
      </h2>
      <p className="mb-2">{t("candidateNotices.requestsIntro")}</p>
      <ul className="mb-0 ps-3">
        {requests.map((request) => (
          <li key={request.field} className="mb-2">
            <Button
              variant="link"
              className="alert-link p-0 align-baseline text-start fw-semibold"
              onClick={() => onOpen(request.field)}
            >
              {t("candidateNotices.openField", { field: request.fieldLabel })}
            </Button>
            {request.reasonLabel && (
              <div>{t("candidateNotices.requestReason", { reason: request.reasonLabel })}</div>
            )}
            {request.comment && <div className="fst-italic">{request.comment}</div>}
            <div>
              {t("candidateNotices.requestDeadline", {
                date: formatDeadline(request.deadline, i18n.language),
              })}
              {request.overdue && (
                <Badge bg="danger" className="ms-2">
                  {t("candidateNotices.overdue")}
                </Badge>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
