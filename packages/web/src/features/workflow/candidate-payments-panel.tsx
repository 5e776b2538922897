import { formatEuros } from "@portal/domain/workflow/amounts";
import Card from "react-bootstrap/Card";
import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import { isYes } from "@portal/domain/rules/values";
import { paymentNotice } from "@portal/domain/workflow/payment-notice";
import { useAnswer } from "../../form/answer-context.ts";
import { useFieldValue } from "../../form/use-form-store.ts";
import { useCandidatePayments } from "./candidate-payments-api.ts";

type Nature = "application_fee" | "down_payment" | "tuition";

/** A payment's day in the reader's language. */
function formatPaidDay(at: string, language: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return new Intl.DateTimeFormat(language, { day: "numeric", month: "short", year: "numeric" }).format(date);
}

const VARIANT = {
  paid: "text-success",
  overpaid: "text-success",
  waived: "text-success",
  awaiting: "text-body",
  outstanding: "text-danger",
};

/**
 * Where one payment of the candidate stands (registration down payment, tuition), from the server's
 * payments: paid, waived, awaiting confirmation (the step is confirmed, the money not all recorded)
 * or what is outstanding, and the payments received for it. Nothing while nothing is due or paid.
 */
export function CandidatePaymentsPanel({ nature, confirmedFlag }: { nature: Nature; confirmedFlag: string }) {
  const { t, i18n } = useTranslation();
  const answer = useAnswer();
  const confirmed = isYes(useFieldValue(confirmedFlag));
  const payments = useCandidatePayments(answer?.formId ?? "", answer?.login ?? "");
  if (!answer || !payments.data) return null;
  const due = payments.data.due.find((item) => item.nature === nature);
  const made = payments.data.payments.filter((payment) => payment.nature === nature);
  if (!due && made.length === 0) return null;
  const notice = due ? paymentNotice(due, confirmed) : undefined;
  const money = (amount: number) => formatEuros(amount, i18n.language);
  const headingId = `candidate-payments-${nature}`;
  return (
    <Card as="section" aria-labelledby={headingId} className="my-3" data-testid={`payments-${nature}`}>
      <Card.Body>
        <h3 id={headingId} className="h6 card-title">
          {t("candidateNotices.paymentHeading")}
        </h3>
        {notice && due && (
          <p className={`mb-1 fw-semibold ${VARIANT[notice.kind]}`} data-testid="payment-status">
            {notice.kind === "outstanding"
              ? t(notice.key, { amount: money(notice.outstanding) })
              : notice.kind === "overpaid"
                ? t(notice.key, { amount: money(notice.overpaid) })
                : t(notice.key)}
          </p>
        )}
        {due && due.status === "partly" && (
          <p className="mb-1 text-body-secondary">
            {t("candidateNotices.paidSoFar", { amount: money(due.paid), total: money(due.amount) })}
          </p>
        )}
        {made.length > 0 && (
          <Table size="sm" responsive className="mt-2 mb-0">
            <caption className="caption-top">{t("candidateNotices.paymentsMade")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("candidateNotices.paymentDate")}</th>
                <th scope="col">{t("candidateNotices.paymentNature")}</th>
                <th scope="col" className="text-end">
                  {t("candidateNotices.paymentAmount")}
                </th>
                <th scope="col">{t("candidateNotices.paymentMethod")}</th>
              </tr>
            </thead>
            <tbody>
              {made.map((payment) => (
                <tr key={payment.id}>
                  <td>{formatPaidDay(payment.paidAt, i18n.language)}</td>
                  <td>
                    {t(`candidateNotices.nature.${payment.nature}`)}
                    {payment.instalment
                      ? ` (${t("candidateNotices.instalment", { instalment: payment.instalment })})`
                      : ""}
                  </td>
                  <td className="text-end">
                    {/* A refund is money paid back: counted against the payments. */}
                    {money(payment.method === "refund" ? -payment.amount : payment.amount)}
                  </td>
                  <td>{t(`candidateNotices.method.${payment.method}`)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}
