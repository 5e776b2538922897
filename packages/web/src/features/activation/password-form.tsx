import { useState } from "react";
import type { FormEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import { MIN_PASSWORD_LENGTH, passwordProblems } from "./password-checks.ts";

/** Password and confirmation with the checks of SPEC §5; calls onSubmit only when both pass. */
export function PasswordForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = passwordProblems(password, confirmation);
    setProblems(found);
    if (found.length > 0) return;
    setPending(true);
    try {
      await onSubmit(password);
    } finally {
      setPending(false);
    }
  }

  const invalid = problems.length > 0;
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} className="mw-100" style={{ width: "28rem" }}>
      <Form.Group className="mb-3" controlId="activation-password">
        <Form.Label>{t("shell.activation.password")}</Form.Label>
        <Form.Control
          type="password"
          autoComplete="new-password"
          aria-describedby="activation-password-hint"
          aria-invalid={problems.includes("shell.activation.passwordTooShort")}
          isInvalid={problems.includes("shell.activation.passwordTooShort")}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Form.Text id="activation-password-hint">
          {t("shell.activation.hint", { min: MIN_PASSWORD_LENGTH })}
        </Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId="activation-confirmation">
        <Form.Label>{t("shell.activation.confirm")}</Form.Label>
        <Form.Control
          type="password"
          autoComplete="new-password"
          aria-invalid={problems.includes("shell.activation.passwordMismatch")}
          isInvalid={problems.includes("shell.activation.passwordMismatch")}
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
      </Form.Group>
      {invalid && (
        <Alert variant="danger" role="alert">
          {problems.map((key) => (
            <p key={key} className="mb-0">
              {t(key)}
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
