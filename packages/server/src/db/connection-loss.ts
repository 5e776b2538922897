/** SQLSTATEs of a server going away: admin shutdown, crash shutdown, cannot connect now (starting up). */
const SHUTDOWN_STATES = new Set(["57P01", "57P02", "57P03"]);

/** Socket errors of a server that is down or unreachable. */
const SOCKET_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);

/**
 * `pg`'s own messages for a connection that died: "Connection terminated unexpectedly" (socket
 * closed), "Client has encountered a connection error and is not queryable" (a later query on it,
 * such as the ROLLBACK), "Connection terminated due to connection timeout" (pool could not connect).
 */
const PG_MESSAGES = [/^Connection terminated\b/, /is not queryable$/];

// A socket code alone does not say which socket: a browser dropping its upload is ECONNRESET too.
const fromDatabase = new WeakSet<object>();

/** Marks an error as raised by the PostgreSQL connection (connect or query), and returns it. */
export function noteDatabaseError<T>(error: T): T {
  if (typeof error === "object" && error !== null) fromDatabase.add(error);
  return error;
}

/**
 * True when an error means the PostgreSQL connection was lost (failover, restart, network), not
 * that the query was wrong: the request may be retried and deserves a 503, not a 500. Socket codes
 * count only on errors the pool noted; PGlite runs in the process and reports none of these.
 */
export function isConnectionLoss(error: unknown): boolean {
  const noted = typeof error === "object" && error !== null && fromDatabase.has(error);
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (SHUTDOWN_STATES.has(code) || (noted && SOCKET_CODES.has(code))) return true;
      // Class 08: connection exception (08000, 08003, 08006, 08001, 08004…).
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === "string" && PG_MESSAGES.some((pattern) => pattern.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait (Retry-After) before retrying after a lost connection. */
export const DATABASE_RETRY_SECONDS = 5;
