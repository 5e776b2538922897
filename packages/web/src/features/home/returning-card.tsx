import { useId, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { useCandidateApplications, useStartApplication } from "./campaign-api.ts";

/**
 * A returning candidate's card (issue #39), on top of their home: when a campaign is open that they
 * have not applied to, the invitation to start its application, prefilled from their last one if they
 * wish (identity, background, languages: never a document); below, their earlier applications, each
 * readable on its own page.
 */
export function ReturningCard({ formId, login }: { formId: string; login: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const applications = useCandidateApplications(formId, login);
  const start = useStartApplication(formId, login);
  const [prefill, setPrefill] = useState(true);
  const data = applications.data;
  if (!data) return null;
  const [newest, ...earlier] = data.applications;
  const previous = newest?.campaign;
  const older = data.canStart ? data.applications : earlier;
  if (!data.canStart && older.length === 0) return null;
  return (
    <>
      {data.canStart && data.current && (
        <Card className="mb-4 border-primary" as="section" aria-labelledby={`${id}-title`}>
          <Card.Body>
            <h2 id={`${id}-title`} className="h5">
              {t("campaigns.candidate.title", { academicYear: data.current.academicYear })}
            </h2>
            <p>{t("campaigns.candidate.text", { previous, academicYear: data.current.academicYear })}</p>
            <Form.Check
              id={`${id}-prefill`}
              className="mb-3"
              checked={prefill}
              onChange={(event) => setPrefill(event.target.checked)}
              label={t("campaigns.candidate.prefill", { previous })}
            />
            {start.error != null && <Alert variant="danger">{describeError(start.error, t)}</Alert>}
            <Button
              disabled={start.isPending}
              onClick={() =>
                start.mutate(
                  { campaign: data.current!.year, prefill },
                  { onSuccess: () => navigate(`/form/${formId}`) },
                )
              }
            >
              {t("campaigns.candidate.start", { year: data.current.academicYear })}
            </Button>
          </Card.Body>
        </Card>
      )}
      {older.length > 0 && (
        <section aria-labelledby={`${id}-earlier`} className="mb-4">
          <h2 id={`${id}-earlier`} className="h6">
            {t("campaigns.candidate.previous")}
          </h2>
          <ul className="list-unstyled mb-0">
            {older.map((application) => (
              <li key={application.id}>
                <Link to={`/form/${formId}?campaign=${application.campaign}`}>
                  {t("campaigns.candidate.view", { year: application.academicYear })}
                </Link>
                {application.closed && (
                  <span className="text-body-secondary small ms-2">
                    {t("campaigns.candidate.readOnly", { year: application.campaign })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
