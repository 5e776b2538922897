import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import type { StaffMember } from "./staff-api.ts";
import { statusOf } from "./staff-api.ts";

const STATUS_COLOURS = { invited: "info", active: "success", deactivated: "secondary" } as const;

/**
 * The staff as a table: login, role, juries by their labels, status, last seen, and the actions
 * (edit; deactivate or reactivate), each button named after the member it acts on for screen
 * readers ("Edit ada@example.org") while the eye reads the row.
 */
export function StaffTable({
  members,
  juryLabels,
  me,
  onEdit,
  onToggle,
}: {
  members: StaffMember[];
  juryLabels: Map<string, string>;
  me: string | undefined;
  onEdit(member: StaffMember): void;
  onToggle(member: StaffMember): void;
}) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className="table-responsive" role="region" aria-label={t("staffPage.scrollRegion")} tabIndex={0}>
      <Table hover className="align-middle">
        <caption className="visually-hidden">{t("staffPage.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("staffPage.login")}</th>
            <th scope="col">{t("staffPage.role")}</th>
            <th scope="col">{t("staffPage.juries")}</th>
            <th scope="col">{t("staffPage.status")}</th>
            <th scope="col">{t("staffPage.lastSeen")}</th>
            <th scope="col">{t("staffPage.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const status = statusOf(member);
            const login = member.login;
            return (
              <tr key={member.id}>
                <th scope="row" className="text-break">
                  {login}
                  {login === me && (
                    <span className="text-body-secondary fw-normal"> ({t("staffPage.you")})</span>
                  )}
                </th>
                <td>{t(`staffPage.role.${member.role}`)}</td>
                <td>
                  {member.role === "administrator"
                    ? t("staffPage.allJuries")
                    : member.juries.map((id) => juryLabels.get(id) ?? id).join(", ")}
                </td>
                <td>
                  <Badge bg={STATUS_COLOURS[status]} text={status === "invited" ? "dark" : undefined}>
                    {t(`staffPage.status.${status}`)}
                  </Badge>
                </td>
                <td>{member.lastSeen ? when.format(new Date(member.lastSeen)) : t("staffPage.never")}</td>
                <td className="text-nowrap">
                  <Button size="sm" variant="outline-primary" className="me-2" onClick={() => onEdit(member)}>
                    {t("staffPage.edit")}
                    <span className="visually-hidden"> {login}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant={member.disabled ? "outline-success" : "outline-danger"}
                    onClick={() => onToggle(member)}
                  >
                    {t(member.disabled ? "staffPage.reactivate" : "staffPage.deactivate")}
                    <span className="visually-hidden"> {login}</span>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
