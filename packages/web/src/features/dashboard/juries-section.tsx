import Badge from "react-bootstrap/Badge";
import Table from "react-bootstrap/Table";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Dashboard } from "./dashboard-api.ts";
import { workspaceLink } from "./dashboard-api.ts";

/** The juries with their applications and publication state, each linked to its workspace view. */
export function JuriesSection({ juries }: { juries: Dashboard["juries"] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const state = (published: boolean) => (
    <Badge bg={published ? "success" : "secondary"}>
      {t(published ? "dashboard.published" : "dashboard.notPublished")}
    </Badge>
  );
  return (
    <section aria-labelledby="dashboard-juries-title" className="mb-4">
      <h2 id="dashboard-juries-title" className="h5">
        {t("dashboard.juries")}
      </h2>
      {juries.length === 0 ? (
        <p>{t("dashboard.noJury")}</p>
      ) : (
        <div
          className="table-responsive"
          role="region"
          aria-label={t("dashboard.scrollRegion", { table: t("dashboard.juries") })}
          tabIndex={0}
        >
          <Table size="sm" hover className="align-middle mb-0">
            <caption className="visually-hidden">{t("dashboard.juriesCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("dashboard.jury")}</th>
                <th scope="col" className="text-end">
                  {t("dashboard.applications")}
                </th>
                <th scope="col">{t("dashboard.results")}</th>
                <th scope="col">{t("dashboard.scholarshipResults")}</th>
              </tr>
            </thead>
            <tbody>
              {juries.map((jury) => {
                const name = jury.label || jury.id;
                return (
                  <tr key={jury.id}>
                    <th scope="row">
                      <Link
                        to={workspaceLink({ jury: jury.id })}
                        aria-label={t("dashboard.openJury", { jury: name })}
                      >
                        {name}
                      </Link>
                    </th>
                    <td className="text-end">{number.format(jury.applications)}</td>
                    <td>{state(jury.resultsPublished)}</td>
                    <td>{state(jury.scholarshipResultsPublished)}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
