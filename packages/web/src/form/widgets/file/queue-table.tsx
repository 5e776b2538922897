import type { TFunction } from "i18next";
import { readableSize } from "@portal/domain/uploads/format";
import { canRetry, uploadStatus } from "@portal/domain/uploads/upload-item";
import { cx } from "../../localize.ts";
import type { QueueItem } from "./upload-queue.ts";
import Button from "react-bootstrap/Button";
import Table from "react-bootstrap/Table";

/** Props of QueueTable. */
export interface QueueTableProps {
  items: QueueItem<File>[];
  lang: string;
  t: TFunction;
  onRetry(item: QueueItem<File>): void;
  /** Opens the file picker: for a file the server refused for what it is, which a retry cannot change. */
  onChooseAnother(item: QueueItem<File>): void;
  onCancel(item: QueueItem<File>): void;
  onDrop(item: QueueItem<File>): void;
}

const STATUS_CLASS: Record<string, string> = {
  uploading: "text-primary",
  success: "text-success",
  error: "text-danger",
  cancelled: "text-warning-emphasis",
};

/**
 * The upload queue (SPEC §4, §9): file name, size as people read it ("850 kB", "1,2 Mo"), progress
 * bar, status, actions. A file refused for its content offers another file instead of Retry.
 */
export function QueueTable({ items, lang, t, onRetry, onChooseAnother, onCancel, onDrop }: QueueTableProps) {
  return (
    <Table size="sm" className="align-middle mt-2 mb-0" aria-label={t("files.queue")}>
      <thead>
        <tr>
          <th scope="col">{t("files.queue.name")}</th>
          <th scope="col">{t("files.queue.size")}</th>
          <th scope="col">{t("files.queue.progress")}</th>
          <th scope="col">{t("files.queue.status")}</th>
          <th scope="col">
            <span className="visually-hidden">{t("files.queue.actions")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const { flags, file } = item;
          const status = uploadStatus(flags);
          return (
            <tr key={item.id} data-status={status}>
              <td className="text-break">{file.name}</td>
              <td className="text-nowrap">{readableSize(file.size, lang)}</td>
              <td style={{ minWidth: "10rem" }}>
                <div className="d-flex align-items-center gap-2">
                  <div
                    className="progress flex-grow-1"
                    role="progressbar"
                    aria-label={t("files.progressOf", { name: file.name })}
                    aria-valuenow={flags.progress}
                    aria-valuemin={0}
                    aria-valuemax={100}
                  >
                    <div
                      className={cx(
                        "progress-bar",
                        flags.error && "bg-danger",
                        flags.success && "bg-success",
                      )}
                      style={{ width: `${flags.progress}%` }}
                    />
                  </div>
                  <span
                    className="small text-body-secondary text-end"
                    style={{ minWidth: "2.5rem" }}
                    aria-hidden="true"
                  >
                    {flags.progress}%
                  </span>
                </div>
              </td>
              <td className={`text-nowrap ${STATUS_CLASS[status] ?? ""}`} aria-live="polite">
                {t(`files.status.${status}`)}
              </td>
              <td className="text-nowrap text-end">
                {flags.uploading ? (
                  <Button variant="outline-secondary" size="sm" onClick={() => onCancel(item)}>
                    {t("files.cancel")}
                  </Button>
                ) : (
                  <>
                    {item.refused ? (
                      <Button
                        variant="primary"
                        size="sm"
                        className="me-1"
                        onClick={() => onChooseAnother(item)}
                      >
                        {t("files.chooseAnother")}
                      </Button>
                    ) : (
                      canRetry(flags) && (
                        <Button variant="primary" size="sm" className="me-1" onClick={() => onRetry(item)}>
                          {t("files.retry")}
                        </Button>
                      )
                    )}
                    <Button variant="outline-secondary" size="sm" onClick={() => onDrop(item)}>
                      {t("files.clear")}
                    </Button>
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
