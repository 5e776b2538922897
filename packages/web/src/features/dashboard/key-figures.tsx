import Card from "react-bootstrap/Card";
import Col from "react-bootstrap/Col";
import Row from "react-bootstrap/Row";
import { useTranslation } from "react-i18next";
import type { Dashboard } from "./dashboard-api.ts";

/** The dashboard's key figures as cards: accounts and applications started and validated. */
export function KeyFigures({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const figures = [
    { label: "dashboard.candidates", value: dashboard.accounts.candidates },
    { label: "dashboard.staff", value: dashboard.accounts.staff },
    { label: "dashboard.started", value: dashboard.applications.started },
    { label: "dashboard.validated", value: dashboard.applications.validated },
  ];
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="key-figures-title" className="mb-4">
      <h2 id="key-figures-title" className="visually-hidden">
        {t("dashboard.keyFigures")}
      </h2>
      {/* A list: a screen reader announces four figures, each with its label. */}
      <Row as="ul" xs={2} lg={4} className="g-3 list-unstyled mb-0">
        {figures.map(({ label, value }) => (
          <Col as="li" key={label}>
            <Card className="h-100">
              <Card.Body>
                <div className="display-6 fw-semibold">{number.format(value)}</div>
                <div className="text-body-secondary">{t(label)}</div>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
