import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEADLINE_STEPS, type DeadlineStep } from "@portal/domain/campaign/deadlines";

/** The portal's runtime settings, read once from the environment. */
export interface Config {
  formId: string;
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  casUrl?: string;
  contactEmail: string;
  sisterSiteUrl: string;
  paymentUrl: string;
  /** Shared secret of the payment site's signed notifications (HMAC-SHA256), PAYMENT_SECRET. */
  paymentSecret: string;
  backofficeUrl: string;
  adminLogin?: string;
  adminPassword?: string;
  s3?: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string };
  logLevel: string;
  /**
   * Which X-Forwarded-For entries to believe (TRUST_PROXY): false (none, the default), the
   * proxies' addresses (127.0.0.1 behind a local nginx), or true (every entry: only when the proxy
   * overwrites the header). Believing a forged entry lets clients dodge per-address limits.
   */
  trustProxy: boolean | string;
  /** Largest total size in bytes of the files stored for one answer (MAX_ANSWER_BYTES). */
  maxAnswerBytes: number;
  /** Campaigns older than this many years are purged by `npm run admin -- purge` (RETENTION_YEARS). */
  retentionYears: number;
  /** Most e-mails the mail worker sends in any rolling minute (MAIL_PER_MINUTE). */
  mailPerMinute: number;
  /**
   * TEST_CLOCK=1: the portal's clock can be moved forward by an administrator (POST
   * /ws/admin/test-clock), for the end-to-end suite that watches deadlines pass. Refused in production.
   */
  testClock: boolean;
  /** The campaign's closing day of each step (YYYY-MM-DD), shown on the candidate's home. */
  deadlines: Deadlines;
  /** The institution's IANA time zone (TIME_ZONE, default Europe/Paris): a campaign day closes at its end there. */
  timeZone: string;
  /** Days a referee is left before an automatic reminder, and between two (REFEREE_REMINDER_DAYS, default 7). */
  refereeReminderDays: number;
  /** Served single-page app; absent in API-only tests. */
  webDist?: string;
}

/** Raised when an environment variable holds a value the portal cannot use. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid configuration: ${variable} ${reason}`);
  }
}

type Env = Record<string, string | undefined>;

function url(env: Env, name: string, fallback?: string, protocols = ["http:", "https:"]): string | undefined {
  const raw = env[name]?.trim() || fallback;
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an absolute URL (got "${raw}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(" or ")} (got "${parsed.protocol}")`);
  }
  return raw.replace(/\/+$/, "");
}

function email(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  if (!/^[^@\s]+@[^@\s]+$/.test(value))
    throw new ConfigError(name, `must be an e-mail address (got "${value}")`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false (got "${raw}")`);
}

/**
 * TRUST_PROXY as Fastify takes it: true/false, or a comma-separated list of the proxies' addresses
 * or CIDRs (each trusted hop is skipped, the first untrusted entry of X-Forwarded-For is the client).
 * No hop count: Fastify refuses to trust a count, which cannot tell a proxy from a direct client.
 */
function trustProxy(env: Env): boolean | string {
  const raw = env.TRUST_PROXY?.trim() ?? "";
  const addresses = raw.split(",").map((part) => part.trim());
  if (raw !== "" && addresses.every((a) => net.isIP(a.replace(/\/\d{1,3}$/, "")) !== 0))
    return addresses.join(",");
  try {
    return flag(env, "TRUST_PROXY", false);
  } catch {
    throw new ConfigError("TRUST_PROXY", `must be true, false or the proxies' addresses (got "${raw}")`);
  }
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1)
    throw new ConfigError(name, `must be a whole number of bytes above 0 (got "${raw}")`);
  return value;
}

function perMinute(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1)
    throw new ConfigError(name, `must be a whole number of e-mails per minute, 1 or more (got "${raw}")`);
  return Number(raw);
}

function years(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1)
    throw new ConfigError(name, `must be a whole number of years, 1 or more (got "${raw}")`);
  return Number(raw);
}

/**
 * A fixed secret for development and tests only, so the demonstration page /pay can sign its
 * notifications out of the box; a production server (NODE_ENV=production) must be given its own.
 */
export const DEVELOPMENT_PAYMENT_SECRET = "development-payment-secret-do-not-use-in-production";

function paymentSecret(env: Env): string {
  const value = env.PAYMENT_SECRET?.trim();
  if (value) return value;
  if (env.NODE_ENV === "production")
    throw new ConfigError(
      "PAYMENT_SECRET",
      "must be set in production (the payment site's notification secret)",
    );
  return DEVELOPMENT_PAYMENT_SECRET;
}

function testClock(env: Env): boolean {
  const on = env.TEST_CLOCK?.trim() === "1";
  if (on && env.NODE_ENV === "production")
    throw new ConfigError("TEST_CLOCK", "must not be set in production (it lets the clock be moved)");
  return on;
}

const hasWorkspaces = (folder: string): boolean => {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, "package.json"), "utf8")) as {
      workspaces?: unknown;
    };
    return manifest.workspaces !== undefined;
  } catch {
    return false;
  }
};

