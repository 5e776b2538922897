import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { describeError } from "../../lib/api-error.ts";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../lib/confirm-dialog.tsx";
import type { Jury, JurySaved } from "./juries-api.ts";
import { juriesQuery, publicationPreviewQuery, putJury } from "./juries-api.ts";
import type { PublicationAction } from "./publication-action.ts";
import { changeOf, juryName } from "./publication-action.ts";

/**
 * Asks before publishing or withdrawing a jury's results: publishing e-mails the candidates who have
 * a decision, so the dialog says how many, and how many applications have none yet (their
 * candidates are told when it is recorded), as the server counts them (publication preview); Publish
 * waits for those counts. The PUT is sent only on confirmation; the server's refusal stays in the dialog.
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
  const preview = useQuery({ ...publicationPreviewQuery(jury.id_jury), enabled: action === "publish" });
  const name = juryName(jury);
  const publishing = action === "publish" || action === "publishScholarships";
  // No publication without its counts: the office confirms knowing whom it tells.
  const counting = action === "publish" && !preview.data;
  return (
    <ConfirmDialog
      titleId="publish-jury-title"
      title={t(`juryPublication.${action}Title`, { jury: name })}
      closeLabel={t("juryPublication.close")}
      cancelLabel={t("juryPublication.cancel")}
      confirmLabel={t(publishing ? "juryPublication.confirmPublish" : "juryPublication.confirmWithdraw")}
      danger={!publishing}
      pending={change.isPending || counting}
      error={change.error}
      onConfirm={() => change.mutate()}
      onClose={onClose}
    >
      {action !== "publish" ? (
        <p>{t(`juryPublication.${action}Body`)}</p>
      ) : preview.isPending ? (
        <p role="status">{t("juryPublication.counting")}</p>
      ) : preview.error ? (
        <p className="text-danger">{describeError(preview.error, t)}</p>
      ) : (
        <>
          <p>{t("juryPublication.publishBody", { count: preview.data.recipients })}</p>
          {preview.data.undecided > 0 && (
            <p className="fw-semibold text-warning-emphasis">
              {t("juryPublication.publishUndecided", { count: preview.data.undecided })}
            </p>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
