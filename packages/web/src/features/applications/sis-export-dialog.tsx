import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api, dataOf } from "../../lib/api/client.ts";
import { describeError } from "../../lib/api-error.ts";
import { exportToSis, type SisExportRequest, type SisFormat } from "../../lib/sis-export-download.ts";
import { saveBlob } from "../../form/widgets/file/file-api.ts";
import type { Selection } from "./bulk-api.ts";

type Population = NonNullable<SisExportRequest["population"]>;

/**
 * "Export to student system" (issue #39): the admitted (or only the registered) candidates of the
 * selection or of the current view, as CSV or JSON, by default only those no export held yet; the
 * server counts them first, and the export is logged with its candidates.
 */
export function SisExportDialog({
  selection,
  count,
  selected,
  onClose,
  onDone,
}: {
  selection: Selection;
  /** Applications of the selection or of the view. */
  count: number;
  /** True when rows are ticked (or every row of the view was chosen), false for the whole view. */
  selected: boolean;
  onClose(): void;
  onDone(message: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [format, setFormat] = useState<SisFormat>("csv");
  const [population, setPopulation] = useState<Population>("admitted");
  const [onlyNotExported, setOnlyNotExported] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const preview = useQuery({
    queryKey: ["sis-export-preview", selection, population],
    queryFn: () => dataOf(api.POST("/ws/admin/sis/exports/preview", { body: { selection, population } })),
    gcTime: 0,
  });
  const exported = preview.data
    ? preview.data.count + (onlyNotExported ? 0 : preview.data.alreadyExported)
    : 0;

  async function run() {
    setBusy(true);
    setError(undefined);
    try {
      const file = await exportToSis({ selection, format, population, onlyNotExported });
      if (file.id === null) {
        onDone(t("sisHandoff.export.nobody"));
      } else {
        saveBlob(file.blob, file.fileName);
        onDone(t("sisHandoff.export.done", { count: file.count, file: file.fileName, id: file.id }));
      }
      // Who is exported changed: the workspace's hand-off filter and the log read it.
      void queryClient.invalidateQueries({ queryKey: ["admin-applications"] });
      void queryClient.invalidateQueries({ queryKey: ["admin-sis-exports"] });
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={t("sisHandoff.export.cancel")}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t("sisHandoff.export.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t("sisHandoff.export.intro")}</p>
        <p className="fw-semibold">
          {t(selected ? "sisHandoff.export.scopeSelected" : "sisHandoff.export.scopeView", { count })}
        </p>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold mb-1">{t("sisHandoff.export.population")}</legend>
          {(["admitted", "registered"] as const).map((value) => (
            <Form.Check
              key={value}
              type="radio"
              id={`${id}-population-${value}`}
              name={`${id}-population`}
              label={t(`sisHandoff.export.${value}`)}
              checked={population === value}
              onChange={() => setPopulation(value)}
            />
          ))}
        </fieldset>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold mb-1">{t("sisHandoff.export.format")}</legend>
          {(["csv", "json"] as const).map((value) => (
            <Form.Check
              key={value}
              inline
              type="radio"
              id={`${id}-format-${value}`}
              name={`${id}-format`}
              label={t(`sisHandoff.export.${value}`)}
              checked={format === value}
              onChange={() => setFormat(value)}
            />
          ))}
        </fieldset>
        <Form.Check
          type="checkbox"
          id={`${id}-only`}
          label={t("sisHandoff.export.onlyNotExported")}
          checked={onlyNotExported}
          onChange={(event) => setOnlyNotExported(event.target.checked)}
        />
        <div aria-live="polite" className="mt-3">
          {preview.isPending ? (
            <p className="mb-0 text-body-secondary">{t("sisHandoff.export.counting")}</p>
          ) : preview.error ? (
            <Alert variant="danger" className="mb-0">
              {describeError(preview.error, t)}
            </Alert>
          ) : (
            <p className="mb-0">
              {t("sisHandoff.export.count", { count: preview.data.count })}{" "}
              {preview.data.alreadyExported > 0 &&
                t("sisHandoff.export.already", { count: preview.data.alreadyExported })}
            </p>
          )}
          {error && (
            <Alert variant="danger" className="mt-3 mb-0">
              {error}
            </Alert>
          )}
        </div>
        <p className="mt-3 mb-0 small">
          <Link to="/admin/sis-exports">{t("sisHandoff.export.logLink")}</Link>
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t("sisHandoff.export.cancel")}
        </Button>
        <Button
          variant="primary"
          disabled={busy || !preview.data || exported === 0}
          onClick={() => void run()}
        >
          {busy && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {busy ? t("sisHandoff.export.exporting") : t("sisHandoff.export.submit", { count: exported })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** The workspace's button opening the dialog (administrators), with the selection it exports. */
export function SisExportButton(props: Omit<Parameters<typeof SisExportDialog>[0], "onClose">) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline-primary" size="sm" onClick={() => setOpen(true)}>
        {t("sisHandoff.export.button")}
      </Button>
      {open && (
        <SisExportDialog
          {...props}
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            props.onDone(message);
          }}
        />
      )}
    </>
  );
}
