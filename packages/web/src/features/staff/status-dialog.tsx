import { useMutation, useQueryClient } from "@tanstack/react-query";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
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
    <Modal show onHide={onClose} aria-labelledby="status-staff-title">
      <Modal.Header closeButton closeLabel={t("staffPage.close")}>
        <Modal.Title id="status-staff-title" as="h2" className="h5">
          {t(deactivate ? "staffPage.deactivateTitle" : "staffPage.reactivateTitle", { login })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className={change.error ? undefined : "mb-0"}>
          {t(deactivate ? "staffPage.deactivateBody" : "staffPage.reactivateBody", { login })}
        </p>
        {change.error && (
          <Alert variant="danger" className="mb-0">
            {describeError(change.error, t)}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t("staffPage.cancel")}
        </Button>
        <Button
          variant={deactivate ? "danger" : "primary"}
          disabled={change.isPending}
          onClick={() => change.mutate()}
        >
          {t(deactivate ? "staffPage.deactivate" : "staffPage.reactivate")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
