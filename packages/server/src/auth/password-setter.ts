import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import { consumeAccountToken, type TokenKind } from "./account-tokens.ts";
import { translate, type Locale } from "@portal/domain/i18n/index";
import type { ErrorCode } from "../errors.ts";
import { hashPassword } from "./passwords.ts";
import { forgetLoginFailures } from "./login-throttle.ts";
import { forgetDevices } from "./known-devices.ts";

// The policy brings zxcvbn's dictionaries (2 MB of the server's bundle, decompressed as they load):
// loaded at the first password set, not at every start-up (the bundle keeps it in a chunk of its own).
const passwordPolicy = () => import("@portal/domain/rules/passwords");

/**
 * The domain's verdict on a new password of `login` as an AppError (PASSWORD_TOO_SHORT, _TOO_LONG,
 * _LOGIN or _WEAK) whose message gives the reason and zxcvbn's advice in `locale`, or null.
 */
export async function passwordRefusal(
  password: string,
  login: string,
  locale: Locale,
): Promise<AppError | null> {
  const { passwordStrength } = await passwordPolicy();
  const messages = passwordStrength(password, login);
  if (messages.length === 0) return null;
  const text = messages.map((m) => translate(locale, m.key, m.params)).join(" ");
  return new AppError(messages[0]!.code as ErrorCode, messages[0]!.params, text);
}

/**
 * Checks a new password with the domain's policy (throws AppError with the reason) and hashes it.
 * Done before the transaction opens, so the ~50 ms of argon2 never hold a database connection.
 */
export async function prepareNewPassword(password: string, login: string, locale: Locale): Promise<string> {
  const refusal = await passwordRefusal(password, login, locale);
  if (refusal) throw refusal;
  return hashPassword(password);
}

/**
 * Sets a password through an e-mailed link, in the transaction it is given: spends the link token
 * (throws AppError when it is invalid, expired or used) and stores the hash. Activation also
 * activates the account; both clear the account's failed logins; a reset also ends every open
 * session of the account and forgets its known devices (the old password may be known to someone else). Returns the user id.
 */
export async function setPasswordWithToken(
  trx: Database,
  kind: TokenKind,
  input: { login: string; passwordHash: string; token: string },
): Promise<number> {
  const userId = await consumeAccountToken(trx, input.login, kind, input.token);
  await trx
    .updateTable("users")
    .set({ password_hash: input.passwordHash, activated_at: sql<Date>`coalesce(activated_at, now())` })
    .where("id", "=", userId)
    .execute();
  // Guesses at the old password no longer matter; a reset also withdraws the known devices, as
  // whoever knew the old password may have logged in with it.
  await forgetLoginFailures(trx, input.login);
  if (kind === "reset") {
    await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
    await forgetDevices(trx, userId);
  }
  return userId;
}
