import { useId, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import type { ReminderTemplate, Selection } from "./bulk-api.ts";
import { REMINDER_TEMPLATES, sendReminders } from "./bulk-api.ts";

/**
 * A reminder mail to the selected candidates: the template and an optional deadline, then the
 * number of recipients (a dry run: the server leaves out those the reminder does not concern),
 * and only then "Send to N candidates".
 */
export function ReminderDialog({
  selection,
  onClose,
  onSent,
}: {
  selection: Selection;
  onClose(): void;
  onSent(count: number): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [template, setTemplate] = useState<ReminderTemplate>("reminder_application");
  const [deadline, setDeadline] = useState("");
  // The count holds for the template and deadline it was asked with.
  const [counted, setCounted] = useState<{ recipients: number; of: string }>();
  const [busy, setBusy] = useState<"count" | "send">();
  const [error, setError] = useState<string>();
  const asked = `${template}|${deadline}`;
  const recipients = counted?.of === asked ? counted.recipients : undefined;

  async function run(dryRun: boolean) {
    setBusy(dryRun ? "count" : "send");
    setError(undefined);
    try {
      const answer = await sendReminders({ template, selection, ...(deadline ? { deadline } : {}) }, dryRun);
      if (dryRun) setCounted({ recipients: answer.recipients, of: asked });
      else onSent(answer.sent);
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={t("bulk.cancel")}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t("bulk.remind.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form onSubmit={(event) => (event.preventDefault(), void run(true))}>
          <Form.Group controlId={`${id}-template`} className="mb-3">
            <Form.Label>{t("bulk.remind.template")}</Form.Label>
            <Form.Select
              value={template}
              onChange={(event) => setTemplate(event.target.value as ReminderTemplate)}
            >
              {REMINDER_TEMPLATES.map((value) => (
                <option key={value} value={value}>
                  {t(`bulk.remind.${value}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId={`${id}-deadline`} className="mb-3">
            <Form.Label>{t("bulk.remind.deadline")}</Form.Label>
            <Form.Control
              type="date"
              value={deadline}
              onChange={(event) => setDeadline(event.target.value)}
            />
          </Form.Group>
          <Button type="submit" variant="outline-primary" disabled={busy !== undefined}>
            {busy === "count" && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
            {busy === "count" ? t("bulk.remind.counting") : t("bulk.remind.count")}
          </Button>
        </Form>
        <div aria-live="polite">
          {error && (
            <Alert variant="danger" className="mt-3 mb-0">
              {error}
            </Alert>
          )}
          {recipients !== undefined && (
            <p className="mt-3 mb-0 fw-semibold">{t("bulk.remind.recipients", { count: recipients })}</p>
          )}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t("bulk.cancel")}
        </Button>
        <Button
          variant="primary"
          disabled={!recipients || busy !== undefined}
          onClick={() => void run(false)}
        >
          {busy === "send" && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {busy === "send" ? t("bulk.remind.sending") : t("bulk.remind.send", { count: recipients ?? 0 })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
