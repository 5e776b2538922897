import { formatEuros } from "@portal/domain/workflow/amounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import type { Payments, WaiverBody } from "./dossier-actions-api.ts";
import { parseEuros, postWaiver } from "./dossier-actions-api.ts";

/** What was waived, for the panel's confirmation line. */
export interface WaiverDone {
  nature: string;
  amount: number;
}

/**
 * The administrators' "Waive a fee" dialog (issue #39): a payment still due, all of it or a part
 * (never more than is still due: the server says so too), and the reason, required. The server's
 * refusal stays in the dialog, in its words.
 */
export function WaiverDialog({
  answerId,
  due,
  onClose,
}: {
  answerId: number;
  due: Payments["due"];
  onClose: (done?: WaiverDone) => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const open = due.filter((item) => item.outstanding > 0);
  const [nature, setNature] = useState<WaiverBody["nature"] | undefined>(open[0]?.nature);
  const [scope, setScope] = useState<"full" | "part">("full");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [invalid, setInvalid] = useState<{ amount?: boolean; reason?: boolean }>({});
  const chosen = open.find((item) => item.nature === nature);
  const money = (euros: number) => formatEuros(euros, i18n.language);
  const waive = useMutation({
    mutationFn: (body: WaiverBody) => postWaiver(answerId, body),
    onSuccess: async (answer) => {
      await client.invalidateQueries({ queryKey: ["dossier", answerId] });
      onClose({ nature: chosen?.label ?? answer.payment.nature, amount: answer.payment.amount });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!nature) return;
    const part = scope === "part" ? parseEuros(amount) : null;
    const found = {
      amount: (scope === "part" && (part === null || part <= 0)) || undefined,
      reason: reason.trim() === "" || undefined,
    };
    setInvalid(found);
    if (found.amount || found.reason) return;
    waive.mutate({ nature, reason: reason.trim(), ...(part !== null ? { amount: part } : {}) });
  };
  return (
    <Modal show onHide={() => onClose()} aria-labelledby="waiver-title">
      <Form noValidate onSubmit={submit} aria-labelledby="waiver-title">
        <Modal.Header closeButton closeLabel={t("waivers.cancel")}>
          <Modal.Title id="waiver-title" as="h2" className="h5">
            {t("waivers.title")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {open.length === 0 ? (
            <p className="mb-0">{t("waivers.nothingToWaive")}</p>
          ) : (
            <>
              <p className="small text-body-secondary">{t("waivers.intro")}</p>
              <Form.Group controlId="waiver-nature" className="mb-3">
                <Form.Label>{t("waivers.nature")}</Form.Label>
                <Form.Select
                  value={nature}
                  aria-describedby="waiver-outstanding"
                  onChange={(event) => setNature(event.target.value as WaiverBody["nature"])}
                >
                  {open.map((item) => (
                    <option key={item.nature} value={item.nature}>
                      {item.label}
                    </option>
                  ))}
                </Form.Select>
                <Form.Text id="waiver-outstanding">
                  {chosen && t("waivers.outstanding", { amount: money(chosen.outstanding) })}
                </Form.Text>
              </Form.Group>
              <fieldset className="mb-3">
                <legend className="form-label fs-6">{t("waivers.scope")}</legend>
                <Form.Check
                  type="radio"
                  id="waiver-full"
                  name="waiver-scope"
                  label={t("waivers.full")}
                  checked={scope === "full"}
                  onChange={() => setScope("full")}
                />
                <Form.Check
                  type="radio"
                  id="waiver-part"
                  name="waiver-scope"
                  label={t("waivers.part")}
                  checked={scope === "part"}
                  onChange={() => setScope("part")}
                />
              </fieldset>
              {scope === "part" && (
                <Form.Group controlId="waiver-amount" className="mb-3">
                  <Form.Label>{t("waivers.amount")}</Form.Label>
                  <InputGroup hasValidation>
                    <Form.Control
                      inputMode="decimal"
                      value={amount}
                      isInvalid={invalid.amount}
                      aria-describedby={invalid.amount ? "waiver-amount-error" : undefined}
                      onChange={(event) => setAmount(event.target.value)}
                    />
                    <InputGroup.Text>€</InputGroup.Text>
                    <Form.Control.Feedback type="invalid" id="waiver-amount-error">
                      {t("waivers.amountInvalid")}
                    </Form.Control.Feedback>
                  </InputGroup>
                </Form.Group>
              )}
              <Form.Group controlId="waiver-reason">
                <Form.Label>{t("waivers.reason")}</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={2}
                  required
                  value={reason}
                  isInvalid={invalid.reason}
                  aria-describedby={
                    invalid.reason ? "waiver-reason-help waiver-reason-error" : "waiver-reason-help"
                  }
                  onChange={(event) => setReason(event.target.value)}
                />
                <Form.Text id="waiver-reason-help">{t("waivers.reasonHelp")}</Form.Text>
                <Form.Control.Feedback type="invalid" id="waiver-reason-error">
                  {t("waivers.reasonMissing")}
                </Form.Control.Feedback>
              </Form.Group>
              {waive.error && (
                <Alert variant="danger" className="mt-3 mb-0">
                  {describeError(waive.error, t)}
                </Alert>
              )}
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => onClose()}>
            {t("waivers.cancel")}
          </Button>
          {open.length > 0 && (
            <Button type="submit" disabled={waive.isPending}>
              {waive.isPending ? t("waivers.sending") : t("waivers.submit")}
            </Button>
          )}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
