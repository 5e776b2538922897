import { useId, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { CheckFileForm } from "./check-file-form.tsx";
import type { ScoresImportAnswer } from "./scores-file-api.ts";
import { importScores } from "./scores-file-api.ts";

/**
 * Import of reviews' scores from a CSV or XLSX file in the export's layout (administrators, issue
 * #38): "Check the file" (a dry run listing each line's score before and after, and its problems),
 * then Apply, enabled only when no line has a problem since the server writes all or nothing.
 */
export function ImportScoresDialog({
  onClose,
  onApplied,
}: {
  onClose(): void;
  onApplied(count: number): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File>();
  const [checked, setChecked] = useState<{ answer: ScoresImportAnswer; of: File }>();
  const [busy, setBusy] = useState<"check" | "apply">();
  const [error, setError] = useState<string>();
  // The check holds for the file checked only.
  const current = checked && checked.of === file ? checked.answer : undefined;
  const applicable = current !== undefined && current.invalid === 0 && current.rows.length > 0;

  async function run(dryRun: boolean) {
    if (!file) return setError(t("ranking.scores.import.pickFile"));
    setBusy(dryRun ? "check" : "apply");
    setError(undefined);
    try {
      const answer = await importScores(file, dryRun);
      if (dryRun) setChecked({ answer, of: file });
      else onApplied(answer.rows.length);
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`} size="lg" scrollable>
      <Modal.Header closeButton closeLabel={t("ranking.scores.cancel")}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t("ranking.scores.import.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-1">{t("ranking.scores.import.intro")}</p>
        <p className="small">{t("ranking.scores.import.effect")}</p>
        <CheckFileForm
          id={id}
          label={t("ranking.scores.import.file")}
          checking={{ idle: t("ranking.scores.import.check"), busy: t("ranking.scores.import.checking") }}
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
          {current && <ScoresReport answer={current} />}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t("ranking.scores.cancel")}
        </Button>
        <Button
          variant="primary"
          disabled={!applicable || busy !== undefined}
          onClick={() => void run(false)}
        >
          {busy === "apply" && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {t("ranking.scores.import.apply", {
            count: current && current.invalid === 0 ? current.rows.length : 0,
          })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** A score as the report shows it: "none" when no review is submitted (or the line cannot give one). */
function shownScore(score: number | null, none: string): string {
  return score === null ? none : String(score);
}

/** The dry run of a file: how many lines are ready or to correct, then every line in order. */
function ScoresReport({ answer }: { answer: ScoresImportAnswer }) {
  const { t } = useTranslation();
  const none = t("ranking.scores.import.noScore");
  if (answer.rows.length === 0) return <p className="mt-3 mb-0">{t("ranking.scores.import.emptyFile")}</p>;
  return (
    <section className="mt-3">
      {answer.invalid > 0 ? (
        <>
          <h3 className="h6 text-danger">
            {t("ranking.scores.import.invalidTitle", { count: answer.invalid })}
          </h3>
          <p className="small">{t("ranking.scores.import.fixFirst")}</p>
        </>
      ) : (
        <h3 className="h6">{t("ranking.scores.import.readyTitle", { count: answer.rows.length })}</h3>
      )}
      <div className="table-responsive">
        <Table size="sm">
          <thead>
            <tr>
              <th scope="col">{t("ranking.scores.import.line")}</th>
              <th scope="col">{t("ranking.scores.import.application")}</th>
              <th scope="col">{t("ranking.scores.import.reviewer")}</th>
              <th scope="col">{t("ranking.scores.import.score")}</th>
              <th scope="col">{t("ranking.scores.import.problems")}</th>
            </tr>
          </thead>
          <tbody>
            {answer.rows.map((row) => (
              <tr key={row.line} className={row.problems.length > 0 ? "table-danger" : undefined}>
                <th scope="row">{row.line}</th>
                <td className="text-break">{row.application}</td>
                <td className="text-break">{row.reviewer}</td>
                <td>
                  {`${shownScore(row.before, none)} → ${shownScore(row.after, none)}`}
                  {row.problems.length === 0 && !row.changed && (
                    <span className="small text-body-secondary">
                      {" "}
                      ({t("ranking.scores.import.unchanged")})
                    </span>
                  )}
                </td>
                <td>
                  {row.problems.length === 0 ? (
                    <span className="text-success">{t("ranking.scores.import.ready")}</span>
                  ) : (
                    <ul className="mb-0 ps-3">
                      {row.problems.map((problem) => (
                        <li key={problem}>{problem}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </section>
  );
}
