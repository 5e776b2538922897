import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { describeError } from "../../lib/api-error.ts";
import { intlLocale } from "../../lib/intl-locale.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { repeatSisExport, type SisFormat } from "../../lib/sis-export-download.ts";
import { saveBlob } from "../../form/widgets/file/file-api.ts";
import { sisExportQuery, sisExportsQuery, type SisExportLog } from "./sis-handoff-api.ts";

/**
 * Route /admin/sis-exports (issue #39): every export to the student information system, latest first:
 * who, when, the format, how many candidates and which (shown on demand), and a download of the same
 * candidates again (itself logged).
 */
export function SisExportsPage() {
  const { t, i18n } = useTranslation();
  const administrator = useSession()?.admin === true;
  const queryClient = useQueryClient();
  const list = useQuery({ ...sisExportsQuery, enabled: administrator });
  const [open, setOpen] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ variant: "success" | "danger"; text: string }>();
  if (!administrator) return <Alert variant="warning">{t("sisHandoff.adminOnly")}</Alert>;
  const when = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: "medium",
    timeStyle: "short",
  });

  async function again(row: SisExportLog, format: SisFormat) {
    setBusy(true);
    setOutcome(undefined);
    try {
      const file = await repeatSisExport(row.id, format);
      saveBlob(file.blob, file.fileName);
      setOutcome({
        variant: "success",
        text: t("sisHandoff.log.downloaded", { file: file.fileName, id: file.id }),
      });
      await queryClient.invalidateQueries({ queryKey: sisExportsQuery.queryKey });
    } catch (failure) {
      setOutcome({ variant: "danger", text: describeError(failure, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="sis-exports-title">
      <h1 id="sis-exports-title" className="h3 mb-3">
        {t("sisHandoff.log.title")}
      </h1>
      <p className="text-body-secondary">{t("sisHandoff.log.intro")}</p>
      <div role="status">
        {outcome && (
          <Alert
            variant={outcome.variant}
            dismissible
            closeLabel={t("common.close")}
            onClose={() => setOutcome(undefined)}
          >
            {outcome.text}
          </Alert>
        )}
      </div>
      {list.isPending ? (
        <PageSpinner label={t("sisHandoff.log.loading")} />
      ) : list.error ? (
        <Alert variant="danger">{describeError(list.error, t)}</Alert>
      ) : list.data.exports.length === 0 ? (
        <p>{t("sisHandoff.log.none")}</p>
      ) : (
        <Table responsive size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t("sisHandoff.log.number")}</th>
              <th scope="col">{t("sisHandoff.log.when")}</th>
              <th scope="col">{t("sisHandoff.log.by")}</th>
              <th scope="col">{t("sisHandoff.log.format")}</th>
              <th scope="col" className="text-end">
                {t("sisHandoff.log.count")}
              </th>
              <th scope="col">{t("sisHandoff.log.scope")}</th>
              <th scope="col">{t("sisHandoff.log.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.exports.map((row) => (
              <Fragment key={row.id}>
                <tr>
                  <th scope="row">{row.id}</th>
                  <td className="text-nowrap">{when.format(new Date(row.exportedAt))}</td>
                  <td className="text-nowrap">{row.exportedBy}</td>
                  <td>{row.format.toUpperCase()}</td>
                  <td className="text-end">{row.count}</td>
                  <td>
                    {row.repeatOf !== null
                      ? t("sisHandoff.log.repeatOf", { id: row.repeatOf })
                      : row.onlyNotExported
                        ? t("sisHandoff.log.notExported")
                        : t("sisHandoff.log.everyone")}
                    {" · "}
                    {t(`sisHandoff.export.${row.population}`)}
                  </td>
                  <td>
                    <div className="d-flex flex-wrap gap-1">
                      <Button
                        variant="outline-secondary"
                        size="sm"
                        aria-expanded={open === row.id}
                        aria-controls={`sis-export-${row.id}`}
                        onClick={() => setOpen(open === row.id ? undefined : row.id)}
                      >
                        {t(open === row.id ? "sisHandoff.log.hide" : "sisHandoff.log.show", { id: row.id })}
                      </Button>
                      {(["csv", "json"] as const).map((format) => (
                        <Button
                          key={format}
                          variant="outline-primary"
                          size="sm"
                          disabled={busy}
                          aria-label={t("sisHandoff.log.again", { id: row.id, format: format.toUpperCase() })}
                          onClick={() => void again(row, format)}
                        >
                          {t("sisHandoff.log.againShort", { format: format.toUpperCase() })}
                        </Button>
                      ))}
                    </div>
                  </td>
                </tr>
                {open === row.id && (
                  <tr id={`sis-export-${row.id}`}>
                    <td colSpan={7}>
                      <ExportCandidates id={row.id} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}

/** The candidates one export held, each linking to their dossier. */
function ExportCandidates({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useQuery(sisExportQuery(id));
  if (detail.isPending) return <PageSpinner label={t("sisHandoff.log.candidatesLoading")} />;
  if (detail.error) return <Alert variant="danger">{describeError(detail.error, t)}</Alert>;
  if (detail.data.candidates.length === 0)
    return <p className="mb-0">{t("sisHandoff.log.candidatesNone")}</p>;
  return (
    <ul className="mb-0 small">
      {detail.data.candidates.map((c) => (
        <li key={c.id}>
          <Link to={`/admin/applications/${c.id}`}>
            {c.familyName} {c.givenName}
          </Link>{" "}
          <span className="text-body-secondary">
            #{c.id} · {c.login} · {c.programme}
          </span>
        </li>
      ))}
    </ul>
  );
}
