import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { intlLocale } from "../../lib/intl-locale.ts";
import type { DocumentRequest, RequestBody } from "./dossier-actions-api.ts";
import { dateInDays, postDocumentRequest } from "./dossier-actions-api.ts";
import { ReasonFields, missingReason } from "./dossier-reason-fields.tsx";
import type { ReasonValues } from "./dossier-reason-fields.tsx";
import { formatWhen } from "./dossier-time.ts";

/** A YYYY-MM-DD deadline in the staff member's language. */
function formatDay(day: string, lang: string): string {
  const [year, month, date] = day.split("-").map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "medium" }).format(
    new Date(year, month - 1, date),
  );
}

/** Where a request stands: received, overdue or open. */
function RequestState({ request }: { request: DocumentRequest }) {
  const { t } = useTranslation();
  if (request.resolvedAt) return <Badge bg="success">{t("dossierActions.requests.resolved")}</Badge>;
  if (request.overdue) return <Badge bg="danger">{t("dossierActions.requests.overdue")}</Badge>;
  return (
    <Badge bg="warning" text="dark">
      {t("dossierActions.requests.open")}
    </Badge>
  );
}

/** The form of a request for a missing document: which file field, reason, comment, deadline. */
function MissingDocumentForm(props: {
  answerId: number;
  fields: { field: string; label: string }[];
  onDone: (sent: boolean) => void;
}) {
  const { answerId, fields, onDone } = props;
  const { t } = useTranslation();
  const client = useQueryClient();
  const [field, setField] = useState("");
  const [values, setValues] = useState<ReasonValues>({ reason: "", comment: "", deadline: dateInDays(14) });
  const [invalid, setInvalid] = useState<ReturnType<typeof missingReason> & { field?: boolean }>({});
  const send = useMutation({
    mutationFn: (body: RequestBody) => postDocumentRequest(answerId, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ["dossier", answerId] });
      onDone(true);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = { ...missingReason(values), field: field === "" || undefined };
    setInvalid(missing);
    if (missing.reason || missing.deadline || missing.field) return;
    const comment = values.comment.trim();
    send.mutate({ field, reason: values.reason, deadline: values.deadline, ...(comment ? { comment } : {}) });
  };
  return (
    <Form
      noValidate
      onSubmit={submit}
      aria-label={t("dossierActions.requests.ask")}
      className="border rounded p-2"
    >
      <Form.Group controlId="request-field" className="mb-2">
        <Form.Label>{t("dossierActions.requests.field")}</Form.Label>
        <Form.Select
          value={field}
          isInvalid={invalid.field}
          aria-describedby={invalid.field ? "request-field-error" : undefined}
          onChange={(event) => setField(event.target.value)}
        >
          <option value="">{t("dossierActions.requests.chooseField")}</option>
          {fields.map((choice) => (
            <option key={choice.field} value={choice.field}>
              {choice.label}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid" id="request-field-error">
          {t("dossierActions.requests.fieldMissing")}
        </Form.Control.Feedback>
      </Form.Group>
      <ReasonFields idPrefix="request" values={values} onChange={setValues} invalid={invalid} />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={send.isPending}>
          {send.isPending ? t("dossierActions.form.sending") : t("dossierActions.requests.send")}
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={() => onDone(false)}>
          {t("dossierActions.form.cancel")}
        </Button>
      </div>
      {send.error && (
        <Alert variant="danger" className="mt-2 py-2 small">
          {describeError(send.error, t)}
        </Alert>
      )}
    </Form>
  );
}

/** The documents asked of the candidate (open, overdue, received), newest first, and the button to ask for one. */
export function DocumentRequests(props: {
  answerId: number;
  requests: DocumentRequest[];
  fields: { field: string; label: string }[];
  /** Lists the requests without the button to ask for one (a reviewer's dossier). */
  readOnly?: boolean;
}) {
  const { answerId, requests, fields } = props;
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <section aria-labelledby="dossier-requests-title" className="mt-3">
      <h3 id="dossier-requests-title" className="h6">
        {t("dossierActions.requests.heading")}
      </h3>
      {requests.length === 0 ? (
        <p className="small text-body-secondary">{t("dossierActions.requests.none")}</p>
      ) : (
        <ul className="list-unstyled small">
          {requests.map((request) => (
            <li key={request.id} className="border-start border-3 ps-2 mb-2">
              <div className="d-flex flex-wrap align-items-center gap-2">
                <RequestState request={request} />
                <span className="fw-semibold text-break">{request.fieldLabel}</span>
                <span className="text-body-secondary">
                  {t(`dossierActions.requests.kind.${request.kind}`)}
                </span>
              </div>
              <p className="mb-0">{request.reasonLabel}</p>
              {request.comment && (
                <p className="mb-0" style={{ whiteSpace: "pre-wrap" }}>
                  {request.comment}
                </p>
              )}
              <p className="mb-0 text-body-secondary">
                {t("dossierActions.requests.due", { date: formatDay(request.deadline, i18n.language) })}
                {" · "}
                {t("dossierActions.requests.by", {
                  by: request.requestedBy,
                  when: formatWhen(request.requestedAt, i18n.language),
                })}
                {request.resolvedAt &&
                  ` · ${t("dossierActions.requests.resolvedAt", { when: formatWhen(request.resolvedAt, i18n.language) })}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite">
        {sent && !asking && <p className="small text-success">{t("dossierActions.requests.sent")}</p>}
      </div>
      {props.readOnly ? null : asking ? (
        <MissingDocumentForm
          answerId={answerId}
          fields={fields}
          onDone={(done) => {
            setAsking(false);
            setSent(done);
          }}
        />
      ) : (
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => {
            setSent(false);
            setAsking(true);
          }}
        >
          {t("dossierActions.requests.ask")}
        </Button>
      )}
    </section>
  );
}
