import { useTranslation } from "react-i18next";
import type { DraftStatus } from "./use-tab-drafts.ts";
import { intlLocale } from "../../lib/intl-locale.ts";

/** The time of a draft, hours and minutes in the interface language. */
function timeOf(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { hour: "2-digit", minute: "2-digit" }).format(
    new Date(iso),
  );
}

/**
 * "Draft saved 14:05" / "Saving draft…" / "Draft not saved — retrying" beside a tab's save button,
 * announced politely by screen readers; nothing before the first edit.
 */
export function DraftStatusText({ status }: { status: DraftStatus }) {
  const { t, i18n } = useTranslation();
  const text =
    status.kind === "saving"
      ? t("drafts.status.saving")
      : status.kind === "saved"
        ? t("drafts.status.saved", { time: timeOf(status.at, i18n.language) })
        : status.kind === "failed"
          ? t("drafts.status.failed")
          : status.kind === "refused"
            ? t("drafts.status.refused", { message: status.message })
            : "";
  return (
    <span
      className={
        status.kind === "failed" || status.kind === "refused"
          ? "text-danger small"
          : "text-body-secondary small"
      }
      role="status"
      aria-live="polite"
      data-testid="draft-status"
    >
      {text}
    </span>
  );
}
