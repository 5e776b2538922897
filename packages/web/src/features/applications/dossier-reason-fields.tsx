import { useQuery } from "@tanstack/react-query";
import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import { useLang } from "../../form/localize.ts";
import { reasonsQuery } from "./dossier-actions-api.ts";

/** What the refusal and the request of a document ask for. */
export interface ReasonValues {
  reason: string;
  comment: string;
  deadline: string;
}

/** Which of the values are missing: the reason and the deadline (the comment is optional). */
export function missingReason(values: ReasonValues): { reason?: boolean; deadline?: boolean } {
  return { reason: values.reason === "" || undefined, deadline: values.deadline === "" || undefined };
}

/**
 * Reason (from the catalogue, archived ones left out, in the staff member's language), comment and
 * deadline of a document refusal or request; `idPrefix` keeps ids unique when both forms are open.
 */
export function ReasonFields(props: {
  idPrefix: string;
  values: ReasonValues;
  onChange: (values: ReasonValues) => void;
  invalid: { reason?: boolean; deadline?: boolean };
}) {
  const { idPrefix, values, onChange, invalid } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const reasons = useQuery(reasonsQuery("document"));
  const choices = (reasons.data ?? []).filter((reason) => !reason.archived);
  const error = (name: string) => `${idPrefix}-${name}-error`;
  return (
    <>
      <Form.Group controlId={`${idPrefix}-reason`} className="mb-2">
        <Form.Label>{t("dossierActions.form.reason")}</Form.Label>
        <Form.Select
          value={values.reason}
          isInvalid={invalid.reason}
          aria-describedby={invalid.reason ? error("reason") : undefined}
          onChange={(event) => onChange({ ...values, reason: event.target.value })}
        >
          <option value="">{t("dossierActions.form.chooseReason")}</option>
          {choices.map((reason) => (
            <option key={reason.code} value={reason.code}>
              {lang === "fr" ? reason.labelFr : reason.labelEn}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid" id={error("reason")}>
          {t("dossierActions.form.reasonMissing")}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId={`${idPrefix}-comment`} className="mb-2">
        <Form.Label>{t("dossierActions.form.comment")}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={values.comment}
          onChange={(event) => onChange({ ...values, comment: event.target.value })}
        />
      </Form.Group>
      <Form.Group controlId={`${idPrefix}-deadline`} className="mb-2">
        <Form.Label>{t("dossierActions.form.deadline")}</Form.Label>
        <Form.Control
          type="date"
          value={values.deadline}
          isInvalid={invalid.deadline}
          aria-describedby={invalid.deadline ? error("deadline") : undefined}
          onChange={(event) => onChange({ ...values, deadline: event.target.value })}
        />
        <Form.Control.Feedback type="invalid" id={error("deadline")}>
          {t("dossierActions.form.deadlineMissing")}
        </Form.Control.Feedback>
      </Form.Group>
    </>
  );
}
