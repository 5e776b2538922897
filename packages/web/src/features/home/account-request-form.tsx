import { useId, useState } from "react";
import type { FormEvent } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { appUrl, askPasswordReset, registerAccount } from "../../lib/auth-api.ts";

/** "Create an account" (register) or "Forgot password" (askreset): an e-mail, then "check your mailbox". */
export function AccountRequestForm({ kind }: { kind: "register" | "reset" }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<
    { status: "idle" | "sending" | "sent" } | { status: "error"; text: string }
  >({
    status: "idle",
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ status: "sending" });
    try {
      const send = kind === "register" ? registerAccount : askPasswordReset;
      await send(email.trim(), appUrl());
      // The same answer whatever the account: the page never tells whether an address is known.
      setState({ status: "sent" });
    } catch (error) {
      setState({ status: "error", text: describeError(error, t) });
    }
  }

  const title = t(kind === "register" ? "shell.account.register.title" : "shell.account.reset.title");
  return (
    <Form onSubmit={(e) => void submit(e)} aria-label={title}>
      <h2 className="h5">{title}</h2>
      {state.status === "sent" ? (
        <Alert variant="success" role="alert">
          {t("shell.account.checkMailbox")}
        </Alert>
      ) : (
        <>
          <Form.Group className="mb-2" controlId={inputId}>
            <Form.Label>{t("shell.account.email")}</Form.Label>
            <Form.Control
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Form.Group>
          {state.status === "error" && (
            <Alert variant="danger" role="alert">
              {state.text}
            </Alert>
          )}
          <Button type="submit" disabled={state.status === "sending"}>
            {t(kind === "register" ? "shell.account.register.submit" : "shell.account.reset.submit")}
          </Button>
        </>
      )}
    </Form>
  );
}
