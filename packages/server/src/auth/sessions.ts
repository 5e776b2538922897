import { CompiledQuery } from "kysely";
import type { Database } from "../db/database.ts";
import { preparedStatement } from "../db/prepared-statements.ts";
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

/** What resolveSession reads of a session and its user. */
interface SessionRow {
  id: number;
  login: string;
  email: string;
  role: Role;
  last_seen_at: Date;
  /** A reviewer's juries (empty for anyone else), in the same round trip. */
  juries: string[];
}

// A live session ($1: the token's hash, $2: the oldest last_seen_at still live) of an enabled account.
const SESSION_QUERY = preparedStatement(`
  SELECT users.id, users.login, users.email, users.role, sessions.last_seen_at,
    (SELECT coalesce(json_agg(id_jury ORDER BY id_jury), '[]'::json)
       FROM staff_juries WHERE staff_juries.user_id = users.id) AS juries
  FROM sessions INNER JOIN users ON users.id = sessions.user_id
  WHERE sessions.token_hash = $1 AND sessions.expires_at > now() AND sessions.last_seen_at > $2
    AND users.disabled_at IS NULL`);

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
  // Every authenticated request runs this: its text is written once, not built and compiled each
  // time, and prepared once per connection.
  const { rows } = await db.executeQuery<SessionRow>(
    CompiledQuery.raw(SESSION_QUERY, [tokenHash, new Date(Date.now() - SESSION_IDLE_MS)]),
  );
  const row = rows[0];
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
