import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import {
  createWaiverCode,
  parseEuros,
  waiverCodesQuery,
  type NewWaiverCode,
  type WaiverCodes,
} from "./waiver-codes-api.ts";

const NATURES = ["application_fee", "down_payment", "tuition"] as const;

/**
 * The form creating a waiver code: the code, the payment it is for, a percentage or an amount off,
 * and optionally a programme, a maximum of uses and a last day. The server checks it all again and
 * its refusal (a code taken, every problem at once) shows under the form.
 */
export function WaiverCodeForm({ programmes }: { programmes: WaiverCodes["programmes"] }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [code, setCode] = useState("");
  const [nature, setNature] = useState<NewWaiverCode["nature"]>("application_fee");
  const [kind, setKind] = useState<"percent" | "amount">("percent");
  const [off, setOff] = useState("");
  const [programme, setProgramme] = useState("");
  const [maxUses, setMaxUses] = useState("");
  const [validUntil, setValidUntil] = useState("");
  const [invalid, setInvalid] = useState<{ off?: boolean; maxUses?: boolean }>({});
  const create = useMutation({
    mutationFn: createWaiverCode,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: waiverCodesQuery.queryKey });
      setCode("");
      setOff("");
      setMaxUses("");
      setValidUntil("");
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const percent = kind === "percent" && /^\d{1,3}$/.test(off.trim()) ? Number(off.trim()) : null;
    const amount = kind === "amount" ? parseEuros(off) : null;
    const uses = maxUses.trim() === "" ? null : /^\d{1,6}$/.test(maxUses.trim()) ? Number(maxUses) : NaN;
    const found = {
      off: (kind === "percent" ? percent === null || percent < 1 || percent > 100 : !amount) || undefined,
      maxUses: (uses !== null && !(uses >= 1)) || undefined,
    };
    setInvalid(found);
    if (found.off || found.maxUses) return;
    create.mutate({
      code: code.trim(),
      nature,
      ...(percent !== null ? { percentOff: percent } : {}),
      ...(amount !== null ? { amountOff: amount } : {}),
      ...(programme ? { programme } : {}),
      ...(uses !== null ? { maxUses: uses } : {}),
      ...(validUntil ? { validUntil } : {}),
    });
  };
  const fr = i18n.language.startsWith("fr");
  return (
    <Form noValidate onSubmit={submit} aria-labelledby="waiver-code-add" className="border rounded p-3 mb-4">
      <h2 id="waiver-code-add" className="h5">
        {t("waiverCodes.addTitle")}
      </h2>
      <div className="row g-3">
        <Form.Group controlId="waiver-code" className="col-md-6">
          <Form.Label>{t("waiverCodes.code")}</Form.Label>
          <Form.Control
            value={code}
            required
            autoCapitalize="characters"
            aria-describedby="waiver-code-help"
            onChange={(event) => setCode(event.target.value)}
          />
          <Form.Text id="waiver-code-help">{t("waiverCodes.codeHelp")}</Form.Text>
        </Form.Group>
        <Form.Group controlId="waiver-code-nature" className="col-md-6">
          <Form.Label>{t("waiverCodes.nature")}</Form.Label>
          <Form.Select value={nature} onChange={(event) => setNature(event.target.value as typeof nature)}>
            {NATURES.map((value) => (
              <option key={value} value={value}>
                {t(`dossierActions.payments.nature.${value}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="waiver-code-kind" className="col-md-6">
          <Form.Label>{t("waiverCodes.kind")}</Form.Label>
          <Form.Select value={kind} onChange={(event) => setKind(event.target.value as typeof kind)}>
            <option value="percent">{t("waiverCodes.kind.percent")}</option>
            <option value="amount">{t("waiverCodes.kind.amount")}</option>
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="waiver-code-off" className="col-md-6">
          <Form.Label>
            {t(kind === "percent" ? "waiverCodes.percentOff" : "waiverCodes.amountOff")}
          </Form.Label>
          <InputGroup hasValidation>
            <Form.Control
              inputMode={kind === "percent" ? "numeric" : "decimal"}
              value={off}
              required
              isInvalid={invalid.off}
              aria-describedby={invalid.off ? "waiver-code-off-error" : undefined}
              onChange={(event) => setOff(event.target.value)}
            />
            <InputGroup.Text>{kind === "percent" ? "%" : "€"}</InputGroup.Text>
            <Form.Control.Feedback type="invalid" id="waiver-code-off-error">
              {t(kind === "percent" ? "waiverRules.code.percent" : "waiverRules.code.amount")}
            </Form.Control.Feedback>
          </InputGroup>
        </Form.Group>
        <Form.Group controlId="waiver-code-programme" className="col-md-6">
          <Form.Label>{t("waiverCodes.programme")}</Form.Label>
          <Form.Select value={programme} onChange={(event) => setProgramme(event.target.value)}>
            <option value="">{t("waiverCodes.anyProgramme")}</option>
            {programmes.map((p) => (
              <option key={p.code} value={p.code}>
                {fr ? p.labelFr : p.labelEn}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="waiver-code-max" className="col-md-3">
          <Form.Label>{t("waiverCodes.maxUses")}</Form.Label>
          <Form.Control
            inputMode="numeric"
            value={maxUses}
            isInvalid={invalid.maxUses}
            aria-describedby={
              invalid.maxUses ? "waiver-code-max-help waiver-code-max-error" : "waiver-code-max-help"
            }
            onChange={(event) => setMaxUses(event.target.value)}
          />
          <Form.Text id="waiver-code-max-help">{t("waiverCodes.maxUsesHelp")}</Form.Text>
          <Form.Control.Feedback type="invalid" id="waiver-code-max-error">
            {t("waiverRules.code.maxUses")}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId="waiver-code-until" className="col-md-3">
          <Form.Label>{t("waiverCodes.expiresAt")}</Form.Label>
          <Form.Control
            type="date"
            value={validUntil}
            aria-describedby="waiver-code-until-help"
            onChange={(event) => setValidUntil(event.target.value)}
          />
          <Form.Text id="waiver-code-until-help">{t("waiverCodes.expiresHelp")}</Form.Text>
        </Form.Group>
      </div>
      <Button type="submit" className="mt-3" disabled={create.isPending}>
        {create.isPending ? t("waiverCodes.creating") : t("waiverCodes.create")}
      </Button>
      <div aria-live="polite">
        {create.isSuccess && !create.isPending && (
          <p className="text-success small mt-2 mb-0">
            {t("waiverCodes.created", { code: create.data.code })}
          </p>
        )}
      </div>
      {create.error && (
        <Alert variant="danger" className="mt-3 mb-0">
          {describeError(create.error, t)}
        </Alert>
      )}
    </Form>
  );
}
