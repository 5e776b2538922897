import Card from "react-bootstrap/Card";
import Col from "react-bootstrap/Col";
import Row from "react-bootstrap/Row";
import Table from "react-bootstrap/Table";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Dashboard } from "./dashboard-api.ts";
import { workspaceLink } from "./dashboard-api.ts";

const OFFER_FIGURES = ["made", "confirmed", "pending", "lapsed", "freed"] as const;

/**
 * Withdrawals by reason, and the automatic offers from the waiting lists (made, confirmed,
 * awaiting confirmation, lapsed) with the places freed and not offered yet (issue #37); the
 * withdrawn applications open in the workspace.
 */
export function WithdrawalsSection({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const { withdrawals, offers } = dashboard;
  const total = withdrawals.reduce((sum, row) => sum + row.count, 0);
  return (
    <Row className="g-3 mb-4">
      <Col lg={6}>
        <Card body as="section" aria-labelledby="withdrawals-title" className="h-100">
          <h2 id="withdrawals-title" className="h5">
            {t("dashboard.withdrawals.title")}
          </h2>
          {total === 0 ? (
            <p className="mb-0">{t("dashboard.withdrawals.none")}</p>
          ) : (
            <>
              <Table size="sm" className="mb-2">
                <thead>
                  <tr>
                    <th scope="col">{t("dashboard.withdrawals.reason")}</th>
                    <th scope="col" className="text-end">
                      {t("dashboard.withdrawals.count")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {withdrawals.map((row) => (
                    <tr key={row.reason}>
                      <td>{row.label}</td>
                      <td className="text-end">{number.format(row.count)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t("dashboard.withdrawals.total")}</th>
                    <td className="text-end fw-semibold">{number.format(total)}</td>
                  </tr>
                </tfoot>
              </Table>
              <Link to={workspaceLink({ stage: "withdrawn" })}>{t("stage.withdrawn")}</Link>
            </>
          )}
        </Card>
      </Col>
      <Col lg={6}>
        <Card body as="section" aria-labelledby="offers-title" className="h-100">
          <h2 id="offers-title" className="h5">
            {t("dashboard.offers.title")}
          </h2>
          <Table size="sm" className="mb-0">
            <tbody>
              {OFFER_FIGURES.map((figure) => (
                <tr key={figure}>
                  <th scope="row" className="fw-normal">
                    {t(`dashboard.offers.${figure}`)}
                  </th>
                  <td className="text-end fw-semibold">{number.format(offers[figure])}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      </Col>
    </Row>
  );
}