/**
 * The project root: the nearest folder above `from` (this file's folder by default) whose
 * package.json declares workspaces, else the working directory. Relative paths of the
 * configuration start there, because `npm -w` runs the server in packages/server.
 */
export function projectRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let folder = path.resolve(from); ; folder = path.dirname(folder)) {
    if (hasWorkspaces(folder)) return folder;
    if (path.dirname(folder) === folder) return process.cwd();
  }
}

/**
 * The campaign-wide day each step closes (DEADLINE_APPLICATION, …), each optional; a programme's own
 * dates, set in the back office, come before them (queries/programme-settings.ts).
 */
export type Deadlines = Partial<Record<DeadlineStep, string>>;

/** Days from today to each demonstration deadline: a campaign under way, the application closing first. */
const DEMO_DEADLINE_DAYS = { application: 21, scholarship: 35, registration: 75, tuition: 120 };

function day(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const date = new Date(`${raw}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(raw) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== raw
  )
    throw new ConfigError(name, `must be a day written YYYY-MM-DD (got "${raw}")`);
  return raw;
}

/**
 * The deadlines from DEADLINE_<STEP>. With none of them set, no ADMIN_LOGIN and outside production,
 * the server is the demonstration (`npm start` on an empty database): it gets plausible deadlines
 * counted from today, so the candidate's home shows them.
 */
function deadlines(env: Env, today: Date): Deadlines {
  const set = Object.fromEntries(
    DEADLINE_STEPS.flatMap((step) => {
      const value = day(env, `DEADLINE_${step.toUpperCase()}`);
      return value ? [[step, value]] : [];
    }),
  ) as Deadlines;
  if (Object.keys(set).length > 0 || env.ADMIN_LOGIN || env.NODE_ENV === "production") return set;
  return Object.fromEntries(
    Object.entries(DEMO_DEADLINE_DAYS).map(([step, days]) => [
      step,
      new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10),
    ]),
  ) as Deadlines;
}

function timeZone(env: Env): string {
  const zone = env.TIME_ZONE?.trim() || "Europe/Paris";
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
  } catch {
    throw new ConfigError("TIME_ZONE", `must be an IANA time zone such as Europe/Paris (got "${zone}")`);
  }
  return zone;
}

/** Reads the configuration; throws a ConfigError naming the variable on a bad value. */
export function loadConfig(env: Env = process.env, today = new Date()): Config {
  const portRaw = env.PORT?.trim() || "8080";
  const port = Number(portRaw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError("PORT", `must be a port number between 0 and 65535 (got "${portRaw}")`);
  }
  const publicUrl = url(env, "PUBLIC_URL", `http://localhost:${port}`)!;
  if (Boolean(env.ADMIN_LOGIN) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError(
      env.ADMIN_LOGIN ? "ADMIN_PASSWORD" : "ADMIN_LOGIN",
      "must be set together with its pair",
    );
  }
  const s3Bucket = env.S3_BUCKET?.trim();
  return {
    formId: "candform",
    production: flag(env, "PRODUCTION", true),
    port,
    host: env.HOST?.trim() || "0.0.0.0",
    dataDir: path.resolve(projectRoot(), env.DATA_DIR?.trim() || "./data"),
    databaseUrl: url(env, "DATABASE_URL", undefined, ["postgres:", "postgresql:"]),
    publicUrl,
    smtpUrl: url(env, "SMTP_URL", undefined, ["smtp:", "smtps:"]),
    mailFrom: email(env, "MAIL_FROM", "admissions@localhost"),
    casUrl: url(env, "CAS_URL"),
    contactEmail: email(env, "CONTACT_EMAIL", "admissions@example.org"),
    sisterSiteUrl: url(env, "SISTER_SITE_URL", "https://www.example.org/sister-programmes")!,
    paymentUrl: url(env, "PAYMENT_URL", `${publicUrl}/pay`)!,
    paymentSecret: paymentSecret(env),
    backofficeUrl: url(env, "BACKOFFICE_URL", `${publicUrl}/ws`)!,
    adminLogin: env.ADMIN_LOGIN?.trim().toLowerCase() || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    s3: s3Bucket
      ? {
          bucket: s3Bucket,
          endpoint: url(env, "S3_ENDPOINT"),
          region: env.S3_REGION?.trim() || "us-east-1",
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    logLevel: env.LOG_LEVEL?.trim() || "info",
    trustProxy: trustProxy(env),
    maxAnswerBytes: positiveInteger(env, "MAX_ANSWER_BYTES", 200 * 1024 * 1024),
    refereeReminderDays: positiveInteger(env, "REFEREE_REMINDER_DAYS", 7),
    retentionYears: years(env, "RETENTION_YEARS", 3),
    mailPerMinute: perMinute(env, "MAIL_PER_MINUTE", 120),
    testClock: testClock(env),
    deadlines: deadlines(env, today),
    timeZone: timeZone(env),
  };
}
