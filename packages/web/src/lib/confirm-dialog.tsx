import type { ReactNode } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { describeError } from "./api-error.ts";

/**
 * A question asked before an action that cannot simply be undone (publishing a jury's results,
 * deactivating an account): title, what will happen, Cancel and the action. The action's refusal
 * stays in the dialog, in the server's words.
 */
export function ConfirmDialog(props: {
  titleId: string;
  title: string;
  children: ReactNode;
  closeLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  /** A destructive action's button is red. */
  danger: boolean;
  pending: boolean;
  error: unknown;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal show onHide={props.onClose} aria-labelledby={props.titleId}>
      <Modal.Header closeButton closeLabel={props.closeLabel}>
        <Modal.Title id={props.titleId} as="h2" className="h5">
          {props.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {props.children}
        {props.error != null && (
          <Alert variant="danger" className="mb-0">
            {describeError(props.error, t)}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={props.onClose}>
          {props.cancelLabel}
        </Button>
        <Button
          variant={props.danger ? "danger" : "primary"}
          disabled={props.pending}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
