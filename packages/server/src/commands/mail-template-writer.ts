import type { Locale } from "@portal/domain/i18n/index";
import type { TemplateKey } from "@portal/domain/mail/templates";
import type { Database } from "../db/database.ts";

/** Stores an administrator's version of a template in one language (it replaces the default from now on). */
export async function saveMailTemplate(
  db: Database,
  input: { key: TemplateKey; locale: Locale; subject: string; body: string; by: string },
): Promise<void> {
  const values = { subject: input.subject, body: input.body, updated_by: input.by, updated_at: new Date() };
  await db
    .insertInto("mail_templates")
    .values({ key: input.key, locale: input.locale, ...values })
    .onConflict((oc) => oc.columns(["key", "locale"]).doUpdateSet(values))
    .execute();
}

/** Drops the administrators' version: the catalogue's default is in force again. */
export async function resetMailTemplate(
  db: Database,
  input: { key: TemplateKey; locale: Locale },
): Promise<void> {
  await db
    .deleteFrom("mail_templates")
    .where("key", "=", input.key)
    .where("locale", "=", input.locale)
    .execute();
}
