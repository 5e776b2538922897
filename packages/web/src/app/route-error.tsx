import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import { useLocation, useNavigate, useRouteError } from "react-router";
import { useTranslation } from "react-i18next";
import { describeError } from "../lib/api-error.ts";

/**
 * Shown in place of a page that failed (a broken screen never blanks the top bar). Try again goes
 * to the same address again: the router's boundary shows the page afresh at a new location.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <Alert variant="danger" role="alert">
      <p className="mb-1">{t("shell.routeError")}</p>
      <p className="small">{describeError(error, t)}</p>
      <Button
        variant="outline-danger"
        size="sm"
        onClick={() => void navigate(location, { replace: true, state: location.state })}
      >
        {t("shell.tryAgain")}
      </Button>
    </Alert>
  );
}
