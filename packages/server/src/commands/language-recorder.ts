import type { Locale } from "@portal/domain/i18n/locales";
import type { Database } from "../db/database.ts";

/**
 * Records the language a signed-in person chose: their e-mails are written in it from now on, and
 * their next login, on any device, shows their pages in it (locale_chosen_at, migration 0020).
 */
export async function recordLanguage(db: Database, userId: number, locale: Locale): Promise<void> {
  await db
    .updateTable("users")
    .set({ locale, locale_chosen_at: new Date() })
    .where("id", "=", userId)
    .execute();
}
