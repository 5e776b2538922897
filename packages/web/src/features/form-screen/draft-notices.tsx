import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import { useTranslation } from "react-i18next";
import type { TabDrafts } from "./use-tab-drafts.ts";
import { intlLocale } from "../../lib/intl-locale.ts";

/** A draft's date and time in the interface language. */
function dateOf(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );
}

/**
 * Above the form: the notice that unsaved changes were restored (dismissible, or discarded), and on
 * a tab whose draft is older than the answer, the offer to restore or discard it.
 */
export function DraftNotices({ drafts }: { drafts: TabDrafts }) {
  const { t, i18n } = useTranslation();
  const { restoredAt, stale } = drafts;
  return (
    <>
      {restoredAt && (
        <Alert
          variant="info"
          dismissible
          closeLabel={t("common.close")}
          onClose={drafts.dismissRestored}
          data-testid="draft-restored"
        >
          <span className="me-2">{t("drafts.restored", { date: dateOf(restoredAt, i18n.language) })}</span>
          <Button variant="outline-dark" size="sm" onClick={drafts.discardRestored}>
            {t("drafts.discard")}
          </Button>
        </Alert>
      )}
      {stale && (
        <Alert variant="warning" data-testid="draft-stale">
          <Alert.Heading as="h2" className="h6">
            {t("drafts.stale.title", { date: dateOf(stale.updatedAt, i18n.language) })}
          </Alert.Heading>
          <p>{t("drafts.stale.body")}</p>
          <div className="d-flex gap-2">
            <Button variant="primary" size="sm" onClick={drafts.restoreStale}>
              {t("drafts.stale.restore")}
            </Button>
            <Button variant="outline-dark" size="sm" onClick={drafts.discardStale}>
              {t("drafts.stale.discard")}
            </Button>
          </div>
        </Alert>
      )}
    </>
  );
}
