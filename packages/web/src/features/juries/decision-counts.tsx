import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import type { DecisionCounts as Counts } from "./juries-api.ts";

/** The decisions counted, in the order the office reads them; "undecided" is "-" or no decision at all. */
const ROWS = ["O", "N", "L", "R", "C", "undecided"] as const;

/** A jury's validated applications counted by decision, with the total. */
export function DecisionCounts({ counts, jury }: { counts: Counts; jury: string }) {
  const { t } = useTranslation();
  return (
    <Table size="sm" className="mb-2">
      <caption className="visually-hidden">{t("juryPublication.countsCaption", { jury })}</caption>
      <thead>
        <tr>
          <th scope="col">{t("juryPublication.decision")}</th>
          <th scope="col" className="text-end">
            {t("juryPublication.applications")}
          </th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((decision) => (
          <tr key={decision}>
            <th scope="row" className="fw-normal">
              {t(`juryPublication.${decision}`)}
            </th>
            <td className="text-end">{counts[decision]}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t("juryPublication.total")}</th>
          <td className="text-end fw-bold">{counts.total}</td>
        </tr>
      </tbody>
    </Table>
  );
}
