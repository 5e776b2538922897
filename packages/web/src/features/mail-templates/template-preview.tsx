import { useTranslation } from "react-i18next";
import type { TemplatePreview as Preview } from "./templates-api.ts";

/**
 * A filled template: its subject and its text, as the recipient reads it. The text, not the HTML in a
 * frame: the portal's CSP (frame-ancestors 'none', inherited by a srcdoc frame) leaves a frame blank,
 * and the mail's HTML is that same text in paragraphs with its links.
 */
export function TemplatePreview({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("templatesPage.previewTitle", { answerId: preview.answerId })}
      className="border rounded p-2 mt-3"
    >
      <h3 className="h6">{t("templatesPage.previewTitle", { answerId: preview.answerId })}</h3>
      <p className="fw-semibold">{t("templatesPage.previewSubject", { subject: preview.subject })}</p>
      <figure className="mb-0" aria-label={t("templatesPage.previewFrame")}>
        <pre className="mb-0 p-2 bg-body-tertiary rounded" style={{ whiteSpace: "pre-wrap" }}>
          {preview.text}
        </pre>
      </figure>
    </section>
  );
}
