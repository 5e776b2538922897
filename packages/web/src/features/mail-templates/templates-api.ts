import { api, dataOf } from "../../lib/api/client.ts";
import type { RequestOf, ResponseOf } from "../../lib/api/types.ts";

/** A mail template as GET /ws/admin/mail-templates lists it: its key, the placeholders it may use, EN and FR. */
export type MailTemplate = ResponseOf<"/ws/admin/mail-templates", "get">["templates"][number];

/** The languages a template is written in. */
export type TemplateLocale = "en" | "fr";

/** A subject and body being edited. */
export type TemplateDraft = RequestOf<"/ws/admin/mail-templates/{key}/{locale}", "put">;

/** What a preview answers: the draft filled with a real application's values. */
export type TemplatePreview = ResponseOf<"/ws/admin/mail-templates/{key}/{locale}/preview", "post">;

const at = (key: string, locale: TemplateLocale) => ({ params: { path: { key, locale } } });

/** GET {ws}/admin/mail-templates (administrators). */
export const templatesQuery = {
  queryKey: ["admin-mail-templates"] as const,
  queryFn: async () => (await dataOf(api.GET("/ws/admin/mail-templates"))).templates,
};

/** PUT …/{key}/{locale}: saves the office's text; a placeholder the template does not know is a 400. */
export async function saveTemplate(key: string, locale: TemplateLocale, draft: TemplateDraft) {
  return (
    await dataOf(api.PUT("/ws/admin/mail-templates/{key}/{locale}", { ...at(key, locale), body: draft }))
  ).template;
}

/** DELETE …/{key}/{locale}: back to the default text. */
export async function resetTemplate(key: string, locale: TemplateLocale) {
  return (await dataOf(api.DELETE("/ws/admin/mail-templates/{key}/{locale}", at(key, locale)))).template;
}

/** POST …/preview: the draft filled with the first application's values. */
export async function previewTemplate(key: string, locale: TemplateLocale, draft: TemplateDraft) {
  return dataOf(
    api.POST("/ws/admin/mail-templates/{key}/{locale}/preview", { ...at(key, locale), body: draft }),
  );
}

/** POST …/test: queues the draft to the administrator's own address; answers that address. */
export async function sendTestTemplate(key: string, locale: TemplateLocale, draft: TemplateDraft) {
  return (
    await dataOf(
      api.POST("/ws/admin/mail-templates/{key}/{locale}/test", { ...at(key, locale), body: draft }),
    )
  ).to;
}
