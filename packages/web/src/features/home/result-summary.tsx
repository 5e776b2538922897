import type { JourneyStep } from "@portal/domain/workflow/journey";
import { isYes, text } from "@portal/domain/rules/values";
import { programmeChoice } from "@portal/domain/rules/choices";
import { paymentProofSent } from "@portal/domain/rules/payments";
import { resultText, scholarshipDecisionText } from "@portal/domain/workflow/results";
import { formatEuros } from "@portal/domain/workflow/amounts";
import Alert from "react-bootstrap/Alert";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formTabPath } from "../../lib/form-paths.ts";
import { useLookupOptions } from "../../form/use-lookup.ts";
import { useLang } from "../../form/localize.ts";
import type { DueItem } from "./journey-step-card.tsx";

/** Bootstrap variant of each published decision: admitted green, refused red, pending amber. */
const VARIANTS: Record<string, string> = {
  O: "success",
  C: "success",
  N: "danger",
  L: "warning",
  R: "warning",
};

/** Props of ResultSummary. */
export interface ResultSummaryProps {
  formId: string;
  values: Record<string, unknown>;
  steps: JourneyStep[];
  due: DueItem[];
}

/**
 * The programme's name in the interface language, from the programmes lookup of the chosen type
 * (the code while it loads, or when the lookup no longer knows it).
 */
function useProgrammeName(values: Record<string, unknown>): string {
  const code = programmeChoice(values);
  const type = text(values.typeformation);
  const lang = useLang();
  const { options } = useLookupOptions(
    code && type ? `iformformations/${encodeURIComponent(type)}` : undefined,
    lang,
  );
  return options.find((option) => option.value === code)?.label ?? (text(values.programmeLibelle) || code);
}

/**
 * The published result, first on the candidate's home: the programme, the decision in the result
 * tab's words (domain workflow.result.*), the waiting-list rank and the motivation the office chose
 * to show, the scholarship decision once published, then what to do next.
 */
export function ResultSummary({ formId, values, steps, due }: ResultSummaryProps) {
  const { t, i18n } = useTranslation();
  const admis = text(values.admis);
  const programme = useProgrammeName(values);
  const motivation = text(values.decision_motivation_label);
  const rank = text(values.waiting_rank);
  const scholarship = scholarshipDecisionText(values.decisionbourse);
  const registration = steps.find((s) => s.id === "registration");
  const tuition = steps.find((s) => s.id === "tuition");
  const next: { key: string; text: string; to?: string }[] = [];
  if (registration?.state === "offline") {
    next.push({ key: "offline", text: t("journey.next.registrationOffline") });
  } else if (registration && ["not_started", "in_progress"].includes(registration.state)) {
    next.push({
      key: "register",
      text: t("journey.next.confirmRegistration"),
      to: formTabPath(formId, registration.tab),
    });
  } else if (tuition && ["not_started", "in_progress"].includes(tuition.state)) {
    next.push({ key: "tuition", text: t("journey.next.tuition"), to: formTabPath(formId, tuition.tab) });
  }
  // What to pay next; a transfer whose proof was sent waits for the office, nothing to do.
  for (const item of due.filter((owed) => !paymentProofSent(owed.nature, values))) {
    const tab = item.nature === "tuition" ? tuition?.tab : registration?.tab;
    next.push({
      key: item.nature,
      text: t("journey.due", {
        nature: t(`candidateNotices.nature.${item.nature}`),
        amount: formatEuros(item.outstanding, i18n.language),
      }),
      to: tab && formTabPath(formId, tab),
    });
  }
  if (admis === "L") next.push({ key: "waiting", text: t("journey.next.waitingList") });
  if (next.length === 0) next.push({ key: "none", text: t("journey.next.none") });

  return (
    <section aria-labelledby="journey-result" className="mb-4" data-testid="journey-result">
      <h2 id="journey-result" className="h4">
        {t("journey.resultHeading")}
      </h2>
      {programme && <p className="mb-2">{t("journey.programme", { programme })}</p>}
      <Alert variant={VARIANTS[admis] ?? "secondary"} data-testid="journey-decision">
        <strong>{t(resultText(admis))}</strong>
        {admis === "L" && rank !== "" && <div>{t("candidateNotices.waitingRank", { rank })}</div>}
        {motivation !== "" && text(values.decision_motivation_visible) !== "N" && (
          <div>{t("candidateNotices.motivation", { motivation })}</div>
        )}
      </Alert>
      {isYes(values.show_result_bourse) && (
        <Alert variant="info" data-testid="journey-scholarship-decision">
          {t(scholarship.key, scholarship.params)}
        </Alert>
      )}
      <h3 className="h5">{t("journey.nextHeading")}</h3>
      <ul data-testid="journey-next">
        {next.map((item) => (
          <li key={item.key}>{item.to ? <Link to={item.to}>{item.text}</Link> : item.text}</li>
        ))}
      </ul>
    </section>
  );
}
