import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../lib/confirm-dialog.tsx";
import type { StaffMember } from "./staff-api.ts";
import { staffQuery, updateStaff } from "./staff-api.ts";

/**
 * Asks for confirmation before deactivating a staff member (their sessions end at once) or
 * reactivating them; the server's refusal stays in the dialog.
 */
export function StatusDialog({
  member,
  onClose,
  onDone,
}: {
  member: StaffMember;
  onClose(): void;
  onDone(member: StaffMember): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deactivate = !member.disabled;
  const change = useMutation({
    mutationFn: () => updateStaff(member.id, { disabled: deactivate }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: staffQuery.queryKey });
      onDone(saved);
    },
  });
  const login = member.login;
  return (
    <ConfirmDialog
      titleId="status-staff-title"
      title={t(deactivate ? "staffPage.deactivateTitle" : "staffPage.reactivateTitle", { login })}
      closeLabel={t("staffPage.close")}
      cancelLabel={t("staffPage.cancel")}
      confirmLabel={t(deactivate ? "staffPage.deactivate" : "staffPage.reactivate")}
      danger={deactivate}
      pending={change.isPending}
      error={change.error}
      onConfirm={() => change.mutate()}
      onClose={onClose}
    >
      <p className={change.error ? undefined : "mb-0"}>
        {t(deactivate ? "staffPage.deactivateBody" : "staffPage.reactivateBody", { login })}
      </p>
    </ConfirmDialog>
  );
}
