import { useState } from "react";
import type { FormEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ApiError, describeError } from "../../lib/api-error.ts";
import { loginLocal } from "../../lib/auth-api.ts";
import { sessionFromLogin, setSession } from "../../lib/session-store.ts";
import { applyAccountLanguage } from "../../lib/account-language.ts";

/** The local login form (authtypes "local"): e-mail and password; stores the session on success. */
export function LocalLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t, i18n } = useTranslation();
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      const email = login.trim().toLowerCase();
      const answer = await loginLocal(email, password);
      if (answer.result === "ok" && answer.token) {
        setSession(sessionFromLogin({ ...answer, token: answer.token, email }, email));
        await applyAccountLanguage(i18n, answer.locale);
        onLoggedIn();
        return;
      }
      setError(t("shell.login.failed"));
    } catch (failure) {
      setError(loginErrorText(failure, t));
    }
    setPending(false);
  }

  return (
    <Form onSubmit={(e) => void submit(e)} className="mw-100" style={{ width: "28rem" }}>
      <Form.Group className="mb-3" controlId="login-email">
        <Form.Label>{t("shell.login.email")}</Form.Label>
        <Form.Control
          type="email"
          required
          autoComplete="username"
          value={login}
          onChange={(e) => setLogin(e.target.value)}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId="login-password">
        <Form.Label>{t("shell.login.password")}</Form.Label>
        <Form.Control
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Form.Group>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" disabled={pending}>
        {t("shell.login.submit")}
      </Button>
    </Form>
  );
}

/** A refusal without the server's own words (401, or a bare 4xx) reads as a wrong e-mail or password. */
function loginErrorText(failure: unknown, t: TFunction): string {
  const refused = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
  if (refused && (failure.status === 401 || !failure.serverMessage)) return t("shell.login.failed");
  return describeError(failure, t);
}
