import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import { text } from "@portal/domain/rules/values";
import { ADMISSION_DECISIONS, resultText } from "@portal/domain/workflow/results";
import { tuitionAmount } from "@portal/domain/workflow/amounts";
import { useAnswer } from "../../form/answer-context.ts";
import { useFormStore } from "../../form/use-form-store.ts";
import { useAnswerWritten } from "../../lib/answer-list-cache.ts";
import { describeError } from "../../lib/api-error.ts";
import { postDecision } from "./workflow-api.ts";
import type { DecisionValues } from "./workflow-api.ts";
import Card from "react-bootstrap/Card";

/** The scholarship decisions of SPEC §4 offered to the administrator (any other text names a scholarship). */
const SCHOLARSHIP_DECISIONS = ["--", "NA", "WL", "TFW", "ISAE-F"];

/** What to take from the saved answer: the decisions and the display flags derived from them. */
function decisionFields(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([id]) => ["admis", "decisionbourse", "montant_ins"].includes(id) || id.startsWith("show_"),
    ),
  );
}

/**
 * Administrators only (admin mode, result tab): set the admission decision, the scholarship
 * decision and the tuition amount, saved with the result tab. The candidate sees them once the
 * jury publishes its results (jury page).
 */
export function AdminDecisionPanel() {
  const { t } = useTranslation();
  const store = useFormStore();
  const answer = useAnswer();
  const initial = store.getValues();
  const [admis, setAdmis] = useState(text(initial.admis) || "-");
  const [decision, setDecision] = useState(text(initial.decisionbourse));
  const [amount, setAmount] = useState(String(tuitionAmount(initial) ?? ""));
  const [note, setNote] = useState<{ ok: boolean; text: string }>();
  const written = useAnswerWritten();
  const save = useMutation({
    mutationFn: (values: DecisionValues) =>
      postDecision(answer!.formId, answer!.answerId, answer!.getVersion(), values),
    onSuccess: (saved, values) => {
      answer!.setVersion(saved.version);
      store.setValues({ ...values, ...decisionFields(saved.data ?? {}) });
      setNote({ ok: true, text: t("workflowUi.adminSaved") });
      void written(answer!.formId);
    },
    onError: (error) => setNote({ ok: false, text: describeError(error, t) }),
  });
  if (!answer || !store.getOptions().admin) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values: DecisionValues = { admis };
    if (decision.trim() !== "") values.decisionbourse = decision.trim();
    if (amount.trim() !== "") values.montant_ins = Number(amount);
    save.mutate(values);
  };

  return (
    <Card as={Form} onSubmit={submit} className="my-3" aria-labelledby="admin-decision">
      <Card.Body>
        <h3 id="admin-decision" className="h6 card-title">
          {t("workflowUi.adminDecisionHeading")}
        </h3>
        <div className="row g-3">
          <Form.Group className="col-md-4" controlId="admin-admis">
            <Form.Label>{t("workflowUi.adminAdmis")}</Form.Label>
            <Form.Select value={admis} onChange={(event) => setAdmis(event.target.value)}>
              {ADMISSION_DECISIONS.map((value) => (
                <option key={value} value={value}>
                  {value} — {t(resultText(value))}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-md-4" controlId="admin-decisionbourse">
            <Form.Label>{t("workflowUi.adminScholarship")}</Form.Label>
            <Form.Control
              list="admin-decisionbourse-options"
              value={decision}
              aria-describedby="admin-decisionbourse-hint"
              onChange={(event) => setDecision(event.target.value)}
            />
            <datalist id="admin-decisionbourse-options">
              {SCHOLARSHIP_DECISIONS.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
            <Form.Text id="admin-decisionbourse-hint">{t("workflowUi.adminScholarshipHint")}</Form.Text>
          </Form.Group>
          <Form.Group className="col-md-4" controlId="admin-montant">
            <Form.Label>{t("workflowUi.adminAmount")}</Form.Label>
            <Form.Control
              type="number"
              min={0}
              step={1}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </Form.Group>
        </div>
        <div className="d-flex align-items-center gap-3 mt-3">
          <Button type="submit" disabled={save.isPending}>
            {t("workflowUi.adminSave")}
          </Button>
          {note && (
            <span role="status" className={note.ok ? "text-success" : "text-danger"}>
              {note.text}
            </span>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
