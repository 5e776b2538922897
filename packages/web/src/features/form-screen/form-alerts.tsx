import Alert from "react-bootstrap/Alert";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { ProblemGroup } from "../../lib/problem-groups.ts";

/** The messages of the form screen; undefined hides one. */
export interface AlertTexts {
  danger?: string;
  /** What a refused validation leaves to do, grouped by tab (shown in the danger alert). */
  problems?: ProblemGroup[];
  success?: string;
}

/** What is left, one heading per tab and each failure a link to its field (an admin keeps ?login=). */
function ProblemList({ groups }: { groups: ProblemGroup[] }) {
  const { search } = useLocation();
  const to = (href: string) => {
    const [pathname, hash] = href.split("#");
    return { pathname, search, hash: hash ? `#${hash}` : "" };
  };
  return (
    <div data-testid="validation-problems">
      {groups.map((group) => (
        <section key={group.tab} data-tab={group.tab}>
          <h2 className="h6 mt-2 mb-1">{group.title}</h2>
          <ul className="mb-1">
            {group.items.map((item) => (
              <li key={`${item.href}|${item.text}`}>
                <Link to={to(item.href)} className="alert-link">
                  {item.text}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A dismissible danger alert (with what is left, by tab) and a separate dismissible success alert (role="alert", SPEC §2). */
export function FormAlerts({
  alerts,
  onDismiss,
}: {
  alerts: AlertTexts;
  onDismiss(kind: keyof AlertTexts): void;
}) {
  const { t } = useTranslation();
  const problems = alerts.problems ?? [];
  return (
    <>
      {(alerts.danger || problems.length > 0) && (
        <Alert
          variant="danger"
          // A refused validation without places lists what is missing, one item per line.
          style={{ whiteSpace: "pre-line" }}
          dismissible
          closeLabel={t("renderer.close")}
          onClose={() => {
            onDismiss("danger");
            onDismiss("problems");
          }}
        >
          {alerts.danger}
          {problems.length > 0 && <ProblemList groups={problems} />}
        </Alert>
      )}
      {alerts.success && (
        <Alert
          variant="success"
          style={{ whiteSpace: "pre-line" }}
          dismissible
          closeLabel={t("renderer.close")}
          onClose={() => onDismiss("success")}
        >
          {alerts.success}
        </Alert>
      )}
    </>
  );
}
