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
export const TOUCH_AFTER_MS = 60 * 1000;

/** What readSession reads of a session and its user. */
interface SessionRow {
  id: number;
  login: string;
  email: string;
  role: Role;
  last_seen_at: Date;
  expires_at: Date;
  /** A reviewer's juries (empty for anyone else), in the same round trip. */
  juries: string[];
}

// A live session ($1: the token's hash, $2: the oldest last_seen_at still live) of an enabled account.
const SESSION_QUERY = preparedStatement(`
  SELECT users.id, users.login, users.email, users.role, sessions.last_seen_at, sessions.expires_at,
    (SELECT coalesce(json_agg(id_jury ORDER BY id_jury), '[]'::json)
       FROM staff_juries WHERE staff_juries.user_id = users.id) AS juries
  FROM sessions INNER JOIN users ON users.id = sessions.user_id
  WHERE sessions.token_hash = $1 AND sessions.expires_at > now() AND sessions.last_seen_at > $2
    AND users.disabled_at IS NULL`);

/** A live session as read from the database: its actor, and until when it may be trusted without a read. */
export interface LiveSession {
  actor: Actor;
  /** When it ends whatever happens (its lifetime). */
  expiresAt: number;
  /** When it was last touched (now, if this read touched it). */
  lastSeenAt: number;
}

/**
 * Reads the live session of a token's hash, touching it (last_seen_at) when its last touch is
 * older than TOUCH_AFTER_MS; null when the token is unknown, idle too long, expired or its account disabled.
 */
export async function readSession(db: Database, tokenHash: string): Promise<LiveSession | null> {
  // Every authenticated request not answered from memory runs this: its text is written once, not
  // built and compiled each time, and prepared once per connection.
  const { rows } = await db.executeQuery<SessionRow>(
    CompiledQuery.raw(SESSION_QUERY, [tokenHash, new Date(Date.now() - SESSION_IDLE_MS)]),
  );
  const row = rows[0];
  if (!row) return null;
  let lastSeenAt = new Date(row.last_seen_at).getTime();
  if (Date.now() - lastSeenAt > TOUCH_AFTER_MS) {
    lastSeenAt = Date.now();
    await db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(lastSeenAt) })
      .where("token_hash", "=", tokenHash)
      .execute();
  }
  const actor: Actor = {
    userId: row.id,
    login: row.login,
    email: row.email,
    isAdmin: row.role === "administrator",
    role: row.role,
    juries: row.role === "reviewer" ? row.juries : [],
  };
  return { actor, expiresAt: new Date(row.expires_at).getTime(), lastSeenAt };
}

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

/**
 * The actor of a live session, or null when the token is unknown, idle too long, expired or its
 * account disabled; read from the database each time (requests go through auth/session-cache.ts).
 */
export async function resolveSession(db: Database, token: string): Promise<Actor | null> {
  return (await readSession(db, hashToken(token)))?.actor ?? null;
}

/** Ends one session server-side. */
export async function endSession(db: Database, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", hashToken(token)).execute();
}
