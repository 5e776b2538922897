import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import { consumeAccountToken, type TokenKind } from "./account-tokens.ts";
import { hashPassword } from "./passwords.ts";
import { passwordProblem } from "./password-policy.ts";

/**
 * Checks a new password (length, common list; throws AppError with the reason) and hashes it.
 * Done before the transaction opens, so the ~50 ms of argon2 never hold a database connection.
 */
export async function prepareNewPassword(password: string): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) throw new AppError(problem);
  return hashPassword(password);
}

/**
 * Sets a password through an e-mailed link, in the transaction it is given: spends the link token
 * (throws AppError when it is invalid, expired or used) and stores the hash. Activation also
 * activates the account; a reset ends every open session of the account (the old password may be
 * known to someone else). Returns the user id.
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
  if (kind === "reset") await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
  return userId;
}
