import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { useTranslation } from "react-i18next";
import { DECISION_LABEL_KEYS } from "@portal/domain/workflow/decision-input";
import {
  partsClearedBy,
  rankApplies,
  scholarshipDecisionApplies,
  tuitionApplies,
} from "@portal/domain/workflow/decision-scope";
import { ADMISSION_DECISIONS, isAdmissionDecision } from "@portal/domain/workflow/results";
import type { AdmissionDecision } from "@portal/domain/workflow/results";
import { useLang } from "../../form/localize.ts";
import { ApiError, describeError } from "../../lib/api-error.ts";
import type { ActionDossier, DecisionBody } from "./dossier-actions-api.ts";
import { fieldErrorsOf, parseEuros, putDecision, reasonsQuery } from "./dossier-actions-api.ts";

type Field = "admis" | "motivation" | "rank" | "decisionbourse" | "montant_ins";

const FIELDS: readonly Field[] = ["admis", "motivation", "rank", "decisionbourse", "montant_ins"];

/** The label of each part a change of decision may clear, as the form names it. */
const CLEARED_LABELS: Record<Exclude<Field, "admis">, string> = {
  motivation: "dossierActions.decision.motivation",
  rank: "dossierActions.decision.rank",
  decisionbourse: "dossierActions.decision.scholarship",
  montant_ins: "dossierActions.decision.amount",
};

/** The server's refusals of the decision's fields (others, such as the jury, are not in this form). */
function fieldErrors(error: unknown): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError)) return {};
  const all = fieldErrorsOf(error.body);
  return Object.fromEntries(FIELDS.filter((f) => all[f]).map((f) => [f, all[f]]));
}

/** A save refused because someone changed the application since it was read. */
function isStale(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.body as { code?: unknown } | undefined)?.code === "STALE_VERSION"
  );
}

/**
 * The jury's decision on the application, in staff wording: admission, motivation (and whether
 * the candidate sees it), rank on the waiting list, scholarship decision and tuition amount.
 * Only the parts that go with the admission decision chosen are asked (rank for the waiting list,
 * tuition for an admission); changing the decision clears what went with the old one and says so.
 * Saved with the dossier's version, so that a change made meanwhile is not overwritten; a refusal
 * shows under the field it concerns.
 */
export function DossierDecisionPanel({ dossier }: { dossier: ActionDossier }) {
  // Outside the form, which is keyed on the version: a save or a concurrent change refills it from
  // the server, and what happened stays said.
  const [notice, setNotice] = useState<Notice>(null);
  return <DecisionForm key={dossier.version} dossier={dossier} notice={notice} onNotice={setNotice} />;
}

type Notice = "saved" | "stale" | null;

