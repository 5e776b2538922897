import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import Alert from "react-bootstrap/Alert";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { isAdministratorSession } from "../../lib/staff-session.ts";
import { EditDialog } from "./edit-dialog.tsx";
import { InviteForm } from "./invite-form.tsx";
import type { StaffMember } from "./staff-api.ts";
import { juryChoicesQuery, staffQuery } from "./staff-api.ts";
import { StaffTable } from "./staff-table.tsx";
import { StatusDialog } from "./status-dialog.tsx";

type Notice = { variant: "success" | "danger"; text: string };

/**
 * Route /admin/staff (administrators): the staff table, the invitation form, and the dialogs
 * that change a member's role and juries or deactivate / reactivate them.
 */
export function StaffPage() {
  const { t } = useTranslation();
  const session = useSession();
  const administrator = isAdministratorSession(session);
  const staff = useQuery({ ...staffQuery, enabled: administrator });
  const juries = useQuery({ ...juryChoicesQuery, enabled: administrator });
  const juryLabels = useMemo(() => new Map((juries.data ?? []).map((j) => [j.id, j.label])), [juries.data]);
  const [notice, setNotice] = useState<Notice>();
  const [editing, setEditing] = useState<StaffMember>();
  const [toggling, setToggling] = useState<StaffMember>();

  if (!administrator) return <Alert variant="warning">{t("juries.adminOnly")}</Alert>;

  const failed = (error: unknown) => setNotice({ variant: "danger", text: describeError(error, t) });
  const succeeded = (key: string, member: StaffMember) =>
    setNotice({ variant: "success", text: t(key, { login: member.login }) });

  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title" className="h3 mb-3">
        {t("staffPage.title")}
      </h1>
      <p className="text-body-secondary">{t("staffPage.intro")}</p>
      {/* role="status" (polite) for a success, role="alert" for a failure. */}
      {notice && (
        <Alert
          variant={notice.variant}
          role={notice.variant === "danger" ? "alert" : "status"}
          dismissible
          closeLabel={t("common.close")}
          onClose={() => setNotice(undefined)}
        >
          {notice.text}
        </Alert>
      )}
      <InviteForm
        juries={juries.data ?? []}
        onInvited={(member) => succeeded("staffPage.invited", member)}
        onFailed={failed}
      />
      {staff.isPending ? (
        <PageSpinner label={t("staffPage.loading")} />
      ) : staff.error ? (
        <Alert variant="danger">{describeError(staff.error, t)}</Alert>
      ) : staff.data.length === 0 ? (
        <p>{t("staffPage.none")}</p>
      ) : (
        <StaffTable
          members={staff.data}
          juryLabels={juryLabels}
          me={session?.login}
          onEdit={setEditing}
          onToggle={setToggling}
        />
      )}
      {editing && (
        <EditDialog
          member={editing}
          juries={juries.data ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={(member) => {
            setEditing(undefined);
            succeeded("staffPage.saved", member);
          }}
        />
      )}
      {toggling && (
        <StatusDialog
          member={toggling}
          onClose={() => setToggling(undefined)}
          onDone={(member) => {
            setToggling(undefined);
            succeeded(member.disabled ? "staffPage.deactivated" : "staffPage.reactivated", member);
          }}
        />
      )}
    </section>
  );
}
