import { useCallback } from "react";
import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import { useBlocker } from "../../lib/router/hooks.ts";
import type { BlockerFunction } from "../../lib/router/router.ts";
import { useTranslation } from "../../lib/use-translation.tsx";

/**
 * Asks before leaving a tab (another tab's URL or another page) that has changes "Save and continue"
 * has not saved: they are kept as a draft, but not in the application. A change of anchor or query
 * on the same tab is not leaving it.
 */
export function LeaveTabGuard({ hasUnsavedChanges }: { hasUnsavedChanges(): boolean }) {
  const { t } = useTranslation();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
    [hasUnsavedChanges],
  );
  const blocker = useBlocker(shouldBlock);
  const blocked = blocker.state === "blocked";
  return (
    <Modal show={blocked} onHide={() => blocker.reset?.()} aria-labelledby="leave-tab-title">
      <Modal.Header closeButton closeLabel={t("common.close")}>
        <Modal.Title id="leave-tab-title" as="h2" className="h5">
          {t("drafts.leave.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t("drafts.leave.body")}</Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={() => blocker.reset?.()}>
          {t("drafts.leave.stay")}
        </Button>
        <Button variant="outline-secondary" onClick={() => blocker.proceed?.()}>
          {t("drafts.leave.leave")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
