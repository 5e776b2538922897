import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { saveBlob } from "../../form/widgets/file/file-api.ts";
import { useLang } from "../../form/localize.ts";
import type { ExportColumn, ExportRequest } from "./applications-api.ts";
import { exportApplications, exportColumnsQuery } from "./applications-api.ts";
import type { ViewQuery } from "./applications-view.ts";

/**
 * The export columns that hold what the table shows (the server's column ids), preselected so
 * that the file starts as the table the officer is looking at; a label's code comes with it.
 */
export const TABLE_EXPORT_COLUMNS: ReadonlySet<string> = new Set([
  "familyName",
  "givenName",
  "login",
  "typeformation",
  "typeformationCode",
  "fstchoice",
  "fstchoiceCode",
  "sndchoice",
  "sndchoiceCode",
  "jury",
  "juryCode",
  "eu",
  "stage",
  "documents",
  "admis",
  "scholarshipRequested",
  "scholarshipDecision",
  "updated",
]);

/** The columns grouped by their form tab, in the server's order. */
function byGroup(columns: readonly ExportColumn[]): [string, ExportColumn[]][] {
  const groups = new Map<string, ExportColumn[]>();
  for (const column of columns) groups.set(column.group, [...(groups.get(column.group) ?? []), column]);
  return [...groups];
}

/**
 * Export of the current view: a button opening a dialog to choose the format (CSV or Excel) and the
 * columns (grouped by tab, the table's columns chosen to begin with); Download saves the file the
 * server builds from the same filters and sort as the table.
 */
export function ApplicationsExport({
  query,
  total,
  onDone,
}: {
  query: ViewQuery;
  total: number;
  onDone(fileName: string): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline-primary" size="sm" onClick={() => setOpen(true)}>
        {t("workspace.export")}
      </Button>
      {open && (
        <ExportDialog
          query={query}
          total={total}
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

function ExportDialog({
  query,
  total,
  onClose,
  onDone,
}: {
  query: ViewQuery;
  total: number;
  onClose(): void;
  onDone(fileName: string): void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const columns = useQuery(exportColumnsQuery(lang));
  const [format, setFormat] = useState<ExportRequest["format"]>("csv");
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const all = columns.data ?? [];
  const tableColumns = new Set(all.filter((c) => TABLE_EXPORT_COLUMNS.has(c.id)).map((c) => c.id));
  const selected = chosen ?? tableColumns;
  const toggle = (column: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(column);
    else next.delete(column);
    setChosen(next);
  };

  async function download() {
    if (selected.size === 0) return setError(t("workspace.export.pickOne"));
    setBusy(true);
    setError(undefined);
    try {
      const request = { format, lang, columns: all.filter((c) => selected.has(c.id)).map((c) => c.id) };
      const { blob, fileName } = await exportApplications(query, request);
      saveBlob(blob, fileName);
      onDone(fileName);
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`} size="lg" scrollable>
      <Modal.Header closeButton closeLabel={t("workspace.export.cancel")}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t("workspace.export.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t("workspace.export.intro", { count: total })}</p>
        <fieldset className="mb-3">
          <legend className="h6">{t("workspace.export.format")}</legend>
          {(["csv", "xlsx"] as const).map((value) => (
            <Form.Check
              key={value}
              inline
              type="radio"
              name={`${id}-format`}
              id={`${id}-format-${value}`}
              label={t(`workspace.export.${value}`)}
              checked={format === value}
              onChange={() => setFormat(value)}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend className="h6">{t("workspace.export.columns")}</legend>
          <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
            <Button size="sm" variant="outline-secondary" onClick={() => setChosen(tableColumns)}>
              {t("workspace.export.tableColumns")}
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => setChosen(new Set(all.map((c) => c.id)))}
            >
              {t("workspace.export.all")}
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => setChosen(new Set())}>
              {t("workspace.export.noneSelected")}
            </Button>
            <span className="small text-body-secondary" aria-live="polite">
              {t("workspace.export.chosen", { count: selected.size })}
            </span>
          </div>
          {columns.isPending ? (
            <Spinner animation="border" size="sm" role="status">
              <span className="visually-hidden">{t("workspace.export.loadingColumns")}</span>
            </Spinner>
          ) : columns.error ? (
            <Alert variant="danger">{describeError(columns.error, t)}</Alert>
          ) : (
            byGroup(all).map(([group, members]) => (
              <fieldset key={group} className="mb-2">
                <legend className="small fw-semibold mb-1">{group}</legend>
                {members.map((column) => (
                  <Form.Check
                    key={column.id}
                    inline
                    type="checkbox"
                    id={`${id}-column-${column.id}`}
                    label={column.label}
                    checked={selected.has(column.id)}
                    onChange={(event) => toggle(column.id, event.target.checked)}
                  />
                ))}
              </fieldset>
            ))
          )}
        </fieldset>
        {error && (
          <Alert variant="danger" className="mt-3 mb-0">
            {error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t("workspace.export.cancel")}
        </Button>
        <Button variant="primary" disabled={busy || columns.isPending} onClick={() => void download()}>
          {busy && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {busy ? t("workspace.export.downloading") : t("workspace.export.download")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
