import { useMutation, useQueryClient } from "@tanstack/react-query";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import type { Jury, JurySaved } from "./juries-api.ts";
import { juriesQuery, putJury } from "./juries-api.ts";
import type { PublicationAction } from "./publication-action.ts";
import { changeOf, juryName } from "./publication-action.ts";

/**
 * Asks before publishing or withdrawing a jury's results: publishing e-mails every validated
 * candidate, so the dialog says how many, and how many applications are still undecided. The PUT is
 * sent only on confirmation; the server's refusal stays in the dialog.
 */
export function PublishDialog({
  jury,
  action,
  onClose,
  onDone,
}: {
  jury: Jury;
  action: PublicationAction;
  onClose(): void;
  onDone(saved: JurySaved): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => putJury(jury.id_jury, changeOf(action)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: juriesQuery.queryKey });
      onDone(saved);
    },
  });
  const name = juryName(jury);
  const publishing = action === "publish" || action === "publishScholarships";
  return (
    <Modal show onHide={onClose} aria-labelledby="publish-jury-title">
      <Modal.Header closeButton closeLabel={t("juryPublication.close")}>
        <Modal.Title id="publish-jury-title" as="h2" className="h5">
          {t(`juryPublication.${action}Title`, { jury: name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {action === "publish" ? (
          <>
            <p>{t("juryPublication.publishBody", { count: jury.counts.total })}</p>
            {jury.counts.undecided > 0 && (
              <p className="fw-semibold text-warning-emphasis">
                {t("juryPublication.publishUndecided", { count: jury.counts.undecided })}
              </p>
            )}
          </>
        ) : (
          <p>{t(`juryPublication.${action}Body`)}</p>
        )}
        {change.error && (
          <Alert variant="danger" className="mb-0">
            {describeError(change.error, t)}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t("juryPublication.cancel")}
        </Button>
        <Button
          variant={publishing ? "primary" : "danger"}
          disabled={change.isPending}
          onClick={() => change.mutate()}
        >
          {t(publishing ? "juryPublication.confirmPublish" : "juryPublication.confirmWithdraw")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
