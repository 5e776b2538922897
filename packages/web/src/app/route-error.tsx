import Alert from "react-bootstrap/Alert";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { describeError } from "../lib/api-error.ts";

/** Shown in place of a page that failed (a broken screen never blanks the top bar). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <Alert variant="danger" role="alert">
      <p className="mb-1">{t("shell.routeError")}</p>
      <p className="mb-0 small">{describeError(error, t)}</p>
    </Alert>
  );
}
