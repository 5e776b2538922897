import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import type { FunnelLine } from "./dashboard-api.ts";
import { FUNNEL_STEPS, workspaceLink } from "./dashboard-api.ts";
import { Link } from "react-router";

/**
 * The funnel per programme as a table: the chart's text alternative and its exact figures. Each
 * programme links to the workspace filtered on it (applications without a programme yet have no
 * filter of their own).
 */
export function FunnelTable({ funnel }: { funnel: FunnelLine[] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div
      className="table-responsive"
      role="region"
      aria-label={t("dashboard.scrollRegion", { table: t("dashboard.funnel") })}
      tabIndex={0}
    >
      <Table size="sm" hover className="align-middle mb-0">
        <caption className="caption-top">{t("dashboard.funnelCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("dashboard.programme")}</th>
            {FUNNEL_STEPS.map(({ id, label }) => (
              <th key={id} scope="col" className="text-end">
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {funnel.map((line) => (
            <tr key={line.typeformation}>
              <th scope="row">
                {line.typeformation ? (
                  <Link to={workspaceLink({ typeformation: line.typeformation })}>
                    {line.label || line.typeformation}
                  </Link>
                ) : (
                  t("dashboard.noProgrammeChosen")
                )}
              </th>
              {FUNNEL_STEPS.map(({ id }) => (
                <td key={id} className="text-end">
                  {number.format(line[id])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
