import { DOSSIER_ZIP_MAX } from "@portal/domain/review/dossier-zip";
import { useEffect, useId, useRef, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import ProgressBar from "react-bootstrap/ProgressBar";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { saveBlob } from "../../form/widgets/file/file-api.ts";
import { useLang } from "../../form/localize.ts";
import type { Selection } from "./bulk-api.ts";
import type { DossierZipProgress } from "./dossier-zip-api.ts";
import { downloadDossiers } from "./dossier-zip-api.ts";

/** What the ZIP is asked for: the selection sent, how many it holds, and whether rows were ticked. */
export interface DossierZipTarget {
  selection: Selection;
  count: number;
  ticked: boolean;
}

/**
 * The workspace's "Download dossiers (ZIP)" (issue #39): a dialog saying what comes, then the
 * download with its progress (dossiers and megabytes received) and a Cancel that stops it, on the
 * server too; the file is saved once whole.
 */
export function DossierZipDownload({
  target,
  reviewer,
  onDone,
}: {
  target: () => DossierZipTarget;
  reviewer: boolean;
  onDone(fileName: string): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<DossierZipTarget>();
  return (
    <>
      <Button variant="outline-primary" size="sm" onClick={() => setOpen(target())}>
        {t("workspace.dossiers")}
      </Button>
      {open && (
        <DossierZipDialog
          target={open}
          reviewer={reviewer}
          onClose={() => setOpen(undefined)}
          onDone={(fileName) => {
            setOpen(undefined);
            onDone(fileName);
          }}
        />
      )}
    </>
  );
}

const megabytes = (bytes: number) => (bytes / 1048576).toFixed(bytes < 10 * 1048576 ? 1 : 0);

/** The dialog: what the ZIP holds, then its progress; closing it cancels a download under way. */
export function DossierZipDialog({
  target,
  reviewer,
  onClose,
  onDone,
}: {
  target: DossierZipTarget;
  reviewer: boolean;
  onClose(): void;
  onDone(fileName: string): void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [progress, setProgress] = useState<DossierZipProgress>();
  const [error, setError] = useState<string>();
  const running = useRef<AbortController>(undefined);
  // Leaving the page or closing the dialog stops the download, and the server's work with it.
  useEffect(() => () => running.current?.abort(), []);
  const tooMany = target.count > DOSSIER_ZIP_MAX;

  async function start() {
    const controller = new AbortController();
    running.current = controller;
    setError(undefined);
    setProgress({ done: 0, total: target.count, bytes: 0 });
    try {
      const { blob, fileName } = await downloadDossiers(target.selection, lang, {
        signal: controller.signal,
        onProgress: setProgress,
      });
      if (controller.signal.aborted) return;
      saveBlob(blob, fileName);
      onDone(fileName);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setError(describeError(failure, t));
      setProgress(undefined);
    } finally {
      if (running.current === controller) running.current = undefined;
    }
  }

  function cancel() {
    running.current?.abort();
    onClose();
  }

  const busy = progress !== undefined;
  const total = progress?.total || target.count;
  const status = !progress
    ? ""
    : progress.bytes === 0
      ? t("workspace.dossiers.starting")
      : progress.done === total && total > 0
        ? t("workspace.dossiers.saving")
        : t("workspace.dossiers.progress", {
            done: progress.done,
            total,
            size: t("workspace.dossiers.megabytes", { value: megabytes(progress.bytes) }),
          });
  return (
    <Modal show onHide={cancel} aria-labelledby={`${id}-title`} backdrop={busy ? "static" : true}>
      <Modal.Header closeButton closeLabel={t("workspace.dossiers.cancel")}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t("workspace.dossiers.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          {t(target.ticked ? "workspace.dossiers.introSelection" : "workspace.dossiers.introView", {
            count: target.count,
          })}
        </p>
        {reviewer && <p className="small text-body-secondary">{t("workspace.dossiers.blind")}</p>}
        {tooMany ? (
          <Alert variant="warning" className="mb-0">
            {t("workspace.dossiers.tooMany", { max: DOSSIER_ZIP_MAX.toLocaleString(lang) })}
          </Alert>
        ) : busy ? (
          <>
            {/* As a child, the bar itself (role progressbar) takes the name and the value text. */}
            <ProgressBar>
              <ProgressBar
                now={total > 0 ? (progress.done / total) * 100 : 0}
                animated={progress.done < total}
                aria-label={t("workspace.dossiers.progressLabel")}
                aria-valuetext={status}
              />
            </ProgressBar>
            <p className="small mt-2 mb-0" role="status" aria-live="polite">
              {status}
            </p>
          </>
        ) : (
          <p className="small text-body-secondary mb-0">{t("workspace.dossiers.long")}</p>
        )}
        {error && (
          <Alert variant="danger" className="mt-3 mb-0">
            {error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={cancel}>
          {t(busy ? "workspace.dossiers.cancel" : "workspace.dossiers.close")}
        </Button>
        {!busy && (
          <Button variant="primary" disabled={tooMany || target.count === 0} onClick={() => void start()}>
            {t("workspace.dossiers.download")}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
