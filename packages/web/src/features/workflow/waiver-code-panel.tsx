import { formatEuros } from "@portal/domain/workflow/amounts";
import { isYes } from "@portal/domain/rules/values";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { useTranslation } from "react-i18next";
import { api, dataOf } from "../../lib/api/client.ts";
import { describeError } from "../../lib/api-error.ts";
import { useAnswer } from "../../form/answer-context.ts";
import { useFieldValue } from "../../form/use-form-store.ts";
import { useCandidatePayments } from "./candidate-payments-api.ts";

type Nature = "application_fee" | "down_payment" | "tuition";

/** The display flag under which each payment's pay buttons show (the schema's visibleIf). */
const PAY_FLAGS: Record<Nature, string> = {
  application_fee: "show_payment",
  down_payment: "show_buttons_reg",
  tuition: "show_tuition_payment",
};

/** POST /ws/payment/{login}/{kind}/waiver-code: applies a code; what it took off and what is left. */
function applyCode(login: string, kind: Nature, code: string) {
  return dataOf(
    api.POST("/ws/payment/{login}/{kind}/waiver-code", { params: { path: { login, kind } }, body: { code } }),
  );
}

/**
 * "Have a waiver code?" beside a payment's pay buttons (issue #39): while something is left to pay
 * and the buttons show, the candidate types the code the office gave them; the server takes its
 * amount off (what is left stays payable by card; all of it settles the payment, the pay buttons then
 * go) or says why not, under the field, in the candidate's language.
 */
export function WaiverCodePanel({ nature }: { nature: Nature }) {
  const { t, i18n } = useTranslation();
  const answer = useAnswer();
  const client = useQueryClient();
  const canPay = isYes(useFieldValue(PAY_FLAGS[nature]));
  const login = answer?.login ?? "";
  const payments = useCandidatePayments(answer?.formId ?? "", login, canPay && !!answer);
  const [code, setCode] = useState("");
  const [missing, setMissing] = useState(false);
  const apply = useMutation({
    mutationFn: (typed: string) => applyCode(login, nature, typed),
    onSuccess: async () => {
      setCode("");
      await client.invalidateQueries({ queryKey: ["candidate-payments", answer?.formId ?? "", login] });
    },
  });
  const due = payments.data?.due.find((item) => item.nature === nature);
  // Kept once a code applied, so that its confirmation stays when nothing is left to pay.
  if (!answer || !canPay || ((!due || due.outstanding <= 0) && !apply.isSuccess)) return null;
  const money = (euros: number) => formatEuros(euros, i18n.language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setMissing(typed === "");
    if (typed !== "") apply.mutate(typed);
  };
  const error = missing ? t("waiverEntry.missing") : apply.error ? describeError(apply.error, t) : null;
  const id = `waiver-code-${nature}`;
  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="my-3" data-testid={id}>
      <Card.Body>
        <h3 id={`${id}-title`} className="h6 card-title">
          {t("waiverEntry.question")}
        </h3>
        <Form noValidate onSubmit={submit}>
          <Form.Group controlId={id}>
            <Form.Label>{t("waiverEntry.label")}</Form.Label>
            <InputGroup hasValidation>
              <Form.Control
                value={code}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={60}
                isInvalid={error !== null}
                aria-invalid={error !== null || undefined}
                aria-describedby={error !== null ? `${id}-help ${id}-error` : `${id}-help`}
                onChange={(event) => setCode(event.target.value)}
              />
              <Button type="submit" variant="outline-primary" disabled={apply.isPending}>
                {apply.isPending ? t("waiverEntry.applying") : t("waiverEntry.apply")}
              </Button>
              <Form.Control.Feedback type="invalid" id={`${id}-error`}>
                {error}
              </Form.Control.Feedback>
            </InputGroup>
            <Form.Text id={`${id}-help`}>{t("waiverEntry.help")}</Form.Text>
          </Form.Group>
        </Form>
        <div aria-live="polite">
          {apply.data && (
            <p className="mt-2 mb-0 text-success fw-semibold">
              {t("waiverEntry.applied", { code: apply.data.code, amount: money(apply.data.waived) })}{" "}
              {apply.data.outstanding > 0
                ? t("waiverEntry.left", { amount: money(apply.data.outstanding) })
                : t("waiverEntry.settled")}
            </p>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
