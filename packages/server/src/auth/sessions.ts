import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { hashToken, newToken } from "./session-tokens.ts";

/** The roles of an account (issue #10): staff are administrators and reviewers. */
export type Role = "candidate" | "reviewer" | "administrator";

/** Who is calling: the user behind a valid session. */
export interface Actor {
  userId: number;
  login: string;
  email: string;
  /** role === "administrator". */
  isAdmin: boolean;
  /** Absent on actors built outside a session (seeds, CLI): read as candidate or administrator from isAdmin. */
  role?: Role;
  /** A reviewer's juries (ids); empty for everyone else. */
  juries?: string[];
}

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** …and in any case after this long. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
// Writing last_seen on every request would turn each read into a write; a minute is precise enough.
const TOUCH_AFTER_MS = 60 * 1000;

/** Opens a new session for the user and returns its bearer token (shown once, stored hashed). */
export async function createSession(db: Database, userId: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto("sessions")
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: new Date(Date.now() + SESSION_LIFETIME_MS),
    })
    .execute();
  return token;
}

/** The actor of a live session, or null when the token is unknown, idle too long, expired or its account disabled. */
export async function resolveSession(db: Database, token: string): Promise<Actor | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.login", "users.email", "users.role", "sessions.last_seen_at"])
    // A reviewer's juries come with the session, in the same round trip (empty for anyone else).
    .select(
      sql<
        string[]
      >`(SELECT coalesce(json_agg(id_jury ORDER BY id_jury), '[]'::json) FROM staff_juries WHERE staff_juries.user_id = users.id)`.as(
        "juries",
      ),
    )
    .where("sessions.token_hash", "=", tokenHash)
    .where("sessions.expires_at", ">", sql<Date>`now()`)
    .where("sessions.last_seen_at", ">", new Date(Date.now() - SESSION_IDLE_MS))
    .where("users.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  if (Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_AFTER_MS) {
    await db
      .updateTable("sessions")
      .set({ last_seen_at: new Date() })
      .where("token_hash", "=", tokenHash)
      .execute();
  }
  return {
    userId: row.id,
    login: row.login,
    email: row.email,
    isAdmin: row.role === "administrator",
    role: row.role,
    juries: row.role === "reviewer" ? row.juries : [],
  };
}

/** Ends one session server-side. */
export async function endSession(db: Database, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", hashToken(token)).execute();
}
