import type { ReactNode } from "react";
import type { TFunction } from "i18next";
import { formatUploadDate } from "@portal/domain/uploads/format";
import Button from "react-bootstrap/Button";

/** Props of UploadedFile. */
export interface UploadedFileProps {
  /** DOM id of the field (the label points at the download button). */
  id: string;
  name: string;
  uploadDate?: number;
  readOnly: boolean;
  busy: boolean;
  describedBy?: string;
  t: TFunction;
  /** Shown before the name (a photo's thumbnail). */
  preview?: ReactNode;
  onDownload?(): void;
  onRemove(): void;
}

/**
 * An uploaded file (SPEC §4): a photo's thumbnail, its name, upload date dd/MM/yyyy HH:mm,
 * download, and remove unless read-only.
 */
export function UploadedFile(props: UploadedFileProps) {
  const { id, name, uploadDate, readOnly, busy, describedBy, t } = props;
  const date = formatUploadDate(uploadDate);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 border rounded px-3 py-2 bg-body">
      {props.preview}
      <span className="fw-semibold text-break" data-file-name>
        {name}
      </span>
      {date && (
        <span className="text-body-secondary small" data-upload-date>
          {t("files.uploadedOn", { date })}
        </span>
      )}
      <span className="ms-auto d-flex gap-2">
        <Button
          id={id}
          variant="outline-primary"
          size="sm"
          aria-label={t("files.downloadName", { name })}
          aria-describedby={describedBy}
          disabled={!props.onDownload}
          onClick={props.onDownload}
        >
          {t("files.download")}
        </Button>
        {!readOnly && (
          <Button
            variant="outline-danger"
            size="sm"
            aria-label={t("files.removeName", { name })}
            disabled={busy}
            onClick={props.onRemove}
          >
            {busy ? t("files.removing") : t("files.remove")}
          </Button>
        )}
      </span>
    </div>
  );
}
