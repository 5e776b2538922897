import { useQuery } from "@tanstack/react-query";
import Alert from "react-bootstrap/Alert";
import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import { useLang } from "../../form/localize.ts";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import type { HistoryEntry } from "./dossier-api.ts";
import { historyQuery } from "./dossier-api.ts";
import { formatWhen } from "./dossier-time.ts";

/** The fields one event changed, before → after. */
function Changes({ changes, label }: { changes: HistoryEntry["changes"]; label: string }) {
  const { t } = useTranslation();
  const shown = (value: string | null) =>
    value === null || value === "" ? (
      <span className="text-body-secondary">{t("dossier.history.empty")}</span>
    ) : (
      value
    );
  return (
    <div role="region" aria-label={label} tabIndex={0} className="table-responsive mt-1">
      <Table size="sm" className="small mb-0">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t("dossier.history.field")}</th>
            <th scope="col">{t("dossier.history.before")}</th>
            <th scope="col">{t("dossier.history.after")}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row" className="fw-normal">
                {change.label || change.field}
              </th>
              <td className="text-break">{shown(change.before)}</td>
              <td className="text-break">
                <span aria-hidden="true">→ </span>
                {shown(change.after)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** Every change of the answer, its files and decisions, newest first: who, when, what. */
export function DossierHistory({ answerId }: { answerId: number }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const history = useQuery(historyQuery(answerId, lang));
  return (
    <section aria-labelledby="dossier-history-title" className="mb-4">
      <h2 id="dossier-history-title" className="h4">
        {t("dossier.history.heading")}
      </h2>
      {history.isPending ? (
        <PageSpinner />
      ) : history.error ? (
        <Alert variant="danger">{describeError(history.error, t)}</Alert>
      ) : history.data.length === 0 ? (
        <p className="small">{t("dossier.history.none")}</p>
      ) : (
        <ol className="list-unstyled">
          {history.data.map((entry, index) => {
            const when = formatWhen(entry.at, i18n.language);
            return (
              <li key={`${entry.at}-${index}`} className="border-start border-3 ps-2 mb-3">
                <p className="mb-0 fw-semibold">{entry.summary}</p>
                <p className="small text-body-secondary mb-0">
                  {t("dossier.history.signed", { actor: entry.actor, when })}
                </p>
                {entry.changes.length > 0 && (
                  <Changes
                    changes={entry.changes}
                    label={t("dossier.history.changesOf", { summary: entry.summary, when })}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
