import { useId, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { saveBlob } from "../../form/widgets/file/file-api.ts";
import type { ViewQuery } from "./applications-view.ts";
import type { ScoresFormat } from "./scores-file-api.ts";
import { exportScores } from "./scores-file-api.ts";

/**
 * Export of the scores (issue #38): a button opening a dialog to choose CSV or Excel; Download saves
 * the submitted reviews of the applications the current view's filters match, one line per review
 * (an administrator's every review, a reviewer's their own: the server decides).
 */
export function ScoresExport({
  query,
  admin,
  onDone,
}: {
  query: ViewQuery;
  admin: boolean;
  onDone(fileName: string): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline-primary" size="sm" onClick={() => setOpen(true)}>
        {t("ranking.scores.export")}
      </Button>
      {open && (
        <ScoresExportDialog
          query={query}
          admin={admin}
          onClose={() => setOpen(false)}
          onDone={(fileName) => {
            setOpen(false);
            onDone(fileName);
          }}
        />
      )}
    </>
  );
}

function ScoresExportDialog({
  query,
  admin,
  onClose,
  onDone,
}: {
  query: ViewQuery;
  admin: boolean;
  onClose(): void;
  onDone(fileName: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [format, setFormat] = useState<ScoresFormat>("csv");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function download() {
    setBusy(true);
    setError(undefined);
    try {
      const { blob, fileName } = await exportScores(query, format);
      saveBlob(blob, fileName);
      onDone(fileName);
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={t("ranking.scores.cancel")}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t("ranking.scores.export.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t(admin ? "ranking.scores.export.introAdmin" : "ranking.scores.export.introReviewer")}</p>
        <fieldset>
          <legend className="h6">{t("ranking.scores.export.format")}</legend>
          {(["csv", "xlsx"] as const).map((value) => (
            <Form.Check
              key={value}
              inline
              type="radio"
              name={`${id}-format`}
              id={`${id}-format-${value}`}
              label={t(`ranking.scores.export.${value}`)}
              checked={format === value}
              onChange={() => setFormat(value)}
            />
          ))}
        </fieldset>
        {error && (
          <Alert variant="danger" className="mt-3 mb-0">
            {error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t("ranking.scores.cancel")}
        </Button>
        <Button variant="primary" disabled={busy} onClick={() => void download()}>
          {busy && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {busy ? t("ranking.scores.export.downloading") : t("ranking.scores.export.download")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
