import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { juriesQuery } from "./juries-api.ts";
import { JuryRow } from "./jury-row.tsx";

/**
 * Route /admin/juries: administrators list the juries with their publication flags (results,
 * scholarship results) as switches and save each jury; candidates see their decisions only once
 * their jury's flag is on (SPEC §4).
 */
export function JuriesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const juries = useQuery({ ...juriesQuery, enabled: !!session?.admin });
  const [alert, setAlert] = useState<{ variant: "success" | "danger"; text: string }>();

  if (!session?.admin) return <Alert variant="warning">{t("juries.adminOnly")}</Alert>;

  const saved = (id: string) => setAlert({ variant: "success", text: t("juries.saved", { jury: id }) });
  const failed = (error: unknown) => setAlert({ variant: "danger", text: describeError(error, t) });

  return (
    <section aria-labelledby="juries-title">
      <h1 id="juries-title" className="h3 mb-3">
        {t("juries.title")}
      </h1>
      <p className="text-body-secondary">{t("juries.intro")}</p>
      {alert && (
        <Alert variant={alert.variant} dismissible onClose={() => setAlert(undefined)}>
          {alert.text}
        </Alert>
      )}
      {juries.isPending ? (
        <PageSpinner label={t("juries.loading")} />
      ) : juries.error ? (
        <Alert variant="danger">{describeError(juries.error, t)}</Alert>
      ) : juries.data.length === 0 ? (
        <p>{t("juries.none")}</p>
      ) : (
        <Table responsive hover className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t("juries.jury")}</th>
              <th scope="col">{t("juries.results")}</th>
              <th scope="col">{t("juries.scholarships")}</th>
              <th scope="col" className="text-end">
                <span className="visually-hidden">{t("juries.save")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {juries.data.map((jury) => (
              <JuryRow key={jury.id_jury} jury={jury} onSaved={saved} onFailed={failed} />
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
