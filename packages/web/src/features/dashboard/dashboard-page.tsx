import { useQuery } from "@tanstack/react-query";
import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { isStaffSession } from "../../lib/staff-session.ts";
import { DOCUMENTS_TO_CHECK_VIEW } from "@portal/domain/workflow/document-requests";
import { dashboardQuery, workspaceLink } from "./dashboard-api.ts";
import { FunnelSection } from "./funnel-section.tsx";
import { JuriesSection } from "./juries-section.tsx";
import { KeyFigures } from "./key-figures.tsx";
import { PerDaySection } from "./per-day-section.tsx";
import { WithdrawalsSection } from "./withdrawals-section.tsx";

/**
 * Route /admin: the campaign at a glance for staff (a reviewer sees their juries only, as the
 * server answers): key figures, applications per day, the funnel per programme, documents
 * awaiting review and the juries' publication state, each leading to the workspace filtered.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const staff = isStaffSession(session);
  const dashboard = useQuery({ ...dashboardQuery, enabled: staff });

  if (!staff) return <Alert variant="warning">{t("backOffice.staffOnly")}</Alert>;

  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="h3 mb-3">
        {t("dashboard.title")}
      </h1>
      {dashboard.isPending ? (
        <PageSpinner label={t("dashboard.loading")} />
      ) : dashboard.error ? (
        <Alert variant="danger">{describeError(dashboard.error, t)}</Alert>
      ) : (
        <>
          <KeyFigures dashboard={dashboard.data} />
          <PerDaySection perDay={dashboard.data.perDay} />
          <FunnelSection funnel={dashboard.data.funnel} />
          <section aria-labelledby="documents-title" className="mb-4">
            <Card body>
              <h2 id="documents-title" className="h5">
                {t("dashboard.documents")}
              </h2>
              <p className="mb-2">
                {t("dashboard.documentsCount", {
                  count: dashboard.data.documentsAwaitingReview,
                  n: new Intl.NumberFormat(i18n.language).format(dashboard.data.documentsAwaitingReview),
                })}
              </p>
              {/* The very view the server counted: validated applications with a document to check. */}
              <Link to={workspaceLink(DOCUMENTS_TO_CHECK_VIEW)}>{t("dashboard.documentsLink")}</Link>
            </Card>
          </section>
          <WithdrawalsSection dashboard={dashboard.data} />
          <JuriesSection juries={dashboard.data.juries} />
        </>
      )}
    </section>
  );
}
