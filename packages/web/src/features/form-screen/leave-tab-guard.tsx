import { useCallback, useState } from "react";
import { lazyComponent } from "../../lib/lazy-component.tsx";
import { useBlocker, type BlockerFunction } from "react-router";

// The dialog and Bootstrap's modal are downloaded the first time the question is asked (issue #13:
// they were a tenth of the form screen's JavaScript, which every form page runs at start).
const LeaveTabDialog = lazyComponent(
  async () => (await import("./leave-tab-dialog.tsx")).LeaveTabDialog,
).Component;

/**
 * Asks before leaving a tab (another tab's URL or another page) that has changes "Save and continue"
 * has not saved: they are kept as a draft, but not in the application. A change of anchor or query
 * on the same tab is not leaving it.
 */
export function LeaveTabGuard({ hasUnsavedChanges }: { hasUnsavedChanges(): boolean }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
    [hasUnsavedChanges],
  );
  const blocker = useBlocker(shouldBlock);
  const blocked = blocker.state === "blocked";
  // Once asked, the dialog stays mounted, hidden: its closing animation and focus return run.
  const [asked, setAsked] = useState(false);
  if (blocked && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <LeaveTabDialog show={blocked} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
  );
}
