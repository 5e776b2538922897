import { useSyncExternalStore } from "react";

/** The logged-in user as the shell keeps it (SPEC §3 "User session"). */
export interface Session {
  login: string;
  token: string;
  /** SPEC §6: isAdmin above 0. */
  admin: boolean;
  email?: string;
  /** The account's role; a session stored before roles existed reads it from `admin`. */
  role?: Role;
  /** The juries a reviewer is assigned to (empty for others). */
  juries?: string[];
}

/** The roles of the portal (issue #10): staff are reviewers and administrators. */
export type Role = "candidate" | "reviewer" | "administrator";

const ROLES: readonly Role[] = ["candidate", "reviewer", "administrator"];

const KEY = "portal.session";
type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };
/** Whether the session was ended by the user's own Logout (the guards then go home, not to /login). */
let endedByLogout = false;

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.login !== "string" || typeof value.token !== "string") return null;
    const admin = value.admin === true;
    return {
      login: value.login,
      token: value.token,
      admin,
      email: value.email,
      role: toRole(value.role, admin),
      juries: toJuries(value.juries),
    };
  } catch {
    return null;
  }
}

/** The current session, or null when logged out. Stable object identity while unchanged. */
export function getSession(): Session | null {
  const raw = localStorage.getItem(KEY);
  if (raw !== cached.raw) cached = { raw, session: parse(raw) };
  return cached.session;
}

/** Stores the session after a login (kept in localStorage so that other tabs share it). */
export function setSession(session: Session): void {
  endedByLogout = false;
  localStorage.setItem(KEY, JSON.stringify(session));
  notify();
}

/**
 * Forgets the session: `"logout"` when the user asked for it, `"refused"` when the server said
 * "Not allowed" (an expired session, whose page should send to /login and come back).
 */
export function clearSession(reason: "logout" | "refused" = "refused"): void {
  endedByLogout = reason === "logout";
  localStorage.removeItem(KEY);
  notify();
}

/** True after the user's own Logout, until the next login. */
export function sessionEndedByLogout(): boolean {
  return endedByLogout;
}

/** Normalises the server's `admin` (a number above 0 or a boolean) into a boolean. */
export function toAdmin(value: unknown): boolean {
  return value === true || (typeof value === "number" && value > 0) || value === "1";
}

/** The server's `role`, or (from a server that sends none) the role its `admin` flag implies. */
export function toRole(value: unknown, admin: boolean): Role {
  return ROLES.includes(value as Role) ? (value as Role) : admin ? "administrator" : "candidate";
}

/** The server's `juries` as a list of jury ids; anything else is no jury. */
export function toJuries(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
}

/**
 * The session a login answer opens (local or CAS): the token, the login (else `fallbackLogin`),
 * the admin flag, and the role and juries when the server sends them.
 */
export function sessionFromLogin(
  answer: {
    token: string;
    login?: string;
    email?: string;
    admin?: unknown;
    role?: unknown;
    juries?: unknown;
  },
  fallbackLogin?: string,
): Session {
  const admin = toAdmin(answer.admin);
  return {
    login: answer.login ?? fallbackLogin ?? "",
    email: answer.email ?? fallbackLogin,
    token: answer.token,
    admin,
    role: toRole(answer.role, admin),
    juries: toJuries(answer.juries),
  };
}

/** Calls `listener` whenever the session changes, in this tab or in another one. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** React hook: the current session, re-rendering on login and logout. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

function notify(): void {
  for (const listener of listeners) listener();
}
