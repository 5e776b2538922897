import type { Locale } from "@portal/domain/i18n/locales";
import type { Database } from "../db/database.ts";
import { verifyPassword } from "./passwords.ts";

/** The account behind a successful local login. */
export interface CheckedAccount {
  id: number;
  login: string;
  isAdmin: boolean;
  /** The language the person chose on their account, null when they never chose one. */
  chosenLocale: Locale | null;
}

/**
 * Checks a login and password. Unknown login, wrong password, account not activated and disabled
 * account all give null, and all cost one argon2 verification, so neither the answer nor its
 * timing tells whether an account exists.
 */
export async function checkCredentials(
  db: Database,
  login: string,
  password: string,
): Promise<CheckedAccount | null> {
  const user = await db
    .selectFrom("users")
    .select([
      "id",
      "login",
      "password_hash",
      "is_admin",
      "activated_at",
      "disabled_at",
      "locale",
      "locale_chosen_at",
    ])
    .where("login", "=", login.trim().toLowerCase())
    .executeTakeFirst();
  const usable = user && user.activated_at && !user.disabled_at ? user : undefined;
  const matches = await verifyPassword(usable?.password_hash ?? null, password);
  if (!usable || !matches) return null;
  const chosenLocale = usable.locale_chosen_at ? (usable.locale === "fr" ? "fr" : "en") : null;
  return { id: usable.id, login: usable.login, isAdmin: usable.is_admin > 0, chosenLocale };
}
