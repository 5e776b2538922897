import type { Database } from "../db/database.ts";
import type { NotificationHandlers } from "../db/notifications.ts";
import { hashToken } from "./session-tokens.ts";
import { readSession, TOUCH_AFTER_MS, type Actor, type LiveSession } from "./sessions.ts";

/** At most this many sessions are kept; beyond, the oldest kept goes (it is read again when used). */
const MAX_KEPT = 50_000;

/**
 * The sessions this process resolved, kept in memory (issue #13): a request of a known session
 * sends no statement to resolve it (before, every authenticated request read its session and user).
 *
 * A session is kept only as long as the database would not have been written for it anyway: until
 * its touch is due (TOUCH_AFTER_MS after last_seen_at, when the read that touches it happens again),
 * and never past its lifetime. Whatever may end or alter it before then NOTIFYs the user's id
 * (migration 0018, row triggers: logout, password reset, disabling, role or jury changes, erasure,
 * an operator's SQL); each process LISTENs and forgets that user's sessions at once. While the
 * listening connection is down nothing is kept, since a notification could be missed; a read that
 * began before a notification is not kept either (generation). The process that makes such a
 * change also forgets at once (forget, forgetUser, invalidate), so its next request never waits on
 * the notification's way back.
 */
export class SessionCache {
  private readonly byHash = new Map<string, LiveSession>();
  private readonly hashesOfUser = new Map<number, Set<string>>();
  /** Bumped by every invalidation: a read that started before one is not kept. */
  private generation = 0;
  private live = false;

  constructor(private readonly db: Database) {}

  /**
   * What to do on the notifications of SESSION_CHANNEL (app.ts listens, db/notifications.ts): before
   * the listener is live, or while it is down, nothing is kept.
   */
  readonly notifications: NotificationHandlers = {
    onNotify: (payload) => {
      const userId = Number(payload);
      if (payload === "*" || !Number.isInteger(userId)) this.invalidate();
      else this.forgetUser(userId);
    },
    onLive: (live) => {
      this.invalidate();
      this.live = live;
    },
  };

  /** The actor of a live session (from memory when kept and still trusted), or null. */
  async resolve(token: string): Promise<Actor | null> {
    const tokenHash = hashToken(token);
    const now = Date.now();
    const kept = this.byHash.get(tokenHash);
    if (kept && now < kept.expiresAt && now - kept.lastSeenAt < TOUCH_AFTER_MS) return kept.actor;
    if (kept) this.drop(tokenHash, kept.actor.userId);
    const generation = this.generation;
    const session = await readSession(this.db, tokenHash);
    if (session && this.live && generation === this.generation) this.keep(tokenHash, session);
    return session?.actor ?? null;
  }

  /** Forgets one session (this process ended it: a logout). */
  forget(token: string): void {
    const tokenHash = hashToken(token);
    const kept = this.byHash.get(tokenHash);
    this.generation++;
    if (kept) this.drop(tokenHash, kept.actor.userId);
  }

  /** Forgets every session of a user (their account, role, juries or sessions changed). */
  forgetUser(userId: number): void {
    this.generation++;
    for (const tokenHash of this.hashesOfUser.get(userId) ?? []) this.byHash.delete(tokenHash);
    this.hashesOfUser.delete(userId);
  }

  /** Forgets every session. */
  invalidate(): void {
    this.generation++;
    this.byHash.clear();
    this.hashesOfUser.clear();
  }

  /** How many sessions are kept (tests). */
  get size(): number {
    return this.byHash.size;
  }

  /** Keeps nothing more (the app closes). */
  close(): void {
    this.live = false;
    this.invalidate();
  }

  private keep(tokenHash: string, session: LiveSession): void {
    if (this.byHash.size >= MAX_KEPT) {
      // A Map iterates in insertion order: the first key is the one kept longest.
      const [oldestHash, oldest] = this.byHash.entries().next().value!;
      this.drop(oldestHash, oldest.actor.userId);
    }
    this.byHash.set(tokenHash, session);
    const hashes = this.hashesOfUser.get(session.actor.userId) ?? new Set<string>();
    hashes.add(tokenHash);
    this.hashesOfUser.set(session.actor.userId, hashes);
  }

  private drop(tokenHash: string, userId: number): void {
    this.byHash.delete(tokenHash);
    const hashes = this.hashesOfUser.get(userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.hashesOfUser.delete(userId);
  }
}
