import { formatEuros } from "@portal/domain/workflow/amounts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import Table from "react-bootstrap/Table";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { useSession } from "../../lib/session-store.ts";
import type { PaymentBody, Payments } from "./dossier-actions-api.ts";
import { dateInDays, dayAsInstant, parseEuros, paymentsQuery, postPayment } from "./dossier-actions-api.ts";
import { formatWhen } from "./dossier-time.ts";
import { WaiverDialog, type WaiverDone } from "./dossier-waiver-dialog.tsx";

const NATURES = ["application_fee", "down_payment", "tuition"] as const;

const STATUS_BADGE: Record<string, string> = {
  paid: "success",
  waived: "success",
  partly: "warning",
  unpaid: "danger",
  none: "secondary",
  overpaid: "warning",
};

/** The statuses on a light (warning) badge, whose text is dark. */
const DARK_TEXT = new Set(["partly", "overpaid"]);

/** A refund to record: the nature and amount the office was overpaid, filled in the form. */
type RefundDraft = { nature: PaymentBody["nature"]; amount: number };

/**
 * Administrators' form of a transfer received outside the payment page, or of a refund (money paid
 * back, e.g. a payment made twice: `refund` fills in its nature and amount). Waivers have their own
 * dialog, which checks the amount against what is still due (dossier-waiver-dialog.tsx).
 */
