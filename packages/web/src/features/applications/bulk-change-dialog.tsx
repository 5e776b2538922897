import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Col from "react-bootstrap/Col";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import Row from "react-bootstrap/Row";
import Spinner from "react-bootstrap/Spinner";
import { useTranslation } from "react-i18next";
import { ADMISSION_DECISIONS, isAdmissionDecision } from "@portal/domain/workflow/results";
import { DECISION_LABEL_KEYS, validateDecision } from "@portal/domain/workflow/decision-input";
import type { Message } from "@portal/domain/i18n/catalogue";
import { describeError } from "../../lib/api-error.ts";
import { useLang } from "../../form/localize.ts";
import type { BulkAnswer, BulkSet, Selection } from "./bulk-api.ts";
import { bulkChange, motivationsQuery } from "./bulk-api.ts";
import { BulkRankingPreview } from "./bulk-ranking-preview.tsx";
import { BulkPreview } from "./bulk-preview.tsx";

/** What the form holds, as typed ("" = leave unchanged). */
interface Choices {
  jury: string;
  admis: string;
  motivation: string;
  rank: string;
  montant_ins: string;
}
const NO_CHOICE: Choices = { jury: "", admis: "", motivation: "", rank: "", montant_ins: "" };

/** A number as typed, a comma accepted for the decimals; NaN when it is not one. */
const typedNumber = (typed: string) =>
  /^-?\d+(?:[.,]\d+)?$/.test(typed) ? Number(typed.replace(",", ".")) : NaN;

/**
 * The body's `set` for the choices, or what is wrong with them (a catalogue key and its
 * parameters). The amount is held to the domain's decision rule, as the server will.
 */
export function bulkSetOf(choices: Choices): { set: BulkSet } | { error: Message } {
  const error = (key: string, params?: Message["params"]) => ({ error: { code: key, key, params } });
  const set: BulkSet = {};
  if (choices.jury) set.jury = choices.jury;
  if (isAdmissionDecision(choices.admis)) set.admis = choices.admis;
  if (choices.motivation) set.motivation = choices.motivation;
  const rank = choices.rank.trim();
  if (rank) {
    if (!/^\d+$/.test(rank) || Number(rank) < 1) return error("bulk.badRank");
    set.rank = Number(rank);
  }
  const amount = choices.montant_ins.trim();
  if (amount) {
    const montant_ins = typedNumber(amount);
    // With a decision chosen, the amount must go with it; without one, each application's own
    // decision is checked by the server, and only the amount's form is checked here.
    const admis = isAdmissionDecision(choices.admis) ? choices.admis : "O";
    const wrong = validateDecision({ admis, montant_ins }, {}, []).montant_ins?.[0];
    if (Number.isNaN(montant_ins)) return error("bulk.badAmount");
    if (wrong) return { error: wrong };
    set.montant_ins = montant_ins;
  }
  return Object.keys(set).length === 0 ? error("bulk.nothing") : { set };
}

/**
 * The bulk change: choose what to set (jury for administrators, decision, motivation, rank,
 * tuition amount), Preview asks the server what would change for whom (before → after) and which
 * applications it leaves out and why; Apply, enabled only for the choices previewed, applies it.
 */
