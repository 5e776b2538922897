import { useId, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { CheckFileForm } from "./check-file-form.tsx";
import { saveBlob } from "../../form/widgets/file/file-api.ts";
import type { ImportAnswer } from "./bulk-api.ts";
import { importDecisions, importTemplateCsv } from "./bulk-api.ts";
import { shownValue } from "./bulk-preview.tsx";

/**
 * Import of decisions from a CSV or XLSX file (administrators): the expected columns and a CSV
 * template, "Check the file" (a dry run listing the decisions ready and the lines to correct), and
 * Apply, enabled only when no line is wrong since the server applies all or nothing.
 */
export function ImportDecisionsDialog({
  onClose,
  onApplied,
}: {
  onClose(): void;
  onApplied(count: number): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File>();
  const [checked, setChecked] = useState<{ answer: ImportAnswer; of: File }>();
  const [busy, setBusy] = useState<"check" | "apply">();
  const [error, setError] = useState<string>();
  // The check holds for the file checked only.
  const current = checked && checked.of === file ? checked.answer : undefined;
  const applicable = current !== undefined && current.invalid.length === 0 && current.valid.length > 0;

  async function run(dryRun: boolean) {
    if (!file) return setError(t("bulk.import.pickFile"));
    setBusy(dryRun ? "check" : "apply");
    setError(undefined);
    try {
      const answer = await importDecisions(file, dryRun);
      if (dryRun) setChecked({ answer, of: file });
      else onApplied(answer.valid.length);
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`} size="lg" scrollable>
      <Modal.Header closeButton closeLabel={t("bulk.cancel")}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t("bulk.import.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-1">{t("bulk.import.intro")}</p>
        <p className="small">{t("bulk.import.columns")}</p>
        <Button
          variant="link"
          size="sm"
          className="px-0 mb-3"
          onClick={() => saveBlob(importTemplateCsv(), "decisions-template.csv")}
        >
          {t("bulk.import.template")}
        </Button>
        <CheckFileForm
          id={id}
          label={t("bulk.import.file")}
          checking={{ idle: t("bulk.import.check"), busy: t("bulk.import.checking") }}
          busy={busy}
          onFile={(chosen) => {
            setFile(chosen);
            setError(undefined);
          }}
          onCheck={() => void run(true)}
        />
        <div aria-live="polite">
          {error && (
            <Alert variant="danger" className="mt-3 mb-0">
              {error}
            </Alert>
          )}
          {current && <ImportReport answer={current} />}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t("bulk.cancel")}
        </Button>
        <Button
          variant="primary"
          disabled={!applicable || busy !== undefined}
          onClick={() => void run(false)}
        >
          {busy === "apply" && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {t("bulk.import.apply", { count: current?.valid.length ?? 0 })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** The dry run of a file: the lines to correct first (with why), then the decisions ready. */
function ImportReport({ answer }: { answer: ImportAnswer }) {
  const { t } = useTranslation();
  const empty = t("bulk.empty");
  return (
    <section className="mt-3">
      {answer.invalid.length > 0 && (
        <>
          <h3 className="h6 text-danger">
            {t("bulk.import.invalidTitle", { count: answer.invalid.length })}
          </h3>
          <p className="small">{t("bulk.import.fixFirst")}</p>
          <div className="table-responsive">
            <Table size="sm">
              <thead>
                <tr>
                  <th scope="col">{t("bulk.import.line")}</th>
                  <th scope="col">{t("bulk.import.login")}</th>
                  <th scope="col">{t("bulk.import.errors")}</th>
                </tr>
              </thead>
              <tbody>
                {answer.invalid.map((row) => (
                  <tr key={row.line}>
                    <th scope="row">{row.line}</th>
                    <td className="text-break">{row.login}</td>
                    <td>
                      <ul className="mb-0 ps-3">
                        {row.errors.map((message) => (
                          <li key={message}>{message}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </>
      )}
      <h3 className="h6">{t("bulk.import.validTitle", { count: answer.valid.length })}</h3>
      {answer.valid.length > 0 && (
        <div className="table-responsive">
          <Table size="sm">
            <thead>
              <tr>
                <th scope="col">{t("bulk.import.line")}</th>
                <th scope="col">{t("bulk.col.application")}</th>
                <th scope="col">{t("bulk.import.changes")}</th>
              </tr>
            </thead>
            <tbody>
              {answer.valid.map((row) => (
                <tr key={row.line}>
                  <th scope="row">{row.line}</th>
                  <td className="text-break">
                    {row.name}
                    <div className="small text-body-secondary">{row.login}</div>
                  </td>
                  <td>
                    <ul className="mb-0 ps-3">
                      {row.changes.map((change) => (
                        <li key={change.field}>
                          {change.label}: {shownValue(change.before, empty)} →{" "}
                          {shownValue(change.after, empty)}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
