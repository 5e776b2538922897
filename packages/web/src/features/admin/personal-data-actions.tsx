import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { saveBlob } from "../../form/widgets/file/file-api.ts";
import { anonymiseAccount, eraseAccount, exportAccount, type ErasureOutcome } from "./personal-data-api.ts";

type Action = "erase" | "anonymise";

/** Props: the candidate open now, and what to do once their account is gone (close it). */
export interface PersonalDataActionsProps {
  login?: string;
  onGone(): void;
}

/**
 * The staff's personal-data actions on the open candidate: export their data as a ZIP, anonymise or
 * erase the account, each irreversible action behind a confirmation dialog. Issue #10's back office
 * will give these a fuller page; this is the minimal form.
 */
export function PersonalDataActions({ login, onGone }: PersonalDataActionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Action>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<{ action: Action; outcome: ErasureOutcome }>();

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setBusy(false);
    }
  }

  const download = () => run(async () => saveBlob(await exportAccount(login!), `data-${login}.zip`));

  const confirm = (action: Action) =>
    run(async () => {
      const outcome = await (action === "erase" ? eraseAccount(login!) : anonymiseAccount(login!));
      setAsking(undefined);
      setDone({ action, outcome });
      await queryClient.invalidateQueries({ queryKey: ["answers"] });
      onGone();
    });

  return (
    <>
      {done && (
        <Alert
          variant="success"
          role="status"
          dismissible
          closeLabel={t("common.close")}
          onClose={() => setDone(undefined)}
          className="small mt-3"
        >
          {t(done.action === "erase" ? "admin.privacy.erased" : "admin.privacy.anonymised", {
            answers: done.outcome.answers,
            files: done.outcome.files,
            reference: done.outcome.reference,
          })}
        </Alert>
      )}
      {login && (
        <Card className="mt-3" as="section" aria-labelledby="admin-privacy-title">
          <Card.Body className="p-2">
            <h2 id="admin-privacy-title" className="h6">
              {t("admin.privacy.title")}
            </h2>
            <p className="small text-body-secondary mb-2">{t("admin.privacy.intro")}</p>
            {error && !asking && (
              <Alert variant="danger" className="py-1 small">
                {error}
              </Alert>
            )}
            <div className="d-flex flex-wrap gap-1">
              <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => void download()}>
                {t("admin.privacy.export")}
              </Button>
              <Button size="sm" variant="outline-dark" disabled={busy} onClick={() => setAsking("anonymise")}>
                {t("admin.privacy.anonymise")}
              </Button>
              <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => setAsking("erase")}>
                {t("admin.privacy.erase")}
              </Button>
            </div>
          </Card.Body>
        </Card>
      )}
      <Modal
        show={!!asking && !!login}
        onHide={() => setAsking(undefined)}
        aria-labelledby="admin-privacy-confirm"
      >
        <Modal.Header closeButton closeLabel={t("common.close")}>
          <Modal.Title id="admin-privacy-confirm" as="h2" className="h5 text-break">
            {t(asking === "erase" ? "admin.privacy.eraseTitle" : "admin.privacy.anonymiseTitle", { login })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t(asking === "erase" ? "admin.privacy.eraseBody" : "admin.privacy.anonymiseBody")}</p>
          {error && (
            <Alert variant="danger" role="alert" className="mb-0">
              {error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setAsking(undefined)}>
            {t("admin.privacy.cancel")}
          </Button>
          <Button
            variant={asking === "erase" ? "danger" : "warning"}
            disabled={busy}
            onClick={() => asking && void confirm(asking)}
          >
            {t(asking === "erase" ? "admin.privacy.confirmErase" : "admin.privacy.confirmAnonymise")}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
