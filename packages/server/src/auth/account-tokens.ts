import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";
import { hashToken, newToken } from "./session-tokens.ts";

/** What a link token is for. */
export type TokenKind = "activation" | "reset";

/** How long a link stays valid: activation 7 days, reset 1 hour. */
export const TOKEN_LIFETIME_MS: Record<TokenKind, number> = {
  activation: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** Creates a link token (256 random bits) for the user; only its hash is stored. Returns the token. */
export async function issueAccountToken(trx: Database, userId: number, kind: TokenKind): Promise<string> {
  const token = newToken();
  await trx
    .insertInto("tokens")
    .values({
      user_id: userId,
      kind,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS[kind]),
    })
    .execute();
  return token;
}

/**
 * Uses up a link token of `login`: refuses an unknown token or one of another account
 * (TOKEN_INVALID), an expired one (TOKEN_EXPIRED) and one already used (TOKEN_USED). On success
 * every token of that kind of that user is spent, so older links stop working too. Returns the user id.
 */
export async function consumeAccountToken(
  trx: Database,
  login: string,
  kind: TokenKind,
  token: string,
): Promise<number> {
  const row = await trx
    .selectFrom("tokens")
    .innerJoin("users", "users.id", "tokens.user_id")
    .select(["tokens.id", "tokens.user_id", "tokens.expires_at", "tokens.used_at", "users.disabled_at"])
    .where("tokens.token_hash", "=", hashToken(token))
    .where("tokens.kind", "=", kind)
    .where("users.login", "=", login.trim().toLowerCase())
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.disabled_at) throw new AppError("TOKEN_INVALID");
  if (row.used_at) throw new AppError("TOKEN_USED");
  if (new Date(row.expires_at).getTime() <= Date.now()) throw new AppError("TOKEN_EXPIRED");
  await trx
    .updateTable("tokens")
    .set({ used_at: sql<Date>`now()` })
    .where("user_id", "=", row.user_id)
    .where("kind", "=", kind)
    .where("used_at", "is", null)
    .execute();
  return row.user_id;
}