function DecisionForm(props: { dossier: ActionDossier; notice: Notice; onNotice: (notice: Notice) => void }) {
  const { dossier, notice, onNotice } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const initial = dossier.decision;
  const [admis, setAdmis] = useState<AdmissionDecision>(
    isAdmissionDecision(initial.admis) ? initial.admis : "-",
  );
  const [motivation, setMotivation] = useState(initial.motivation ?? "");
  const [visible, setVisible] = useState(initial.motivationVisible);
  const [rank, setRank] = useState(initial.rank === null ? "" : String(initial.rank));
  const [scholarship, setScholarship] = useState(initial.decisionbourse);
  const [amount, setAmount] = useState(initial.montant_ins === null ? "" : initial.montant_ins.toFixed(2));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // The parts a change of decision cleared (they went with the old one), said under the choice.
  const [cleared, setCleared] = useState<Exclude<Field, "admis">[]>([]);
  const motivations = useQuery(reasonsQuery("motivation"));
  const save = useMutation({
    mutationFn: (body: DecisionBody) => putDecision(dossier.id, body),
    onSuccess: () => {
      onNotice("saved");
      // The dossier (header, version) and its history both change.
      return client.invalidateQueries({ queryKey: ["dossier", dossier.id] });
    },
    onError: (error) => {
      // The server's 400 names its refusals by field ({errors: {rank: [message]}}): each shows under its field.
      setErrors(fieldErrors(error));
      if (isStale(error)) {
        onNotice("stale");
        void client.invalidateQueries({ queryKey: ["dossier", dossier.id] });
      }
    },
  });

  /**
   * A new admission decision clears what went with the old one (the domain's rule, which the
   * server applies too); going back to the stored decision brings its stored parts back.
   */
  const chooseAdmis = (next: AdmissionDecision) => {
    const current = {
      admis,
      motivation: motivation || null,
      motivationVisible: visible,
      rank: rank.trim() === "" ? null : Number(rank),
      decisionbourse: scholarship,
      montant_ins: amount.trim() === "" ? null : 0,
    };
    setAdmis(next);
    setErrors({});
    if (next === initial.admis) {
      setMotivation(initial.motivation ?? "");
      setVisible(initial.motivationVisible);
      setRank(initial.rank === null ? "" : String(initial.rank));
      setScholarship(initial.decisionbourse);
      setAmount(initial.montant_ins === null ? "" : initial.montant_ins.toFixed(2));
      setCleared([]);
      return;
    }
    const parts = partsClearedBy(current, next);
    if (parts.motivation !== undefined) {
      setMotivation("");
      setVisible(false);
    }
    if (parts.rank !== undefined) setRank("");
    if (parts.decisionbourse !== undefined) setScholarship(parts.decisionbourse);
    if (parts.montant_ins !== undefined) setAmount("");
    const said = (Object.keys(CLEARED_LABELS) as Exclude<Field, "admis">[]).filter(
      (f) => parts[f] !== undefined,
    );
    setCleared((before) => [...new Set([...before, ...said])]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNotice(null);
    const found: Partial<Record<Field, string>> = {};
    const rankValue = Number(rank);
    if (admis === "L" && !(Number.isInteger(rankValue) && rankValue >= 1))
      found.rank = t("dossierActions.decision.rankMissing");
    const euros = amount.trim() === "" ? null : parseEuros(amount);
    if (tuitionApplies(admis) && amount.trim() !== "" && euros === null)
      found.montant_ins = t("dossierActions.decision.amountInvalid");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({
      admis,
      motivation: motivation || null,
      motivationVisible: visible,
      rank: rankApplies(admis) ? rankValue : null,
      ...(scholarship ? { decisionbourse: scholarship } : {}),
      montant_ins: tuitionApplies(admis) ? euros : null,
      version: dossier.version,
    });
  };

  const choices = (motivations.data ?? []).filter((r) => !r.archived || r.code === motivation);
  // Only the scholarship decisions that go with the admission decision chosen are offered.
  const options = dossier.decision.scholarshipOptions.filter((option) =>
    scholarshipDecisionApplies(admis, option.value),
  );
  const feedback = (field: Field) =>
    errors[field] && (
      <Form.Control.Feedback type="invalid" id={`decision-${field}-error`} className="d-block">
        {errors[field]}
      </Form.Control.Feedback>
    );
  const described = (field: Field) => (errors[field] ? `decision-${field}-error` : undefined);
  // A refusal about one field shows under it; anything else under the button.
  const generalError =
    save.error && Object.keys(fieldErrors(save.error)).length === 0 && !isStale(save.error);

  return (
    <section aria-labelledby="dossier-decision-title" className="mb-4">
      <h2 id="dossier-decision-title" className="h4">
        {t("dossierActions.decision.heading")}
      </h2>
      <Form noValidate onSubmit={submit} className="border rounded p-2">
        <fieldset className="mb-2" aria-describedby={described("admis")}>
          <legend className="form-label fs-6 mb-1">{t("dossierActions.decision.admis")}</legend>
          {ADMISSION_DECISIONS.map((value) => (
            <Form.Check
              key={value}
              type="radio"
              id={`decision-admis-${value}`}
              name="decision-admis"
              label={t(DECISION_LABEL_KEYS[value])}
              checked={admis === value}
              onChange={() => chooseAdmis(value)}
            />
          ))}
          {feedback("admis")}
          {cleared.length > 0 && (
            <Form.Text as="p" className="d-block mb-0" role="status">
              {t("dossierActions.decision.cleared", {
                fields: cleared.map((f) => t(CLEARED_LABELS[f])).join(", "),
              })}
            </Form.Text>
          )}
        </fieldset>
        {rankApplies(admis) && (
          <Form.Group controlId="decision-rank" className="mb-2">
            <Form.Label>{t("dossierActions.decision.rank")}</Form.Label>
            <Form.Control
              type="number"
              min={1}
              step={1}
              required
              value={rank}
              isInvalid={!!errors.rank}
              aria-describedby={described("rank")}
              onChange={(event) => setRank(event.target.value)}
            />
            {feedback("rank")}
          </Form.Group>
        )}
        <Form.Group controlId="decision-motivation" className="mb-2">
          <Form.Label>{t("dossierActions.decision.motivation")}</Form.Label>
          <Form.Select
            value={motivation}
            isInvalid={!!errors.motivation}
            aria-describedby={described("motivation")}
            onChange={(event) => setMotivation(event.target.value)}
          >
            <option value="">{t("dossierActions.decision.noMotivation")}</option>
            {choices.map((reason) => (
              <option key={reason.code} value={reason.code}>
                {lang === "fr" ? reason.labelFr : reason.labelEn}
              </option>
            ))}
          </Form.Select>
          {feedback("motivation")}
        </Form.Group>
        <Form.Check
          id="decision-visible"
          className="mb-2"
          label={t("dossierActions.decision.visible")}
          checked={visible}
          onChange={(event) => setVisible(event.target.checked)}
        />
        <Form.Group controlId="decision-decisionbourse" className="mb-2">
          <Form.Label>{t("dossierActions.decision.scholarship")}</Form.Label>
          <Form.Select
            value={scholarship}
            isInvalid={!!errors.decisionbourse}
            aria-describedby={described("decisionbourse")}
            onChange={(event) => setScholarship(event.target.value)}
          >
            {!options.some((option) => option.value === scholarship) && (
              <option value={scholarship}>{scholarship || t("dossierActions.decision.noScholarship")}</option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Form.Select>
          {feedback("decisionbourse")}
        </Form.Group>
        {tuitionApplies(admis) && (
          <Form.Group controlId="decision-montant_ins" className="mb-2">
            <Form.Label>{t("dossierActions.decision.amount")}</Form.Label>
            <InputGroup hasValidation>
              <Form.Control
                inputMode="decimal"
                value={amount}
                isInvalid={!!errors.montant_ins}
                aria-describedby={described("montant_ins")}
                onChange={(event) => setAmount(event.target.value)}
              />
              <InputGroup.Text>€</InputGroup.Text>
              {feedback("montant_ins")}
            </InputGroup>
          </Form.Group>
        )}
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? t("dossierActions.decision.saving") : t("dossierActions.decision.save")}
        </Button>
        <div aria-live="polite" className="mt-2">
          {notice === "saved" && (
            <span className="small text-success">{t("dossierActions.decision.saved")}</span>
          )}
          {notice === "stale" && (
            <Alert variant="warning" className="py-2 small">
              {t("dossierActions.decision.stale")}
            </Alert>
          )}
        </div>
        {generalError && (
          <Alert variant="danger" className="mt-2 py-2 small">
            {describeError(save.error, t)}
          </Alert>
        )}
      </Form>
    </section>
  );
}
