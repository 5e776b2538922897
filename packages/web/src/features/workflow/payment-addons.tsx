import { useMemo, useSyncExternalStore } from "react";
import type { ReactNode } from "react";
import { FormAddonsContext, type FormAddons } from "../../form/form-addons.ts";
import type { FormStore } from "../../form/form-store.ts";
import { shownButtonIds } from "../../form/tab-buttons.tsx";
import { useAnswer } from "../../form/answer-context.ts";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useCandidatePayments, type CandidatePayments } from "./candidate-payments-api.ts";

/** The pay buttons' actions by the nature they pay (workflow-actions.ts). */
const PAY_ACTIONS = {
  application_fee: "pay-application-fee",
  down_payment: "pay-down-payment",
  tuition: "pay-tuition",
} as const;

const PAY_ACTION_NAMES: readonly string[] = Object.values(PAY_ACTIONS);

/** The field whose note says the fee needs no proof once paid. */
const PROOF_FIELD = "proof_of_payment";

/**
 * Whether the form offers a pay button or the proof-of-payment field now, on a tab the candidate
 * can act in: only then are the payments read (not on every form screen of results night).
 */
function offersPayment(store: FormStore): boolean {
  const { readOnlyTabs = [] } = store.getOptions();
  const { tabs, fields } = store.getState();
  return store.schema.tabs.some((tab) => {
    if (!tabs[tab.id]?.visible || readOnlyTabs.includes(tab.id)) return false;
    const buttons = (tab.buttons ?? []).filter((b) =>
      PAY_ACTION_NAMES.includes(String(b.parameters?.action)),
    );
    const proof = tab.fieldsets.some((f) => f.fields.includes(PROOF_FIELD)) && !!fields[PROOF_FIELD]?.visible;
    return proof || (buttons.length > 0 && shownButtonIds(store, buttons) !== "");
  });
}

/** A payment's day as the reader's language writes it: "2 March 2026", "2 mars 2026". */
function day(at: string, language: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const tag = language.toLowerCase().startsWith("fr") ? "fr-FR" : "en-GB";
  return new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric" }).format(date);
}

/** The note on the proof-of-payment field once the fee is settled: how and when, no proof needed. */
function feeNote(data: CandidatePayments, t: TFunction, language: string): string | undefined {
  const fee = data.due.find((d) => d.nature === "application_fee");
  if (!fee || fee.outstanding > 0) return undefined;
  if (fee.status === "waived") return t("candidateNotices.feeWaived");
  const received = data.payments.filter((p) => p.nature === "application_fee" && p.method !== "refund");
  const last = received[received.length - 1];
  if (!last) return undefined;
  const date = day(last.paidAt, language);
  return last.method === "card"
    ? t("candidateNotices.feePaidOnline", { date })
    : t("candidateNotices.feeRecorded", { date });
}

/** What the server's payments add to the form: pay buttons hidden once nothing is left, the fee's note. */
export function paymentAddons(
  data: CandidatePayments | undefined,
  t: TFunction,
  language: string,
): FormAddons {
  if (!data) return { hiddenActions: [], notes: {} };
  const hiddenActions = data.due.filter((d) => d.outstanding <= 0).map((d) => PAY_ACTIONS[d.nature]);
  const note = feeNote(data, t, language);
  return { hiddenActions, notes: note ? { [PROOF_FIELD]: note } : {} };
}

/**
 * Around the form screen's renderer (given by the app's routes): reads the candidate's payments
 * from the server while the form offers a payment, and hides the pay buttons of what is paid in
 * full (the server would refuse them: 409), and notes on the proof-of-payment field that a fee paid
 * online needs no proof. The payments are read again when the candidate comes back from the
 * payment window (candidate-payments-api.ts).
 */
export function PaymentAddons({ store, children }: { store: FormStore; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const answer = useAnswer();
  const enabled = useSyncExternalStore(store.subscribe, () => offersPayment(store));
  const payments = useCandidatePayments(answer?.formId ?? "", answer?.login ?? "", enabled && !!answer);
  const addons = useMemo(
    () => paymentAddons(payments.data, t, i18n.language),
    [payments.data, t, i18n.language],
  );
  return <FormAddonsContext.Provider value={addons}>{children}</FormAddonsContext.Provider>;
}
