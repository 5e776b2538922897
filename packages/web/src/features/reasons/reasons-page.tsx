import Alert from "react-bootstrap/Alert";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/session-store.ts";
import { ReasonList } from "./reason-list.tsx";

/**
 * Route /admin/reasons: administrators keep the two lists reviewers choose from, the reasons a
 * document is refused and the motivations of a decision: add, rename, order, archive, restore.
 */
export function ReasonsPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session?.admin) return <Alert variant="warning">{t("reasonsPage.adminOnly")}</Alert>;
  return (
    <section aria-labelledby="reasons-title">
      <h1 id="reasons-title" className="h3 mb-3">
        {t("reasonsPage.title")}
      </h1>
      <p className="text-body-secondary">{t("reasonsPage.intro")}</p>
      <ReasonList kind="document" />
      <ReasonList kind="motivation" />
    </section>
  );
}
