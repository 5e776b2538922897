import { useMemo } from "react";
import Alert from "react-bootstrap/Alert";
import { useTranslation } from "react-i18next";
import type { Locale } from "@portal/domain/i18n/index";
import type { FormSchema } from "@portal/domain/schema/types";
import type { JourneyStep, JourneyStepId } from "@portal/domain/workflow/journey";
import { journeySteps } from "@portal/domain/workflow/journey";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useApplicationDeadlines, type ApplicationDeadlines } from "../../lib/deadlines.ts";
import type { DueItem } from "./journey-step-card.tsx";
import { JourneyStepCard } from "./journey-step-card.tsx";
import type { JourneyPayments } from "./journey-api.ts";
import { useJourneyData } from "./journey-api.ts";
import { ResultSummary } from "./result-summary.tsx";
import { ReferencesPanel } from "./references-panel.tsx";
import { InterviewCard } from "./interview-card.tsx";
import { WithdrawalAction, WithdrawalNotices } from "./withdrawal-section.tsx";
import { ReturningCard } from "./returning-card.tsx";

/** The payment each step asks for. */
const STEP_PAYMENT: Partial<Record<JourneyStepId, DueItem["nature"]>> = {
  application: "application_fee",
  registration: "down_payment",
  tuition: "tuition",
};

/** The states that say the jury has published its decision. */
const DECIDED: readonly JourneyStep["state"][] = [
  "admitted",
  "conditional",
  "waiting_list",
  "refused",
  "postponed",
];

/** What is still to pay: outstanding, not waived. */
const dueOf = (payments: JourneyPayments | undefined): DueItem[] =>
  (payments?.due ?? []).filter((item) => item.outstanding > 0 && item.status !== "waived");

/** A step's closing instant: the application's programme's date, else the campaign's. */
const deadlineOf = (dates: ApplicationDeadlines | undefined, id: JourneyStepId): string | undefined =>
  id === "result" ? undefined : dates?.deadlines[id];

/**
 * The signed-in candidate's home (issue #12), loaded lazily so that anonymous visitors never download
 * the form engine: the published result first with what to do next, then each step of the journey
 * (an ordered list) with its state, deadline, what is missing and what is due, each a link to the tab
 * or field where it is done. The steps come from the domain's journeySteps, the rules the server holds.
 */
export function CandidateHome({ formId, login }: { formId: string; login: string }) {
  const { t, i18n } = useTranslation();
  // The steps show without their dates when these cannot be read.
  const dates = useApplicationDeadlines(formId, login).data;
  const { schema, answer, payments, error } = useJourneyData(formId, login);
  const steps = useMemo(
    () =>
      schema && answer
        ? journeySteps(schema, answer.data, {
            readOnlyTabs: answer.readOnlyTabs,
            documentRequests: answer.documentRequests,
          })
        : undefined,
    [schema, answer],
  );
  // A polite status: the rest of the home (notice, data download) still works.
  if (error)
    return (
      <Alert variant="warning" role="status">
        {describeError(error, t)}
      </Alert>
    );
  if (!schema || !answer || !steps) return <PageSpinner label={t("journey.loading")} />;
  const due = dueOf(payments);
  const result = steps.find((step) => step.id === "result");
  return (
    <div data-testid="candidate-home">
      <ReturningCard formId={formId} login={login} />
      <WithdrawalNotices login={login} confirmed={answer.data.candidat_confirmation === "O"} />
      {result && DECIDED.includes(result.state) && (
        <ResultSummary formId={formId} values={answer.data} steps={steps} due={due} />
      )}
      <InterviewCard />
      <section aria-labelledby="journey-steps" className="mb-4">
        <h2 id="journey-steps" className="h4">
          {t("journey.stepsHeading")}
        </h2>
        <ol className="list-unstyled" aria-labelledby="journey-steps">
          {steps.map((step) => (
            <JourneyStepCard
              key={step.id}
              values={answer.data}
              formId={formId}
              step={step}
              tabTitle={(tab) => tabTitle(schema, tab, i18n.language)}
              deadline={deadlineOf(dates, step.id)}
              due={due.filter((item) => item.nature === STEP_PAYMENT[step.id])}
            />
          ))}
        </ol>
      </section>
      <ReferencesPanel />
      <WithdrawalAction login={login} />
    </div>
  );
}

/** A tab's title in the reader's language. */
function tabTitle(schema: FormSchema, tab: string, language: string): string {
  const title = schema.tabs.find((t) => t.id === tab)?.title;
  const lang: Locale = language.startsWith("fr") ? "fr" : "en";
  return title?.[lang] ?? title?.en ?? tab;
}
