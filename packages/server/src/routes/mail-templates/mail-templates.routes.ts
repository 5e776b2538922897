import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { translate, type Locale } from "@portal/domain/i18n/index";
import {
  isTemplateKey,
  TEMPLATE_KEYS,
  TEMPLATE_PLACEHOLDERS,
  unknownPlaceholders,
  type TemplateKey,
} from "@portal/domain/mail/templates";
import { requireSession } from "../../auth/authenticate.ts";
import { resetMailTemplate, saveMailTemplate } from "../../commands/mail-template-writer.ts";
import type { Database } from "../../db/database.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { notifyMailWorker } from "../../mail/mail-worker.ts";
import { queueMail } from "../../mail/outbox.ts";
import { loadTemplate, renderTemplateMail } from "../../mail/template-mails.ts";
import { requestLocale } from "../../plugins/error-handler.ts";
import { isAdministrator } from "../../policies/staff.ts";
import {
  listTemplatesSchema,
  MAX_BODY,
  MAX_SUBJECT,
  previewTemplateSchema,
  resetTemplateSchema,
  saveTemplateSchema,
  testTemplateSchema,
} from "./mail-templates.schema.ts";
import { previewValues } from "./template-preview-values.ts";

/** A template as the API shows it: placeholders and both languages' texts in force. */
async function presentTemplate(db: Database, key: TemplateKey) {
  return {
    key,
    placeholders: [...TEMPLATE_PLACEHOLDERS[key]],
    en: await loadTemplate(db, key, "en"),
    fr: await loadTemplate(db, key, "fr"),
  };
}

/** The template named in the path, or 404 listing the templates. */
function templateKey(request: FastifyRequest, key: string): TemplateKey {
  if (isTemplateKey(key)) return key;
  const message = translate(requestLocale(request), "noticesApi.unknownTemplate", {
    key,
    keys: TEMPLATE_KEYS.join(", "),
  });
  throw new AppError("NOT_FOUND", {}, message);
}

/** Refuses a draft the portal could not send as meant: empty, too long, or with placeholders it cannot fill. */
function checkDraft(
  request: FastifyRequest,
  key: TemplateKey,
  draft: { subject: string; body: string },
): void {
  const locale = requestLocale(request);
  const refuse = (name: string, params: Record<string, string | number> = {}) => {
    throw new AppError("VALIDATION", {}, translate(locale, `noticesApi.${name}`, params));
  };
  if (draft.subject.trim() === "") refuse("subjectEmpty");
  if (draft.subject.length > MAX_SUBJECT)
    refuse("subjectTooLong", { length: draft.subject.length, max: MAX_SUBJECT });
  if (draft.body.trim() === "") refuse("bodyEmpty");
  if (draft.body.length > MAX_BODY) refuse("bodyTooLong", { length: draft.body.length, max: MAX_BODY });
  const unknown = unknownPlaceholders(key, `${draft.subject}\n${draft.body}`);
  if (unknown.length > 0) {
    refuse("unknownPlaceholder", {
      names: unknown.map((name) => `{{${name}}}`).join(", "),
      known: TEMPLATE_PLACEHOLDERS[key].map((name) => `{{${name}}}`).join(", "),
    });
  }
}

/**
 * The e-mail templates page's API (administrators only): read the templates, rewrite one language's
 * text or go back to the default, preview a draft with a real application, send a draft to oneself.
 */
export async function mailTemplatesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", requireSession);
  app.addHook("onRequest", async (request) => {
    if (!isAdministrator(request.actor)) throw new ForbiddenError();
  });

  app.get("/ws/admin/mail-templates", { schema: listTemplatesSchema }, async () => ({
    result: "OK" as const,
    templates: await Promise.all(TEMPLATE_KEYS.map((key) => presentTemplate(app.db, key))),
  }));

  app.put("/ws/admin/mail-templates/:key/:locale", { schema: saveTemplateSchema }, async (request) => {
    const key = templateKey(request, request.params.key);
    const { locale } = request.params;
    checkDraft(request, key, request.body);
    await saveMailTemplate(app.db, { key, locale, ...request.body, by: request.actor.login });
    request.log.info({ key, locale, by: request.actor.login }, "mail template changed");
    return { result: "OK" as const, template: await presentTemplate(app.db, key) };
  });

  app.delete("/ws/admin/mail-templates/:key/:locale", { schema: resetTemplateSchema }, async (request) => {
    const key = templateKey(request, request.params.key);
    const { locale } = request.params;
    await resetMailTemplate(app.db, { key, locale });
    request.log.info({ key, locale, by: request.actor.login }, "mail template reset to the default");
    return { result: "OK" as const, template: await presentTemplate(app.db, key) };
  });

  app.post(
    "/ws/admin/mail-templates/:key/:locale/preview",
    { schema: previewTemplateSchema },
    async (request) => {
      const key = templateKey(request, request.params.key);
      const locale: Locale = request.params.locale;
      const { subject, body, answerId } = request.body;
      checkDraft(request, key, { subject, body });
      const filler = await previewValues(app.db, { locale, publicUrl: app.config.publicUrl, answerId });
      if (!filler) {
        const message =
          answerId === undefined
            ? translate(requestLocale(request), "noticesApi.noApplication")
            : translate(requestLocale(request), "noticesApi.previewApplication", { id: answerId });
        throw new AppError(answerId === undefined ? "WRONG_STATE" : "NOT_FOUND", {}, message);
      }
      const mail = renderTemplateMail({ subject, body }, { to: "", locale, values: filler.values });
      return {
        result: "OK" as const,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? "",
        answerId: filler.answerId,
      };
    },
  );

  app.post("/ws/admin/mail-templates/:key/:locale/test", { schema: testTemplateSchema }, async (request) => {
    const key = templateKey(request, request.params.key);
    const locale: Locale = request.params.locale;
    checkDraft(request, key, request.body);
    const filler = await previewValues(app.db, { locale, publicUrl: app.config.publicUrl });
    const to = request.actor.email;
    await queueMail(app.db, renderTemplateMail(request.body, { to, locale, values: filler?.values ?? {} }));
    notifyMailWorker(app);
    request.log.info({ key, locale, to }, "mail template test queued");
    return { result: "OK" as const, to };
  });
}
