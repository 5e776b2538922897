import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { JuryCheckboxes } from "./jury-checkboxes.tsx";
import { RoleRadios } from "./role-radios.tsx";
import type { StaffMember } from "./staff-api.ts";
import { staffQuery, updateStaff } from "./staff-api.ts";

/**
 * Changes a staff member's role and juries (PATCH). The server's refusal (an administrator
 * demoting themselves, the last administrator) stays in the dialog, in the server's words.
 */
export function EditDialog({
  member,
  onClose,
  onSaved,
  juries,
}: {
  member: StaffMember;
  onClose(): void;
  onSaved(member: StaffMember): void;
  juries: { id: string; label: string }[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [role, setRole] = useState(member.role);
  const [chosen, setChosen] = useState(member.juries);
  const [tried, setTried] = useState(false);
  const save = useMutation({
    mutationFn: () => updateStaff(member.id, { role, juries: role === "reviewer" ? chosen : [] }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: staffQuery.queryKey });
      onSaved(saved);
    },
  });
  const missingJury = role === "reviewer" && chosen.length === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!missingJury) save.mutate();
  }

  return (
    <Modal show onHide={onClose} aria-labelledby="edit-staff-title">
      <Form onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t("staffPage.close")}>
          <Modal.Title id="edit-staff-title" as="h2" className="h5">
            {t("staffPage.editTitle", { login: member.login })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <RoleRadios idPrefix="edit" role={role} onChange={setRole} />
          {role === "reviewer" && (
            <JuryCheckboxes
              idPrefix="edit"
              juries={juries}
              chosen={chosen}
              onChange={setChosen}
              invalid={tried && missingJury}
            />
          )}
          {save.error && (
            <Alert variant="danger" className="mb-0">
              {describeError(save.error, t)}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            {t("staffPage.cancel")}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t("staffPage.save")}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
