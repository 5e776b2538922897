import { useCallback, useEffect } from "react";
import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import { useBlocker, type BlockerFunction } from "react-router";
import { useTranslation } from "react-i18next";

/**
 * Asks before leaving the dossier (Next or Previous application, j/k, a link, Back) while the
 * internal note field holds text not added yet, as the form asks for a tab's unsaved changes; and
 * has the browser ask before the page closes or reloads. Staying keeps the text.
 */
export function DossierNoteGuard({ hasUnaddedNote }: { hasUnaddedNote(): boolean }) {
  const { t } = useTranslation();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasUnaddedNote(),
    [hasUnaddedNote],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const onUnload = (event: BeforeUnloadEvent) => {
      if (hasUnaddedNote()) event.preventDefault();
    };
    window.addEventListener("beforeunload", onUnload);
    return () => window.removeEventListener("beforeunload", onUnload);
  }, [hasUnaddedNote]);

  const stay = () => blocker.reset?.();
  return (
    <Modal show={blocker.state === "blocked"} onHide={stay} aria-labelledby="note-leave-title">
      <Modal.Header closeButton closeLabel={t("common.close")}>
        <Modal.Title id="note-leave-title" as="h2" className="h5">
          {t("dossier.notes.leave.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t("dossier.notes.leave.body")}</Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={stay}>
          {t("dossier.notes.leave.stay")}
        </Button>
        <Button variant="outline-danger" onClick={() => blocker.proceed?.()}>
          {t("dossier.notes.leave.leave")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
