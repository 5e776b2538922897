import { useEffect, useRef, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import { useTranslation } from "react-i18next";
import { loginCas } from "../../lib/auth-api.ts";
import { currentPageUrl, redirectBrowser } from "../../lib/browser-location.ts";
import { PageSpinner } from "../../lib/page-spinner.tsx";
import { sessionFromLogin, setSession } from "../../lib/session-store.ts";
import { serviceUrl } from "./login-target.ts";

const RETRY_KEY = "portal.cas-retry";

/** Address of the central login page for the current page. */
export function casLoginUrl(casUrl: string, href: string): string {
  return `${casUrl.replace(/\/$/, "")}/login?service=${encodeURIComponent(serviceUrl(href))}`;
}

/**
 * CAS login: without a ticket, send the browser to the central login site; back with a ticket,
 * exchange it (POST logincas with the page URL). A refused ticket sends back to the central login
 * once (SPEC §8); a second refusal in a row shows an error instead of looping.
 */
export function CasLogin({ casUrl, onLoggedIn }: { casUrl: string; onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (started.current) return; // a ticket is single use: never post it twice
    started.current = true;
    const href = currentPageUrl();
    if (!new URL(href).searchParams.has("ticket")) {
      redirectBrowser(casLoginUrl(casUrl, href));
      return;
    }
    loginCas(href)
      .then((answer) => {
        if (!answer.token || String(answer.result).toLowerCase() !== "ok")
          throw new Error("CAS login refused");
        sessionStorage.removeItem(RETRY_KEY);
        setSession(sessionFromLogin(answer));
        onLoggedIn();
      })
      .catch(() => {
        if (sessionStorage.getItem(RETRY_KEY)) {
          sessionStorage.removeItem(RETRY_KEY);
          setFailed(true);
          return;
        }
        sessionStorage.setItem(RETRY_KEY, "1");
        redirectBrowser(casLoginUrl(casUrl, href));
      });
  }, [casUrl, onLoggedIn]);

  if (!failed) return <PageSpinner label={t("shell.login.redirecting")} />;
  return (
    <Alert variant="danger" role="alert">
      <p>{t("shell.login.casFailed")}</p>
      <Button variant="outline-danger" onClick={() => redirectBrowser(casLoginUrl(casUrl, currentPageUrl()))}>
        {t("shell.login.casRetry")}
      </Button>
    </Alert>
  );
}
