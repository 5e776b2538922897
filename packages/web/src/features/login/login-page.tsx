import { useQuery } from "@tanstack/react-query";
import { useCallback, useContext } from "react";
import Alert from "react-bootstrap/Alert";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { describeError } from "../../lib/api-error.ts";
import { authTypeQuery } from "../../lib/auth-api.ts";
import { PrerenderedPageContext } from "../../lib/hydration.ts";
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
  const authQuery = useQuery(authTypeQuery);
  // Served prerendered, the login is the local one (the server sends that page only then).
  const prerendered = useContext(PrerenderedPageContext) === "login";
  const authType = authQuery.data ?? (prerendered ? "local" : undefined);
  const target = loginTarget(search, session);
  // The session was stored a moment ago: read it now, the render's `session` predates the login.
  const done = useCallback(
    () => void navigate(loginTarget(search, getSession()), { replace: true }),
    [navigate, search],
  );

  if (session && !search.has("ticket")) return <Navigate to={target} replace />;
  if (authQuery.isError && !authType) {
    return (
      <Alert variant="danger" role="alert">
        {describeError(authQuery.error, t)}
      </Alert>
    );
  }
  if (!authType || (authType === "CAS" && !config)) return <PageSpinner />;
  if (authType === "CAS" && config?.casUrl) return <CasLogin casUrl={config.casUrl} onLoggedIn={done} />;
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