export function BulkChangeDialog({
  selection,
  count,
  all,
  admin,
  juries,
  ranking,
  onClose,
  onApplied,
}: {
  selection: Selection;
  /** The view's filters when it shows one programme: the dialog then offers the top N of its ranking. */
  ranking?: Record<string, string>;
  count: number;
  all: boolean;
  admin: boolean;
  juries: ReadonlyMap<string, string>;
  onClose(): void;
  onApplied(count: number): void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const motivations = useQuery(motivationsQuery());
  const [choices, setChoices] = useState<Choices>(NO_CHOICE);
  const [preview, setPreview] = useState<{ answer: BulkAnswer; of: Choices }>();
  const [busy, setBusy] = useState<"preview" | "apply">();
  const [error, setError] = useState<string>();
  // "" = the selection as it is; a number typed = the first N of the programme's ranking.
  const [top, setTop] = useState<string | null>(null);
  const parsed = bulkSetOf(choices);
  const chosen: Selection = ranking && top !== null ? { top: Number(top), filters: ranking } : selection;
  // Apply only what was previewed: a choice changed since asks for another preview.
  const current = preview?.of === choices ? preview.answer : undefined;

  const choose = (key: keyof Choices, value: string) => {
    setChoices({ ...choices, [key]: value });
    setError(undefined);
  };

  const chooseTop = (value: string | null) => {
    setTop(value);
    setPreview(undefined);
    setError(undefined);
  };

  async function run(dryRun: boolean) {
    if ("error" in parsed) return setError(t(parsed.error.key, parsed.error.params));
    if ("top" in chosen && !(Number.isInteger(chosen.top) && chosen.top >= 1))
      return setError(t("ranking.top.count"));
    setBusy(dryRun ? "preview" : "apply");
    setError(undefined);
    try {
      const answer = await bulkChange(chosen, parsed.set, dryRun);
      if (dryRun) setPreview({ answer, of: choices });
      else onApplied(answer.count);
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setBusy(undefined);
    }
  }

  const select = (key: keyof Choices, options: { value: string; text: string }[]) => (
    <Form.Group as={Col} xs={12} sm={6} controlId={`${id}-${key}`} key={key}>
      <Form.Label>{t(`bulk.field.${key}`)}</Form.Label>
      <Form.Select value={choices[key]} onChange={(event) => choose(key, event.target.value)}>
        <option value="">{t("bulk.keep")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );

  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`} size="lg" scrollable>
      <Modal.Header closeButton closeLabel={t("bulk.cancel")}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t("bulk.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t(all ? "bulk.introAll" : "bulk.intro", { count })}</p>
        <Form onSubmit={(event) => (event.preventDefault(), void run(true))}>
          {ranking && (
            <Row className="g-3 mb-3 align-items-end">
              <Form.Group as={Col} xs={12} sm={6} controlId={`${id}-top`}>
                <Form.Check
                  type="checkbox"
                  label={t("ranking.top.option")}
                  checked={top !== null}
                  onChange={(event) => chooseTop(event.target.checked ? "10" : null)}
                />
              </Form.Group>
              {top !== null && (
                <Form.Group as={Col} xs={6} sm={3} controlId={`${id}-top-count`}>
                  <Form.Label>{t("ranking.top.count")}</Form.Label>
                  <Form.Control
                    type="number"
                    min={1}
                    step={1}
                    value={top}
                    onChange={(event) => chooseTop(event.target.value)}
                  />
                </Form.Group>
              )}
            </Row>
          )}
          <Row className="g-3">
            {admin &&
              select(
                "jury",
                [...juries].map(([value, text]) => ({ value, text })),
              )}
            {select(
              "admis",
              ADMISSION_DECISIONS.map((value) => ({ value, text: t(DECISION_LABEL_KEYS[value]) })),
            )}
            {select(
              "motivation",
              (motivations.data ?? []).map((reason) => ({
                value: reason.code,
                text: lang === "fr" ? reason.labelFr : reason.labelEn,
              })),
            )}
            <Form.Group as={Col} xs={6} controlId={`${id}-rank`}>
              <Form.Label>{t("bulk.field.rank")}</Form.Label>
              <Form.Control
                inputMode="numeric"
                value={choices.rank}
                aria-describedby={`${id}-rank-hint`}
                onChange={(event) => choose("rank", event.target.value)}
              />
              <Form.Text id={`${id}-rank-hint`}>{t("bulk.rankHint")}</Form.Text>
            </Form.Group>
            <Form.Group as={Col} xs={6} controlId={`${id}-montant_ins`}>
              <Form.Label>{t("bulk.field.montant_ins")}</Form.Label>
              <Form.Control
                inputMode="decimal"
                value={choices.montant_ins}
                aria-describedby={`${id}-amount-hint`}
                onChange={(event) => choose("montant_ins", event.target.value)}
              />
              <Form.Text id={`${id}-amount-hint`}>{t("bulk.amountHint")}</Form.Text>
            </Form.Group>
          </Row>
          {motivations.error && (
            <Alert variant="warning" className="mt-3 mb-0">
              {describeError(motivations.error, t)}
            </Alert>
          )}
          <Button type="submit" variant="outline-primary" className="mt-3" disabled={busy !== undefined}>
            {busy === "preview" && (
              <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
            )}
            {busy === "preview" ? t("bulk.previewing") : t("bulk.preview")}
          </Button>
        </Form>
        <div aria-live="polite">
          {error && (
            <Alert variant="danger" className="mt-3 mb-0">
              {error}
            </Alert>
          )}
          {preview && !current && <p className="mt-3 mb-0 text-body-secondary">{t("bulk.previewStale")}</p>}
          {current && <BulkRankingPreview answer={current} />}
          {current && <BulkPreview answer={current} />}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t("bulk.cancel")}
        </Button>
        <Button
          variant="primary"
          disabled={!current || current.changes.length === 0 || busy !== undefined}
          onClick={() => void run(false)}
        >
          {busy === "apply" && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {busy === "apply" ? t("bulk.applying") : t("bulk.apply", { count: current?.changes.length ?? 0 })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
