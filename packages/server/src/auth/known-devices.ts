import type { FastifyReply, FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { hashToken, newToken } from "./session-tokens.ts";

/** The cookie that marks a browser as one that logged in before (OWASP "device cookies"). */
export const DEVICE_COOKIE = "portal_device";

// Several accounts may share a browser (a family computer): the cookie keeps a token per account,
// the most recent first, up to this many.
const MAX_TOKENS = 5;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function tokensOf(request: FastifyRequest): string[] {
  const raw = request.cookies[DEVICE_COOKIE] ?? "";
  return raw
    .split(".")
    .filter((token) => /^[\w-]{43}$/.test(token))
    .slice(0, MAX_TOKENS);
}

/**
 * The known-device token hash this browser holds for `login`, or null. A token is random and its
 * hash is stored with the account it was issued to, so a cookie cannot be forged or moved from
 * one account to another.
 */
export async function knownDeviceOf(
  db: Database,
  request: FastifyRequest,
  login: string,
): Promise<string | null> {
  const hashes = tokensOf(request).map(hashToken);
  if (hashes.length === 0) return null;
  const row = await db
    .selectFrom("known_devices")
    .innerJoin("users", "users.id", "known_devices.user_id")
    .select("known_devices.token_hash")
    .where("users.login", "=", login.trim().toLowerCase())
    .where("known_devices.token_hash", "in", hashes)
    .executeTakeFirst();
  return row?.token_hash ?? null;
}

/**
 * After a successful login: refreshes this browser's token for the account, or issues one and
 * adds it to the cookie (HttpOnly, SameSite=Strict, sent only to the login route, one year).
 */
export async function rememberDevice(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { userId: number; knownHash: string | null; loginPath: string; secure: boolean },
): Promise<void> {
  if (input.knownHash) {
    await db
      .updateTable("known_devices")
      .set({ last_used_at: sql<Date>`now()` })
      .where("token_hash", "=", input.knownHash)
      .execute();
    return;
  }
  const token = newToken();
  await db
    .insertInto("known_devices")
    .values({ token_hash: hashToken(token), user_id: input.userId })
    .execute();
  const tokens = [token, ...tokensOf(request)].slice(0, MAX_TOKENS);
  reply.setCookie(DEVICE_COOKIE, tokens.join("."), {
    path: input.loginPath,
    httpOnly: true,
    sameSite: "strict",
    secure: input.secure,
    maxAge: YEAR_MS / 1000,
  });
}

/** Forgets every known device of an account (its password was reset: whoever knew the old one loses the privilege). */
export async function forgetDevices(trx: Database, userId: number): Promise<void> {
  await trx.deleteFrom("known_devices").where("user_id", "=", userId).execute();
}

/** Deletes the tokens of browsers not seen for a year (housekeeping). */
export async function pruneKnownDevices(db: Database): Promise<void> {
  await db
    .deleteFrom("known_devices")
    .where("last_used_at", "<", new Date(Date.now() - YEAR_MS))
    .execute();
}
