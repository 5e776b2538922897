import { AdminDecisionPanel } from "./admin-decision-panel.tsx";
import { BusyIndicator } from "./busy-indicator.tsx";
import { DownPaymentPanel } from "./down-payment-panel.tsx";
import { ResultPanel } from "./result-panel.tsx";
import { TuitionPanel } from "./tuition-panel.tsx";

/**
 * What the journey adds under a tab's fields and buttons (given to the form screen by the app's
 * routes): the result texts (and the administrators' decision form), the down payment, the tuition amount, and the spinner of a call under way.
 */
export function WorkflowTabExtra({ tab }: { tab: string }) {
  return (
    <>
      {tab === "result" && <ResultPanel />}
      {tab === "result" && <AdminDecisionPanel />}
      {tab === "registration" && <DownPaymentPanel />}
      {tab === "tuition" && <TuitionPanel />}
      <BusyIndicator />
    </>
  );
}
