import { useId, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import { useTranslation } from "react-i18next";
import { api, dataOf } from "../../lib/api/client.ts";
import { describeError } from "../../lib/api-error.ts";
import type { Selection } from "./bulk-api.ts";

/**
 * "Invite to interview" for the selected applications (issue #38): each is invited for its own
 * programme and e-mailed; the server skips and counts those invited before, and the outcome names
 * how many of each.
 */
export function InterviewInviteDialog({
  selection,
  count,
  onClose,
  onInvited,
}: {
  selection: Selection;
  count: number;
  onClose(): void;
  onInvited(message: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function invite() {
    setBusy(true);
    setError(undefined);
    try {
      const report = await dataOf(api.POST("/ws/admin/interviews/invitations", { body: { selection } }));
      onInvited(t("bulk.interview.done", report));
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={t("bulk.cancel")}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t("bulk.interview.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t("bulk.interview.intro")}</p>
        <div aria-live="polite">
          {error && (
            <Alert variant="danger" className="mt-3 mb-0">
              {error}
            </Alert>
          )}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t("bulk.cancel")}
        </Button>
        <Button variant="primary" disabled={busy} onClick={() => void invite()}>
          {busy && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {busy ? t("bulk.interview.sending") : t("bulk.interview.send", { count })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
