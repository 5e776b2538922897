import { useState } from "react";
import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import { MAX_WITHDRAWAL_COMMENT, validateWithdrawal } from "@portal/domain/workflow/withdrawal";
import { ConfirmDialog } from "../../lib/confirm-dialog.tsx";
import type { WithdrawalBody, WithdrawalStanding } from "./withdrawal-api.ts";

/**
 * The question asked before a candidate withdraws: a reason from the list (an explanation with
 * "another reason", at most 500 characters), checked by the domain's rule as they choose, the
 * server's refusal shown in the dialog.
 */
export function WithdrawalDialog(props: {
  reasons: WithdrawalStanding["reasons"];
  pending: boolean;
  error: unknown;
  onConfirm(body: WithdrawalBody): void;
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
      title={t("withdrawal.dialog.title")}
      closeLabel={t("common.close")}
      cancelLabel={t("withdrawal.dialog.cancel")}
      confirmLabel={props.pending ? t("withdrawal.dialog.sending") : t("withdrawal.dialog.confirm")}
      danger
      pending={props.pending}
      error={props.error}
      onConfirm={confirm}
      onClose={props.onClose}
    >
      <p>{t("withdrawal.dialog.intro")}</p>
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
