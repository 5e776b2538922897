import { BusyIndicator } from "./busy-indicator.tsx";
import { CandidatePaymentsPanel } from "./candidate-payments-panel.tsx";
import { DeadlineNotice } from "./deadline-notice.tsx";
import { DossierLink } from "./dossier-link.tsx";
import { DownPaymentPanel } from "./down-payment-panel.tsx";
import { ResultPanel } from "./result-panel.tsx";
import { TuitionPanel } from "./tuition-panel.tsx";
import { WaiverCodePanel } from "./waiver-code-panel.tsx";

/**
 * What the journey adds under a tab's fields and buttons (given to the form screen by the app's
 * routes): the date a validation must come before, the result texts (and, for administrators, the link to the dossier where decisions are taken), the down payment, the tuition amount, where their payments stand, the waiver code field beside the pay buttons, and the spinner of a call under way.
 */
export function WorkflowTabExtra({ tab }: { tab: string }) {
  return (
    <>
      <DeadlineNotice tab={tab} />
      {tab === "payment" && <WaiverCodePanel nature="application_fee" />}
      {tab === "result" && <ResultPanel />}
      {tab === "result" && <DossierLink />}
      {tab === "registration" && <DownPaymentPanel />}
      {tab === "registration" && (
        <CandidatePaymentsPanel nature="down_payment" confirmedFlag="candidat_confirmation" />
      )}
      {tab === "registration" && <WaiverCodePanel nature="down_payment" />}
      {tab === "tuition" && <TuitionPanel />}
      {tab === "tuition" && (
        <CandidatePaymentsPanel nature="tuition" confirmedFlag="tuition_paiement_confirmation" />
      )}
      {tab === "tuition" && <WaiverCodePanel nature="tuition" />}
      <BusyIndicator />
    </>
  );
}
