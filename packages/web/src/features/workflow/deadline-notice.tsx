import Alert from "react-bootstrap/Alert";
import { useTranslation } from "react-i18next";
import type { DeadlineStep } from "@portal/domain/campaign/deadlines";
import { isClosed } from "@portal/domain/campaign/deadlines";
import { isYes } from "@portal/domain/rules/values";
import { useAnswer } from "../../form/answer-context.ts";
import { useFieldValue } from "../../form/use-form-store.ts";
import { formatDeadline, useApplicationDeadlines } from "../../lib/deadlines.ts";
import { useSession } from "../../lib/session-store.ts";

/** The tabs whose button a date closes: the step it closes and the flag its validation sets. */
const TAB_STEPS: Record<string, { step: DeadlineStep; done: string }> = {
  validation: { step: "application", done: "candidat_validation" },
  bourses: { step: "scholarship", done: "bourse_validation" },
  register: { step: "registration", done: "candidat_confirmation" },
  tuition: { step: "tuition", done: "tuition_paiement_confirmation" },
};

/**
 * On a tab whose validation a date closes, tells the candidate, before they press the button, the
 * date of their programme in their zone ("Validate your application before 31 March 2027, 23:59
 * (Paris time).") or, once it has passed, that the server will refuse it. Nothing once the step is
 * done, nor for staff, whom the dates never hold.
 */
export function DeadlineNotice({ tab }: { tab: string }) {
  const { t, i18n } = useTranslation();
  const answer = useAnswer();
  const session = useSession();
  const spec = TAB_STEPS[tab];
  const done = isYes(useFieldValue(spec?.done ?? "candidat_validation"));
  const candidate = session !== null && !session.admin && (session.role ?? "candidate") === "candidate";
  const shown = spec !== undefined && answer !== null && candidate && !done;
  const dates = useApplicationDeadlines(answer?.formId ?? "", answer?.login ?? "", shown).data;
  const at = spec && dates?.deadlines[spec.step];
  if (!shown || !at) return null;
  const closed = isClosed(dates.deadlines, spec.step, new Date());
  const date = formatDeadline(at, t, i18n.language);
  return (
    <Alert
      variant={closed ? "danger" : "info"}
      role={closed ? "alert" : "status"}
      className="my-3"
      data-testid="deadline-notice"
    >
      {t(`deadlines.${closed ? "closed" : "open"}.${spec.step}`, { date })}
    </Alert>
  );
}
