import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import Alert from "react-bootstrap/Alert";
import { Link, Navigate } from "../../lib/router/links.tsx";
import { useNavigate, useSearchParams } from "../../lib/router/hooks.ts";
import { useTranslation } from "../../lib/use-translation.tsx";
import { describeError } from "../../lib/api-error.ts";
import { authTypeQuery } from "../../lib/auth-api.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { getSession, useSession } from "../../lib/session-store.ts";
import { useSiteConfig } from "../../lib/site-config.ts";
import { CasLogin } from "./cas-login.tsx";
import { LocalLoginForm } from "./local-login-form.tsx";
import { loginTarget } from "./login-target.ts";

/** The login route: a local form, or the central login (CAS), as GET …/authtypes says. */
export function LoginPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const config = useSiteConfig();
  const authType = useQuery(authTypeQuery);
  const target = loginTarget(search, session);
  // The session was stored a moment ago: read it now, the render's `session` predates the login.
  const done = useCallback(
    () => void navigate(loginTarget(search, getSession()), { replace: true }),
    [navigate, search],
  );

  if (session && !search.has("ticket")) return <Navigate to={target} replace />;
  if (authType.isError) {
    return (
      <Alert variant="danger" role="alert">
        {describeError(authType.error, t)}
      </Alert>
    );
  }
  if (!authType.data || (authType.data === "CAS" && !config)) return <PageSpinner />;
  if (authType.data === "CAS" && config?.casUrl) return <CasLogin casUrl={config.casUrl} onLoggedIn={done} />;
  return (
    <>
      <h1 className="h3 mb-3">{t("shell.login.title")}</h1>
      <LocalLoginForm onLoggedIn={done} />
      <p className="mt-3">
        <Link to="/">{t("shell.login.forgot")}</Link>
      </p>
    </>
  );
}
