import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Col from "react-bootstrap/Col";
import ListGroup from "react-bootstrap/ListGroup";
import Row from "react-bootstrap/Row";
import Tab from "react-bootstrap/Tab";
import Tabs from "react-bootstrap/Tabs";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import { LocaleEditor } from "./locale-editor.tsx";
import { templatesQuery } from "./templates-api.ts";

/**
 * Route /admin/templates: administrators choose one of the e-mails the portal sends and rewrite it
 * in English and French, with its placeholders at hand, a preview filled with a real application
 * and a test sent to themselves.
 */
export function TemplatesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const templates = useQuery({ ...templatesQuery, enabled: !!session?.admin });
  const [chosen, setChosen] = useState<string>();

  if (!session?.admin) return <Alert variant="warning">{t("templatesPage.adminOnly")}</Alert>;
  const current = templates.data?.find((template) => template.key === chosen) ?? templates.data?.[0];
  const nameOf = (key: string) => t(`templatesPage.name.${key}`, { defaultValue: key });

  return (
    <section aria-labelledby="templates-title">
      <h1 id="templates-title" className="h3 mb-3">
        {t("templatesPage.title")}
      </h1>
      <p className="text-body-secondary">{t("templatesPage.intro")}</p>
      {templates.isPending ? (
        <PageSpinner label={t("templatesPage.loading")} />
      ) : templates.error ? (
        <Alert variant="danger">{describeError(templates.error, t)}</Alert>
      ) : (
        <Row className="g-3">
          <Col md={4} lg={3}>
            <nav aria-label={t("templatesPage.list")}>
              <ListGroup>
                {templates.data.map((template) => (
                  <ListGroup.Item
                    key={template.key}
                    action
                    active={template.key === current?.key}
                    aria-current={template.key === current?.key ? "true" : undefined}
                    onClick={() => setChosen(template.key)}
                  >
                    {nameOf(template.key)}
                  </ListGroup.Item>
                ))}
              </ListGroup>
            </nav>
          </Col>
          {current && (
            <Col md={8} lg={9}>
              <h2 className="h4">{nameOf(current.key)}</h2>
              <Tabs
                id={`template-${current.key}-tabs`}
                defaultActiveKey="en"
                className="mb-3"
                key={current.key}
              >
                {(["en", "fr"] as const).map((locale) => (
                  <Tab key={locale} eventKey={locale} title={t(`templatesPage.${locale}`)}>
                    <LocaleEditor key={`${current.key}-${locale}`} template={current} locale={locale} />
                  </Tab>
                ))}
              </Tabs>
            </Col>
          )}
        </Row>
      )}
    </section>
  );
}
