import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../lib/use-translation.tsx";
import { ConfirmDialog } from "../../lib/confirm-dialog.tsx";
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
    <ConfirmDialog
      titleId="publish-jury-title"
      title={t(`juryPublication.${action}Title`, { jury: name })}
      closeLabel={t("juryPublication.close")}
      cancelLabel={t("juryPublication.cancel")}
      confirmLabel={t(publishing ? "juryPublication.confirmPublish" : "juryPublication.confirmWithdraw")}
      danger={!publishing}
      pending={change.isPending}
      error={change.error}
      onConfirm={() => change.mutate()}
      onClose={onClose}
    >
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
    </ConfirmDialog>
  );
}
