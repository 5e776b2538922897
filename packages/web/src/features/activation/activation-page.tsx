import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { activateAccount, loginLocal, resetPassword } from "../../lib/auth-api.ts";
import { FORM_ID } from "../../lib/form-id.ts";
import { useHydrated } from "../../lib/hydration.ts";
import { sessionFromLogin, setSession } from "../../lib/session-store.ts";
import { applyAccountLanguage } from "../../lib/account-language.ts";
import { isStaffSession } from "../../lib/staff-session.ts";
import { PasswordForm } from "./password-form.tsx";

type Outcome =
  { kind: "none" } | { kind: "activated" } | { kind: "reset" } | { kind: "error"; detail?: string };

/**
 * /activation?id=&user=&activationToken=&reset=: sets the password of a new account (then logs in
 * and goes home) or after a reset request (then only says it is done).
 */
export function ActivationPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const formId = search.get("id") || FORM_ID;
  // The link's user and token are the browser's: the prerendered page is that of a complete link,
  // its address blank until hydrated.
  const hydrated = useHydrated();
  const user = hydrated ? (search.get("user") ?? "") : "";
  const token = hydrated ? (search.get("activationToken") ?? "") : "";
  const isReset = search.get("reset") === "1";
  const [outcome, setOutcome] = useState<Outcome>({ kind: "none" });

  async function submit(password: string) {
    try {
      // A refused password or token is an error status (400 with the message), never a 200.
      await (isReset ? resetPassword : activateAccount)(user, password, token, formId);
    } catch (error) {
      setOutcome({ kind: "error", detail: describeError(error, t) });
      return;
    }
    if (isReset) return setOutcome({ kind: "reset" });
    setOutcome({ kind: "activated" });
    try {
      const login = await loginLocal(user.toLowerCase(), password, formId);
      if (login.result === "ok") {
        const session = sessionFromLogin({ ...login, email: user }, user.toLowerCase());
        setSession(session);
        await applyAccountLanguage(i18n, login.locale);
        // An invited staff member starts in the back office; a candidate at home, told it worked.
        if (isStaffSession(session)) void navigate("/admin");
        else void navigate("/", { state: { flash: "shell.activation.activated" } });
      }
    } catch {
      // Activated but not logged in: the success message stays, with the link to the login page.
    }
  }

  const title = t(isReset ? "shell.activation.resetTitle" : "shell.activation.title");
  if (hydrated && (!user || !token)) {
    return (
      <>
        <h1 className="h3 mb-3">{title}</h1>
        <Alert variant="danger" role="alert">
          {t("shell.activation.incomplete")}
        </Alert>
      </>
    );
  }
  const done = outcome.kind === "activated" || outcome.kind === "reset";
  return (
    <>
      <h1 className="h3 mb-3">{title}</h1>
      <p className="text-body-secondary">{user || "\u00a0"}</p>
      {outcome.kind === "error" && (
        <Alert variant="danger" role="alert">
          <p className="mb-0">{t(isReset ? "shell.activation.resetError" : "shell.activation.error")}</p>
          {outcome.detail && <p className="mb-0 mt-1">{outcome.detail}</p>}
        </Alert>
      )}
      {done ? (
        <Alert variant="success" role="alert">
          <p className="mb-1">
            {t(outcome.kind === "reset" ? "shell.activation.resetDone" : "shell.activation.activated")}
          </p>
          <Link to={`/login?id=${encodeURIComponent(formId)}`}>{t("nav.login")}</Link>
        </Alert>
      ) : (
        <PasswordForm
          login={user}
          submitLabel={t(isReset ? "shell.activation.resetSubmit" : "shell.activation.submit")}
          onSubmit={submit}
        />
      )}
    </>
  );
}
