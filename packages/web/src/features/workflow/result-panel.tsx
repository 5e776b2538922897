import Alert from "react-bootstrap/Alert";
import { useTranslation } from "react-i18next";
import { isYes, text } from "@portal/domain/rules/values";
import { resultText, scholarshipDecisionText } from "@portal/domain/workflow/results";
import { useFieldValue, useFormStore } from "../../form/use-form-store.ts";

/** Bootstrap variant of each admission decision: admitted green, refused red, pending amber. */
const VARIANTS: Record<string, string> = {
  O: "success",
  C: "success",
  N: "danger",
  L: "warning",
  R: "warning",
};

/**
 * The result tab's decision texts (SPEC §4, §8): the admission result only when the server's
 * show_admis flag says the jury published it (else "No result yet"), the scholarship decision only
 * when show_result_bourse says so. With the published result: the waiting list rank (L) and the
 * motivation the office chose to show.
 */
export function ResultPanel() {
  const { t } = useTranslation();
  const admin = !!useFormStore().getOptions().admin;
  const showAdmis = isYes(useFieldValue("show_admis"));
  const decided = text(useFieldValue("admis"));
  const admis = showAdmis && decided !== "" ? decided : "-";
  const showScholarship = isYes(useFieldValue("show_result_bourse"));
  const decision = scholarshipDecisionText(useFieldValue("decisionbourse"));
  // The server gives the motivation's label in the candidate's language, only when the office made it visible.
  const motivation = text(useFieldValue("decision_motivation_label"));
  const motivationHidden = text(useFieldValue("decision_motivation_visible")) === "N";
  const rank = text(useFieldValue("waiting_rank"));
  return (
    <section aria-labelledby="workflow-result" className="my-3">
      <h3 id="workflow-result" className="h5">
        {t(admin ? "workflowUi.resultHeadingAdmin" : "workflowUi.resultHeading")}
      </h3>
      <Alert variant={VARIANTS[admis] ?? "secondary"} className="mb-3" data-testid="admission-result">
        {t(resultText(admis))}
        {admis === "L" && rank !== "" && (
          <div data-testid="waiting-rank">{t("candidateNotices.waitingRank", { rank })}</div>
        )}
        {admis !== "-" && motivation !== "" && !motivationHidden && (
          <div data-testid="result-motivation">{t("candidateNotices.motivation", { motivation })}</div>
        )}
      </Alert>
      {showScholarship && (
        <>
          <h3 className="h5">{t("workflowUi.scholarshipHeading")}</h3>
          <Alert variant="info" data-testid="scholarship-decision">
            {t(decision.key, decision.params)}
          </Alert>
        </>
      )}
    </section>
  );
}
