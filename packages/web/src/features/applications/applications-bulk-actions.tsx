import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/session-store.ts";
import { isAdministratorSession } from "../../lib/staff-session.ts";
import type { RowSelection } from "./applications-selection.tsx";
import { SelectionBar, selectedCount, selectionOf } from "./applications-selection.tsx";
import type { ViewQuery } from "./applications-view.ts";
import { BulkChangeDialog } from "./bulk-change-dialog.tsx";
import { filtersSelection } from "./bulk-api.ts";
import { ImportDecisionsDialog } from "./import-decisions-dialog.tsx";
import { ImportScoresDialog } from "./import-scores-dialog.tsx";
import { ReminderDialog } from "./reminder-dialog.tsx";
import { InterviewInviteDialog } from "./interview-invite-dialog.tsx";
import { ReviewAssignDialog } from "./review-assign-dialog.tsx";

type Dialog = "change" | "remind" | "import" | "scores" | "interview" | "assign";

/** The view's filters when it shows one programme (issue #38): its ranking's top N may be decided on. */
function oneProgramme(query: ViewQuery): Record<string, string> | undefined {
  const { filters } = filtersSelection(query) as { filters: Record<string, string> };
  const programme = filters.programme ?? "";
  return programme !== "" && !programme.includes(",") ? filters : undefined;
}

/**
 * The workspace's actions on several applications: the selection bar and its dialogs (bulk
 * change, reminder), the decisions and scores imports for administrators, and the status message
 * each leaves.
 * After a change the listing is fetched again and the selection cleared.
 */
export function ApplicationsBulkActions({
  query,
  selection,
  shown,
  total,
  juries,
}: {
  query: ViewQuery;
  selection: RowSelection;
  shown: number;
  total: number;
  juries: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const admin = isAdministratorSession(useSession());
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>();
  const [done, setDone] = useState<string>();
  const count = selectedCount(selection, total);

  const finish = (message: string, changed: boolean) => {
    setDialog(undefined);
    setDone(message);
    if (!changed) return;
    selection.clear();
    void queryClient.invalidateQueries({ queryKey: ["admin-applications"] });
  };

  // Imported scores change reviews, the applications' standing and the readers' calibration: every
  // query showing one is fetched again.
  const scoresImported = (count: number) => {
    finish(t("ranking.scores.import.applied", { count }), true);
    for (const key of ["dossier", "review-queue", "review-readers", "admin-calibration"])
      void queryClient.invalidateQueries({ queryKey: [key] });
  };

  // Rendered in the workspace's toolbar row: the import button beside Export, the selection bar and
  // the status message each on a line of their own below.
  return (
    <>
      {admin && (
        <Button variant="outline-primary" size="sm" onClick={() => setDialog("import")}>
          {t("bulk.import")}
        </Button>
      )}
      {admin && (
        <Button variant="outline-primary" size="sm" onClick={() => setDialog("scores")}>
          {t("ranking.scores.import")}
        </Button>
      )}
      <div className="w-100">
        <SelectionBar
          selection={selection}
          shown={shown}
          total={total}
          onChange={() => setDialog("change")}
          onRemind={() => setDialog("remind")}
          onInvite={admin ? () => setDialog("interview") : undefined}
          onAssign={admin ? () => setDialog("assign") : undefined}
        />
      </div>
      <div role="status" className="w-100">
        {done && (
          <Alert
            variant="success"
            dismissible
            closeLabel={t("common.close")}
            onClose={() => setDone(undefined)}
          >
            {done}
          </Alert>
        )}
      </div>
      {dialog === "change" && (
        <BulkChangeDialog
          selection={selectionOf(selection, query)}
          count={count}
          all={selection.all}
          admin={admin}
          juries={juries}
          ranking={oneProgramme(query)}
          onClose={() => setDialog(undefined)}
          onApplied={(n) => finish(t("bulk.applied", { count: n }), true)}
        />
      )}
      {dialog === "remind" && (
        <ReminderDialog
          selection={selectionOf(selection, query)}
          onClose={() => setDialog(undefined)}
          onSent={(n) => finish(t("bulk.remind.sent", { count: n }), false)}
        />
      )}
      {dialog === "interview" && (
        <InterviewInviteDialog
          selection={selectionOf(selection, query)}
          count={count}
          onClose={() => setDialog(undefined)}
          onInvited={(message) => finish(message, false)}
        />
      )}
      {dialog === "assign" && (
        <ReviewAssignDialog
          selection={selectionOf(selection, query)}
          count={count}
          onClose={() => setDialog(undefined)}
          onDone={(message) => finish(message, false)}
        />
      )}
      {dialog === "scores" && (
        <ImportScoresDialog onClose={() => setDialog(undefined)} onApplied={scoresImported} />
      )}
      {dialog === "import" && (
        <ImportDecisionsDialog
          onClose={() => setDialog(undefined)}
          onApplied={(n) => finish(t("bulk.import.applied", { count: n }), true)}
        />
      )}
    </>
  );
}
