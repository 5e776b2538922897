import { useState } from "react";
import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import { MAX_WITHDRAWAL_COMMENT, validateWithdrawal } from "@portal/domain/workflow/withdrawal";
import { ConfirmDialog } from "./confirm-dialog.tsx";

/** A reason offered in the list: its code and its label in the reader's language. */
export interface WithdrawalReasonOption {
  code: string;
  label: string;
}

/** What the dialog sends: a reason code and, with "other", an explanation. */
export interface WithdrawalChoice {
  reason: string;
  comment: string | null;
}

/**
 * The question asked before an application is withdrawn (by its candidate from their home, or by the
 * office in the dossier, each with its own title, explanation and button): a reason from the list
 * (an explanation with "another reason", at most 500 characters), checked by the domain's rule as
 * it is chosen, the server's refusal shown in the dialog.
 */
export function WithdrawalDialog(props: {
  title: string;
  intro: string;
  confirmLabel: string;
  cancelLabel: string;
  reasons: readonly WithdrawalReasonOption[];
  pending: boolean;
  error: unknown;
  onConfirm(choice: WithdrawalChoice): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [comment, setComment] = useState("");
  const [tried, setTried] = useState(false);
  const errors = validateWithdrawal({ reason, comment });
  const shown = (field: string) =>
    tried ? (errors[field] ?? []).map((m) => t(m.key, m.params)).join(" ") : "";
  const confirm = () => {
    setTried(true);
    if (Object.keys(errors).length === 0) props.onConfirm({ reason, comment: comment.trim() || null });
  };
  return (
    <ConfirmDialog
      titleId="withdrawal-title"
      title={props.title}
      closeLabel={t("common.close")}
      cancelLabel={props.cancelLabel}
      confirmLabel={props.pending ? t("withdrawal.dialog.sending") : props.confirmLabel}
      danger
      pending={props.pending}
      error={props.error}
      onConfirm={confirm}
      onClose={props.onClose}
    >
      <p>{props.intro}</p>
      <Form.Group className="mb-3" controlId="withdrawal-reason">
        <Form.Label>{t("withdrawal.dialog.reason")}</Form.Label>
        <Form.Select
          value={reason}
          isInvalid={shown("reason") !== ""}
          onChange={(event) => setReason(event.target.value)}
        >
          <option value="">{t("withdrawal.dialog.choose")}</option>
          {props.reasons.map((r) => (
            <option key={r.code} value={r.code}>
              {r.label}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{shown("reason")}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="withdrawal-comment">
        <Form.Label>{t("withdrawal.dialog.comment")}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={MAX_WITHDRAWAL_COMMENT}
          value={comment}
          isInvalid={shown("comment") !== ""}
          aria-describedby="withdrawal-comment-help"
          onChange={(event) => setComment(event.target.value)}
        />
        <Form.Control.Feedback type="invalid">{shown("comment")}</Form.Control.Feedback>
        <Form.Text id="withdrawal-comment-help">
          {t("withdrawal.dialog.commentHelp", { max: MAX_WITHDRAWAL_COMMENT })}
        </Form.Text>
      </Form.Group>
    </ConfirmDialog>
  );
}
