import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";

/** Props of LeaveTabDialog. */
export interface LeaveTabDialogProps {
  show: boolean;
  onStay(): void;
  onLeave(): void;
}

/** "Leave this tab?": the question LeaveTabGuard asks, in a chunk of its own (with Bootstrap's modal). */
export function LeaveTabDialog({ show, onStay, onLeave }: LeaveTabDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onStay} aria-labelledby="leave-tab-title">
      <Modal.Header closeButton closeLabel={t("common.close")}>
        <Modal.Title id="leave-tab-title" as="h2" className="h5">
          {t("drafts.leave.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t("drafts.leave.body")}</Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onStay}>
          {t("drafts.leave.stay")}
        </Button>
        <Button variant="outline-secondary" onClick={onLeave}>
          {t("drafts.leave.leave")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
