import type { Locale } from "@portal/domain/i18n/locales";
import { locales } from "@portal/domain/i18n/locales";
import { api, dataOf } from "./api/client.ts";
import { switchLanguage } from "./i18n.ts";
import { getSession } from "./session-store.ts";
import type { i18n as Translator } from "i18next";

/**
 * Shows the interface in `locale` and, for a signed-in person, keeps it on their account
 * (PUT /ws/account/language): their e-mails follow it, and so do their pages on any device they
 * sign in on. Saving is best effort: the page has switched either way.
 */
export async function chooseLanguage(i18n: Translator, locale: Locale): Promise<void> {
  await switchLanguage(i18n, locale);
  if (!getSession()) return;
  try {
    await dataOf(api.PUT("/ws/account/language", { body: { locale } }));
  } catch {
    // Offline or signed out meanwhile: the choice stays in this browser.
  }
}

/** After a login: the language the person chose on their account (the login's `locale`), if any. */
export async function applyAccountLanguage(i18n: Translator, locale: unknown): Promise<void> {
  if (locales.includes(locale as Locale) && locale !== i18n.language)
    await switchLanguage(i18n, locale as Locale);
}
