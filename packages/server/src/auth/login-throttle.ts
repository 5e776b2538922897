import crypto from "node:crypto";
import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { AppError } from "../errors.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * How failed logins are slowed down (ASVS v5 6.3.1), without letting anyone lock the owner out:
 *
 * - Only failures count; a success erases the failures of that client for that account.
 * - Per account and client: the first `freeFailures` failures cost nothing; after that each attempt
 *   must wait 2^(n - freeFailures) seconds after the last failure (1, 2, 4 … capped at `maxDelayMs`),
 *   and is refused with 429 and Retry-After before any argon2 work. A "client" is the browser's
 *   known-device token for the account when it has one (auth/known-devices.ts), else its address,
 *   so a guesser behind the owner's school NAT slows only the other unknown clients of that NAT.
 * - Per account, across all addresses: past `accountFailuresPerHour` failures in the last hour the
 *   account refuses every client that never logged in to it. Browsers that did (the owner's) keep
 *   logging in while a botnet guesses from elsewhere; a new device can reset the password by
 *   e-mail, which clears the failures. This bounds guessing at 100 per hour whatever the number
 *   of addresses, as ASVS asks, and refused attempts are not counted, so they cannot extend it.
 * - Per address, across accounts: `addressFailures` failures per `addressWindowMs` stops password
 *   spraying, sized for a school or a campus behind one address (successes never count; known
 *   devices of the account are exempt).
 *
 * Failures are rows of login_failures in PostgreSQL, shared by every server process; each attempt
 * is recorded as a failure before the password is checked (and erased on success) under a lock
 * per account, so parallel guesses cannot slip past the counts.
 */
export const LOGIN_THROTTLE = {
  freeFailures: 5,
  maxDelayMs: 5 * MINUTE,
  clientMemoryMs: 24 * HOUR,
  accountFailuresPerHour: 100,
  addressFailures: 300,
  addressWindowMs: 15 * MINUTE,
} as const;

/** Who attempts a login: the login typed, the client address and the known-device token hash, if any. */
export interface LoginAttempt {
  login: string;
  address: string;
  knownDevice: string | null;
}

/** The account key: a hash of the lower-cased login, so the table holds no e-mail address. */
export function accountKey(login: string): string {
  return crypto.createHash("sha256").update(login.trim().toLowerCase()).digest("hex");
}

function clientKey(attempt: LoginAttempt): string {
  return attempt.knownDevice ? `device:${attempt.knownDevice}` : `address:${attempt.address}`;
}

/** The wait the n-th failure of a client imposes before its next attempt, in ms (0: none). */
export function delayAfter(failures: number): number {
  if (failures < LOGIN_THROTTLE.freeFailures) return 0;
  return Math.min(2 ** (failures - LOGIN_THROTTLE.freeFailures) * SECOND, LOGIN_THROTTLE.maxDelayMs);
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / SECOND));

// When a count of failures at or over `limit` falls below it again: the moment the failure at
// position (count - limit), oldest first, leaves the window.
async function freedAt(
  trx: Database,
  column: "account" | "address",
  value: string,
  since: Date,
  count: number,
  limit: number,
  windowMs: number,
): Promise<number> {
  const row = await trx
    .selectFrom("login_failures")
    .select("failed_at")
    .where(column, "=", value)
    .where("failed_at", ">", since)
    .orderBy("failed_at", "asc")
    .offset(count - limit)
    .limit(1)
    .executeTakeFirst();
  return (row ? new Date(row.failed_at).getTime() : Date.now()) + windowMs;
}

/**
 * Admits a login attempt or throws 429: LOGIN_THROTTLED (this client must wait), LOGIN_GUARDED (the
 * account only accepts known devices for now) or RATE_LIMITED (this address failed too often).
 * An admitted attempt is recorded as a failure; call loginSucceeded when the password matches.
 */
export async function admitLoginAttempt(db: Database, attempt: LoginAttempt): Promise<void> {
  const account = accountKey(attempt.login);
  const client = clientKey(attempt);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`login:${account}`}))`.execute(trx);
    const hourAgo = new Date(now - HOUR);
    const windowStart = new Date(now - LOGIN_THROTTLE.addressWindowMs);
    const stats = await sql<{
      client_failures: string;
      client_last: Date | null;
      account_failures: string;
      address_failures: string;
    }>`
      SELECT
        count(*) FILTER (WHERE account = ${account} AND client = ${client}) AS client_failures,
        max(failed_at) FILTER (WHERE account = ${account} AND client = ${client}) AS client_last,
        count(*) FILTER (WHERE account = ${account} AND failed_at > ${hourAgo}) AS account_failures,
        count(*) FILTER (WHERE address = ${attempt.address} AND failed_at > ${windowStart}) AS address_failures
      FROM login_failures
      WHERE (account = ${account} AND failed_at > ${new Date(now - LOGIN_THROTTLE.clientMemoryMs)})
         OR (address = ${attempt.address} AND failed_at > ${windowStart})`.execute(trx);
    const row = stats.rows[0]!;
    const clientFailures = Number(row.client_failures);
    const accountFailures = Number(row.account_failures);
    const addressFailures = Number(row.address_failures);

    const delay = delayAfter(clientFailures);
    const last = row.client_last ? new Date(row.client_last).getTime() : 0;
    if (delay > 0 && now < last + delay) {
      throw new AppError("LOGIN_THROTTLED", { seconds: seconds(last + delay - now) });
    }
    if (!attempt.knownDevice && accountFailures >= LOGIN_THROTTLE.accountFailuresPerHour) {
      const limit = LOGIN_THROTTLE.accountFailuresPerHour;
      const at = await freedAt(trx, "account", account, hourAgo, accountFailures, limit, HOUR);
      throw new AppError("LOGIN_GUARDED", {
        seconds: seconds(at - now),
        minutes: Math.max(1, Math.ceil((at - now) / MINUTE)),
      });
    }
    if (!attempt.knownDevice && addressFailures >= LOGIN_THROTTLE.addressFailures) {
      const limit = LOGIN_THROTTLE.addressFailures;
      const window = LOGIN_THROTTLE.addressWindowMs;
      const at = await freedAt(trx, "address", attempt.address, windowStart, addressFailures, limit, window);
      throw new AppError("RATE_LIMITED", { seconds: seconds(at - now) });
    }
    await trx
      .insertInto("login_failures")
      .values({ account, client, address: attempt.address, failed_at: new Date(now) })
      .execute();
  });
}

/** A successful login: forgets the failures of this client for this account (its own typos). */
export async function loginSucceeded(db: Database, attempt: LoginAttempt): Promise<void> {
  await db
    .deleteFrom("login_failures")
    .where("account", "=", accountKey(attempt.login))
    .where("client", "=", clientKey(attempt))
    .execute();
}

/** A password set through an e-mailed link: guesses at the old password no longer matter. */
export async function forgetLoginFailures(trx: Database, login: string): Promise<void> {
  await trx.deleteFrom("login_failures").where("account", "=", accountKey(login)).execute();
}

/** Deletes failures older than any window looks at (housekeeping). */
export async function pruneLoginFailures(db: Database): Promise<void> {
  await db
    .deleteFrom("login_failures")
    .where("failed_at", "<", new Date(Date.now() - LOGIN_THROTTLE.clientMemoryMs))
    .execute();
}
