import Alert from "react-bootstrap/Alert";
import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import type { BulkAnswer } from "./bulk-api.ts";

/**
 * The top of a ranking a bulk decision takes (issue #38): the applications in rank order with their
 * rank and score, and, when the cut falls among applications of the same score, how many tie there,
 * so that the administrator decides knowingly.
 */
export function BulkRankingPreview({ answer }: { answer: BulkAnswer }) {
  const { t, i18n } = useTranslation();
  if (!answer.ranking) return null;
  const { items, tie } = answer.ranking;
  const names = new Map([...answer.changes, ...answer.refused].map((a) => [a.id, a.name]));
  const score = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <section className="mt-3">
      {tie && (
        <Alert variant="warning">
          <strong>{t("ranking.top.ties", { count: tie.count, rank: tie.rank })}</strong>
          <div className="small">{t("ranking.top.tiesHelp")}</div>
        </Alert>
      )}
      <div className="table-responsive">
        <Table size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col" className="text-end">
                {t("ranking.top.rank")}
              </th>
              <th scope="col">{t("bulk.col.application")}</th>
              <th scope="col" className="text-end">
                {t("ranking.top.score")}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className={tie && item.rank === tie.rank ? "table-warning" : undefined}>
                <td className="text-end">{item.rank}</td>
                <th scope="row" className="fw-normal">
                  {names.get(item.id) ?? `#${item.id}`}
                </th>
                <td className="text-end">{score.format(item.score)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </section>
  );
}
