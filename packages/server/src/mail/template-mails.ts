import { translate, type Locale } from "@portal/domain/i18n/index";
import { fillTemplate, type TemplateKey } from "@portal/domain/mail/templates";
import type { Database } from "../db/database.ts";
import { queueMail, type MailMessage } from "./outbox.ts";

/** A template's subject and body in one language, as stored or from the catalogue. */
export interface TemplateText {
  subject: string;
  body: string;
  /** True when an administrator's version replaces the catalogue's default. */
  customised: boolean;
}

/** The language of a mail: French for "fr…", English otherwise. */
export const mailLocale = (locale: string | null | undefined): Locale =>
  String(locale ?? "")
    .toLowerCase()
    .startsWith("fr")
    ? "fr"
    : "en";

/** The catalogue's default text of a template. */
export function defaultTemplate(key: TemplateKey, locale: Locale): TemplateText {
  return {
    subject: translate(locale, `mailTemplates.${key}.subject`),
    body: translate(locale, `mailTemplates.${key}.body`),
    customised: false,
  };
}

/** The text in force: the administrators' version when there is one, else the default. */
export async function loadTemplate(db: Database, key: TemplateKey, locale: Locale): Promise<TemplateText> {
  const row = await db
    .selectFrom("mail_templates")
    .select(["subject", "body"])
    .where("key", "=", key)
    .where("locale", "=", locale)
    .executeTakeFirst();
  return row ? { ...row, customised: true } : defaultTemplate(key, locale);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Paragraphs as simple HTML, addresses made links. */
function html(body: string, locale: Locale): string {
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) =>
      escapeHtml(p)
        .replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, "<br>"),
    )
    .map((p) => `<p>${p}</p>`)
    .join("\n");
  return `<!doctype html><html lang="${locale}"><body>\n${paragraphs}\n</body></html>\n`;
}

/** A filled template as a message to one recipient, in one language (plain text and HTML). */
export function renderTemplateMail(
  text: Pick<TemplateText, "subject" | "body">,
  input: { to: string; locale: Locale; values: Partial<Record<string, string>>; dedupeKey?: string },
): MailMessage {
  const body = fillTemplate(text.body, input.values);
  return {
    to: input.to,
    subject: fillTemplate(text.subject, input.values).replace(/\s+/g, " ").trim(),
    text: `${body}\n`,
    html: html(body, input.locale),
    dedupeKey: input.dedupeKey,
  };
}

/**
 * Queues a template's mail in the recipient's language, in the caller's transaction. With a
 * dedupeKey, a second call with the same key queues nothing and resolves null (exactly-once mails).
 */
export async function queueTemplateMail(
  trx: Database,
  input: {
    key: TemplateKey;
    to: string;
    locale: Locale;
    values: Partial<Record<string, string>>;
    dedupeKey?: string;
  },
): Promise<number | null> {
  const text = await loadTemplate(trx, input.key, input.locale);
  return queueMail(trx, renderTemplateMail(text, input));
}
