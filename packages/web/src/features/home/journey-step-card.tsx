import type { JourneyItem, JourneyStep } from "@portal/domain/workflow/journey";
import { formatEuros } from "@portal/domain/workflow/amounts";
import Badge from "react-bootstrap/Badge";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { paymentProofSent } from "@portal/domain/rules/payments";
import { formatDeadline } from "../../lib/deadlines.ts";
import { formTabPath } from "../../lib/form-paths.ts";
import { formatDay, relativeDay } from "./deadline.ts";
import type { JourneyPayments } from "./journey-api.ts";

/** A payment still to make, as the payments GET gives it. */
export type DueItem = JourneyPayments["due"][number];

/** The badge of each state: done green, to do blue, decided by its colour, waiting grey. */
const VARIANTS: Partial<Record<JourneyStep["state"], string>> = {
  validated: "success",
  admitted: "success",
  conditional: "success",
  in_progress: "primary",
  not_started: "primary",
  refused: "danger",
  waiting_list: "warning",
  postponed: "warning",
};

/** The steps whose turn is over or not come: no link, no deadline. */
const CLOSED: readonly JourneyStep["state"][] = ["validated", "locked", "refused", "postponed"];

/** Props of JourneyStepCard. */
export interface JourneyStepCardProps {
  formId: string;
  step: JourneyStep;
  tabTitle(tab: string): string;
  /** The instant the step closes (ISO 8601), shown in the reader's zone. */
  deadline?: string;
  due: DueItem[];
  /** The answer's values (the proofs of payment sent). */
  values: Record<string, unknown>;
}

/**
 * One step of the candidate's journey: its name and state in words, its deadline ("31 March 2027,
 * 23:59 (Paris time) (in 12 days)", in the reader's zone), what is still missing (each a link to its tab or field), what is due, and a link to
 * open the step.
 */
export function JourneyStepCard({ formId, step, tabTitle, deadline, due, values }: JourneyStepCardProps) {
  const { t, i18n } = useTranslation();
  const name = t(`journey.step.${step.id}`);
  const headingId = `journey-step-${step.id}`;
  const open = !CLOSED.includes(step.state);
  const when = deadline ? relativeDay(deadline) : undefined;
  return (
    <li className="card mb-3" aria-labelledby={headingId} data-testid={headingId}>
      <div className="card-body">
        <h3 id={headingId} className="h6 card-title d-flex flex-wrap gap-2 align-items-center">
          {name}
          <Badge
            bg={VARIANTS[step.state] ?? "secondary"}
            // White on yellow is unreadable (axe: contrast 1.6:1): a warning badge's text is dark.
            text={VARIANTS[step.state] === "warning" ? "dark" : undefined}
            data-testid="journey-state"
          >
            {t(`journey.state.${step.state}`)}
          </Badge>
        </h3>
        {deadline && when && step.state !== "validated" && (
          <p className="mb-2" data-testid="journey-deadline">
            {t("journey.deadline", { date: formatDeadline(deadline, t, i18n.language) })} (
            {t(when.key, { count: when.count })})
          </p>
        )}
        {step.missing.length > 0 && (
          <>
            <p className="mb-1">{t("journey.missingHeading")}</p>
            <ul className="mb-2">
              {step.missing.map((item) => (
                <li key={itemKey(item)}>
                  <MissingItem formId={formId} item={item} tabTitle={tabTitle} />
                </li>
              ))}
            </ul>
          </>
        )}
        {due.map((item) => {
          // A transfer whose proof the office has not recorded yet is not asked for twice.
          const sent = paymentProofSent(item.nature, values);
          return (
            <p
              key={item.nature}
              className={sent ? "mb-2 text-body-secondary" : "mb-2 text-danger"}
              data-testid={`journey-due-${item.nature}`}
            >
              {t(sent ? "journey.dueProofSent" : "journey.due", {
                nature: t(`candidateNotices.nature.${item.nature}`),
                amount: formatEuros(item.outstanding, i18n.language),
              })}
            </p>
          );
        })}
        {open && step.state !== "locked" && step.id !== "result" && (
          <Link className="btn btn-outline-primary btn-sm" to={formTabPath(formId, step.tab)}>
            {t("journey.open", { step: name })}
          </Link>
        )}
      </div>
    </li>
  );
}

const itemKey = (item: JourneyItem) =>
  item.kind === "tab"
    ? `tab-${item.tab}`
    : item.kind === "document"
      ? `doc-${item.type}`
      : `req-${item.path}`;

/** One missing thing as a link to where it is done. */
function MissingItem({
  formId,
  item,
  tabTitle,
}: {
  formId: string;
  item: JourneyItem;
  tabTitle(tab: string): string;
}) {
  const { t, i18n } = useTranslation();
  if (item.kind === "tab") {
    return (
      <Link to={formTabPath(formId, item.tab)}>{t("journey.missingTab", { tab: tabTitle(item.tab) })}</Link>
    );
  }
  if (item.kind === "document") {
    const document = t([`journey.document.${item.type}`, "journey.document.other"]);
    return (
      <Link to={formTabPath(formId, item.tab, item.field)}>{t("journey.missingDocument", { document })}</Link>
    );
  }
  return (
    <>
      <Link to={formTabPath(formId, item.tab, item.field)}>
        {t("journey.request", { field: item.label })}
      </Link>{" "}
      ({t("journey.requestDeadline", { date: formatDay(item.deadline, i18n.language) })}
      {item.overdue && (
        <>
          , <strong>{t("journey.overdue")}</strong>
        </>
      )}
      )
    </>
  );
}
