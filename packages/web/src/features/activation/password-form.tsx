import { useState } from "react";
import type { FormEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import type { Message } from "@portal/domain/i18n/catalogue";
import { MIN_PASSWORD_LENGTH } from "@portal/domain/rules/password-limits";
import { loadPasswordRules, useLivePasswordVerdict } from "./password-verdict.ts";

/**
 * Password and confirmation for the account `login`, judged by the domain's rules (the same as
 * the server's): the verdict shows as the password is typed, and onSubmit is called only when
 * every rule passes.
 */
export function PasswordForm({
  login,
  submitLabel,
  onSubmit,
}: {
  login: string;
  submitLabel: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  // What the last submit found; cleared as soon as the person types again.
  const [problems, setProblems] = useState<Message[]>([]);
  const [pending, setPending] = useState(false);
  const verdict = useLivePasswordVerdict(password, login);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const found = await loadPasswordRules().then(
        (rules) => rules.passwordRules(password, confirmation, login),
        // Rules unavailable (network): let the server judge.
        () =>
          password === confirmation ? [] : [{ code: "PASSWORD_MISMATCH", key: "rules.passwords.mismatch" }],
      );
      setProblems(found);
      if (found.length === 0) await onSubmit(password);
    } finally {
      setPending(false);
    }
  }

  const passwordInvalid = problems.some((m) => m.code !== "PASSWORD_MISMATCH");
  const confirmationInvalid = problems.some((m) => m.code === "PASSWORD_MISMATCH");
  const showVerdict = problems.length === 0 && verdict !== undefined;
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} className="mw-100" style={{ width: "28rem" }}>
      <Form.Group className="mb-3" controlId="activation-password">
        <Form.Label>{t("shell.activation.password")}</Form.Label>
        <Form.Control
          type="password"
          autoComplete="new-password"
          aria-describedby="activation-password-hint activation-password-verdict"
          aria-invalid={passwordInvalid}
          isInvalid={passwordInvalid}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setProblems([]);
          }}
        />
        <Form.Text id="activation-password-hint">
          {t("shell.activation.hint", { min: MIN_PASSWORD_LENGTH })}
        </Form.Text>
        <div id="activation-password-verdict" aria-live="polite" data-testid="password-verdict">
          {showVerdict &&
            (verdict.length === 0 ? (
              <p className="text-success small mb-0 mt-1">{t("rules.passwords.ok")}</p>
            ) : (
              verdict.map((m, i) => (
                <p
                  key={m.key}
                  className={`small mb-0 mt-1 ${i === 0 ? "text-danger" : "text-body-secondary"}`}
                >
                  {t(m.key, m.params)}
                </p>
              ))
            ))}
        </div>
      </Form.Group>
      <Form.Group className="mb-3" controlId="activation-confirmation">
        <Form.Label>{t("shell.activation.confirm")}</Form.Label>
        <Form.Control
          type="password"
          autoComplete="new-password"
          aria-invalid={confirmationInvalid}
          isInvalid={confirmationInvalid}
          value={confirmation}
          onChange={(e) => {
            setConfirmation(e.target.value);
            setProblems([]);
          }}
        />
      </Form.Group>
      {problems.length > 0 && (
        <Alert variant="danger" role="alert">
          {problems.map((m) => (
            <p key={m.key} className="mb-0">
              {t(m.key, m.params)}
            </p>
          ))}
        </Alert>
      )}
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
