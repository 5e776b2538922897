import { useRef } from "react";
import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import type { ConfirmQuestion } from "./button-actions.ts";

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  show: boolean;
  question: ConfirmQuestion | undefined;
  onAnswer(confirmed: boolean): void;
}

/**
 * The question a schema button asks before an action that cannot be undone (validating the
 * application): a modal dialog named by its title and described by its text, "cancel" focused
 * first so that Enter never confirms by accident; Escape and the close button cancel.
 */
export function ConfirmDialog({ show, question, onAnswer }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      show={show}
      onHide={() => onAnswer(false)}
      onEntered={() => cancel.current?.focus()}
      aria-labelledby="confirm-action-title"
      aria-describedby="confirm-action-body"
      data-testid="confirm-action"
    >
      <Modal.Header closeButton closeLabel={t("common.close")}>
        <Modal.Title id="confirm-action-title" as="h2" className="h5">
          {question?.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id="confirm-action-body">{question?.body}</Modal.Body>
      <Modal.Footer>
        <Button ref={cancel} variant="outline-secondary" onClick={() => onAnswer(false)}>
          {question?.cancel}
        </Button>
        <Button variant="success" onClick={() => onAnswer(true)}>
          {question?.confirm}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
