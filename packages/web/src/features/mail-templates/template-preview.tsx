import { useTranslation } from "react-i18next";
import type { TemplatePreview as Preview } from "./templates-api.ts";

/**
 * A filled template: its subject, and its HTML in a sandboxed frame (no scripts, no same origin:
 * the office's text cannot act on the portal), or the plain text when there is no HTML.
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
      {preview.html ? (
        <iframe
          sandbox=""
          srcDoc={preview.html}
          title={t("templatesPage.previewFrame")}
          className="w-100 border-0 bg-white"
          style={{ minHeight: "16rem" }}
        />
      ) : (
        <pre className="mb-0" style={{ whiteSpace: "pre-wrap" }}>
          {preview.text}
        </pre>
      )}
    </section>
  );
}