function RecordPaymentForm({
  answerId,
  refund,
  onDone,
}: {
  answerId: number;
  refund?: RefundDraft;
  onDone: (recorded: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [nature, setNature] = useState<PaymentBody["nature"]>(refund?.nature ?? NATURES[0]);
  const [amount, setAmount] = useState(
    refund ? new Intl.NumberFormat(i18n.language, { useGrouping: false }).format(refund.amount) : "",
  );
  const [method, setMethod] = useState<PaymentBody["method"]>(refund ? "refund" : "transfer");
  const [paidAt, setPaidAt] = useState(dateInDays(0));
  const [note, setNote] = useState("");
  const [invalid, setInvalid] = useState<{ amount?: boolean; note?: boolean }>({});
  const record = useMutation({
    mutationFn: (body: PaymentBody) => postPayment(answerId, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ["dossier", answerId] });
      onDone(true);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseEuros(amount);
    const found = { amount: value === null || undefined, note: note.trim() === "" || undefined };
    setInvalid(found);
    if (value === null || found.note) return;
    record.mutate({
      nature,
      amount: value,
      method,
      note: note.trim(),
      ...(paidAt ? { paidAt: dayAsInstant(paidAt) } : {}),
    });
  };
  return (
    <Form
      noValidate
      onSubmit={submit}
      aria-label={t("dossierActions.payments.record")}
      className="border rounded p-2"
    >
      <div className="row g-2">
        <Form.Group controlId="payment-nature" className="col-sm-6">
          <Form.Label>{t("dossierActions.payments.nature")}</Form.Label>
          <Form.Select
            value={nature}
            onChange={(event) => setNature(event.target.value as PaymentBody["nature"])}
          >
            {NATURES.map((value) => (
              <option key={value} value={value}>
                {t(`dossierActions.payments.nature.${value}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="payment-method" className="col-sm-6">
          <Form.Label>{t("dossierActions.payments.method")}</Form.Label>
          <Form.Select
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentBody["method"])}
          >
            <option value="transfer">{t("dossierActions.payments.method.transfer")}</option>
            <option value="refund">{t("dossierActions.payments.method.refund")}</option>
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="payment-amount" className="col-sm-6">
          <Form.Label>{t("dossierActions.payments.amount")}</Form.Label>
          <InputGroup hasValidation>
            <Form.Control
              inputMode="decimal"
              value={amount}
              isInvalid={invalid.amount}
              aria-describedby={invalid.amount ? "payment-amount-error" : undefined}
              onChange={(event) => setAmount(event.target.value)}
            />
            <InputGroup.Text>€</InputGroup.Text>
            <Form.Control.Feedback type="invalid" id="payment-amount-error">
              {t("dossierActions.decision.amountInvalid")}
            </Form.Control.Feedback>
          </InputGroup>
        </Form.Group>
        <Form.Group controlId="payment-date" className="col-sm-6">
          <Form.Label>{t("dossierActions.payments.date")}</Form.Label>
          <Form.Control type="date" value={paidAt} onChange={(event) => setPaidAt(event.target.value)} />
        </Form.Group>
        <Form.Group controlId="payment-note" className="col-12">
          <Form.Label>{t("dossierActions.payments.note")}</Form.Label>
          <Form.Control
            value={note}
            isInvalid={invalid.note}
            aria-describedby={invalid.note ? "payment-note-error" : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          <Form.Control.Feedback type="invalid" id="payment-note-error">
            {t("dossierActions.payments.noteMissing")}
          </Form.Control.Feedback>
        </Form.Group>
      </div>
      <div className="d-flex flex-wrap gap-2 mt-2">
        <Button type="submit" size="sm" disabled={record.isPending}>
          {record.isPending ? t("dossierActions.form.sending") : t("dossierActions.payments.save")}
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={() => onDone(false)}>
          {t("dossierActions.form.cancel")}
        </Button>
      </div>
      {record.error && (
        <Alert variant="danger" className="mt-2 py-2 small">
          {describeError(record.error, t)}
        </Alert>
      )}
    </Form>
  );
}

/** What is due, paid and outstanding per payment, and what was overpaid (to refund). */
function DueTable({ data }: { data: Payments }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="table-responsive">
      <Table size="sm" className="small">
        <caption className="caption-top">{t("dossierActions.payments.due")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("dossierActions.payments.nature")}</th>
            <th scope="col" className="text-end">
              {t("dossierActions.payments.amount")}
            </th>
            <th scope="col" className="text-end">
              {t("dossierActions.payments.paid")}
            </th>
            <th scope="col" className="text-end">
              {t("dossierActions.payments.outstanding")}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.due.map((due) => (
            <tr key={due.nature}>
              <th scope="row" className="fw-normal">
                {due.label}{" "}
                <Badge bg={STATUS_BADGE[due.status]} text={DARK_TEXT.has(due.status) ? "dark" : undefined}>
                  {t(`dossierActions.payments.status.${due.status}`)}
                </Badge>
              </th>
              <td className="text-end text-nowrap">{formatEuros(due.amount, i18n.language)}</td>
              <td className="text-end text-nowrap">{formatEuros(due.paid, i18n.language)}</td>
              <td className="text-end text-nowrap">{formatEuros(due.outstanding, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** Each overpayment, in words: "Overpaid by €6,200.00 — to refund", and for administrators the refund's button. */
function Overpayments({ data, onRefund }: { data: Payments; onRefund?: (draft: RefundDraft) => void }) {
  const { t, i18n } = useTranslation();
  const overpaid = data.due.filter((due) => due.overpaid > 0);
  if (overpaid.length === 0) return null;
  return (
    <Alert variant="warning" className="py-2 small" data-testid="overpayments">
      <ul className="list-unstyled mb-0">
        {overpaid.map((due) => (
          <li key={due.nature} className="d-flex flex-wrap align-items-center gap-2">
            <span className="fw-semibold">
              {t("dossierActions.payments.overpaid", {
                nature: due.label,
                amount: formatEuros(due.overpaid, i18n.language),
              })}
            </span>
            {onRefund && (
              <Button
                size="sm"
                variant="outline-dark"
                onClick={() => onRefund({ nature: due.nature, amount: due.overpaid })}
              >
                {t("dossierActions.payments.refund")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * The application's payments: the overall status, what is due, paid and outstanding per payment,
 * what was overpaid (to refund), the payments received, and for administrators the form to record
 * a transfer or a refund, and to waive all or part of a fee (issue #39).
 */
export function DossierPayments({ answerId }: { answerId: number }) {
  const { t, i18n } = useTranslation();
  const admin = !!useSession()?.admin;
  const payments = useQuery(paymentsQuery(answerId));
  const [recorded, setRecorded] = useState(false);
  // The form open: a payment, or the refund of an overpayment (its nature and amount filled in).
  const [recording, setRecording] = useState<false | "payment" | RefundDraft>(false);
  const [waiving, setWaiving] = useState(false);
  const [waived, setWaived] = useState<WaiverDone | undefined>(undefined);
  const startRecording = (what: "payment" | RefundDraft) => {
    setRecorded(false);
    setWaived(undefined);
    setRecording(what);
  };
  return (
    <section aria-labelledby="dossier-payments-title" className="mb-4">
      <h2 id="dossier-payments-title" className="h4">
        {t("dossierActions.payments.heading")}
      </h2>
      {payments.isPending ? (
        <PageSpinner />
      ) : payments.error ? (
        <Alert variant="danger">{describeError(payments.error, t)}</Alert>
      ) : (
        <>
          <p>
            {t("dossierActions.payments.statusLabel")}{" "}
            <Badge
              bg={STATUS_BADGE[payments.data.status]}
              text={DARK_TEXT.has(payments.data.status) ? "dark" : undefined}
            >
              {t(`dossierActions.payments.status.${payments.data.status}`)}
            </Badge>
          </p>
          {payments.data.due.length > 0 && <DueTable data={payments.data} />}
          <Overpayments data={payments.data} onRefund={admin && !recording ? startRecording : undefined} />
          <h3 className="h6">{t("dossierActions.payments.list")}</h3>
          {payments.data.payments.length === 0 ? (
            <p className="small text-body-secondary">{t("dossierActions.payments.none")}</p>
          ) : (
            <ul className="list-unstyled small">
              {payments.data.payments.map((payment) => (
                <li key={payment.id} className="border-start border-3 ps-2 mb-2">
                  <span className="fw-semibold">
                    {t(`dossierActions.payments.nature.${payment.nature}`)}
                    {payment.instalment
                      ? ` (${t("dossierActions.payments.instalment", { n: payment.instalment })})`
                      : ""}
                  </span>
                  <br />
                  {t("dossierActions.payments.line", {
                    amount: formatEuros(
                      payment.method === "refund" ? -payment.amount : payment.amount,
                      i18n.language,
                    ),
                    method: t(`dossierActions.payments.method.${payment.method}`),
                    when: formatWhen(payment.paidAt, i18n.language),
                  })}
                  {payment.recordedBy &&
                    `, ${t("dossierActions.payments.recordedBy", { by: payment.recordedBy })}`}
                  {payment.note && <span className="d-block text-body-secondary">{payment.note}</span>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <div aria-live="polite">
        {recorded && !recording && (
          <p className="small text-success">{t("dossierActions.payments.recorded")}</p>
        )}
        {waived && !recording && (
          <p className="small text-success">
            {t("waivers.done", { nature: waived.nature, amount: formatEuros(waived.amount, i18n.language) })}
          </p>
        )}
      </div>
      {admin &&
        (recording ? (
          <RecordPaymentForm
            answerId={answerId}
            refund={recording === "payment" ? undefined : recording}
            onDone={(done) => {
              setRecording(false);
              setRecorded(done);
            }}
          />
        ) : (
          <div className="d-flex flex-wrap gap-2">
            <Button variant="outline-primary" size="sm" onClick={() => startRecording("payment")}>
              {t("dossierActions.payments.record")}
            </Button>
            <Button
              variant="outline-primary"
              size="sm"
              disabled={!payments.data}
              onClick={() => {
                setRecorded(false);
                setWaived(undefined);
                setWaiving(true);
              }}
            >
              {t("waivers.open")}
            </Button>
          </div>
        ))}
      {waiving && payments.data && (
        <WaiverDialog
          answerId={answerId}
          due={payments.data.due}
          onClose={(done) => {
            setWaiving(false);
            setWaived(done);
          }}
        />
      )}
    </section>
  );
}
