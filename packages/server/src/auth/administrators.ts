import crypto from "node:crypto";
import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { hashPassword } from "./passwords.ts";

/** The demo administrator created on an empty database when no ADMIN_LOGIN is configured. */
export const DEMO_ADMIN_LOGIN = "admin@example.org";

/** A random password for a new administrator: 128 bits, in 22 URL-safe characters. */
export function generatePassword(): string {
  return crypto.randomBytes(16).toString("base64url");
}

/** Creates or updates an activated, enabled administrator with this password (ADMIN_LOGIN / ADMIN_PASSWORD). */
export async function upsertAdministrator(db: Database, login: string, password: string): Promise<number> {
  const normalised = login.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const row = await db
    .insertInto("users")
    .values({
      login: normalised,
      email: normalised,
      password_hash: passwordHash,
      role: "administrator",
      activated_at: new Date(),
    })
    .onConflict((oc) =>
      oc.column("login").doUpdateSet({
        password_hash: passwordHash,
        role: "administrator",
        activated_at: sql<Date>`coalesce(users.activated_at, now())`,
        disabled_at: null,
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Creates the demo administrator with a random password, only when the users table is empty (one
 * atomic statement, so two processes starting together cannot both create it). Returns the
 * password to print once, or null when nothing was created.
 */
export async function createDemoAdministrator(db: Database): Promise<string | null> {
  if (await db.selectFrom("users").select("id").limit(1).executeTakeFirst()) return null;
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const result = await sql<{ id: number }>`
    INSERT INTO users (login, email, password_hash, role, activated_at)
    SELECT ${DEMO_ADMIN_LOGIN}, ${DEMO_ADMIN_LOGIN}, ${passwordHash}, 'administrator', now()
    WHERE NOT EXISTS (SELECT 1 FROM users)
    ON CONFLICT (login) DO NOTHING
    RETURNING id`.execute(db);
  return result.rows.length > 0 ? password : null;
}

/**
 * Makes `login` an activated administrator with a new random password (creating the account when
 * needed) and returns that password, to be shown once (admin CLI).
 */
export async function createAdministrator(
  db: Database,
  login: string,
): Promise<{ password: string; created: boolean }> {
  const normalised = login.trim().toLowerCase();
  const existed = await db
    .selectFrom("users")
    .select("id")
    .where("login", "=", normalised)
    .executeTakeFirst();
  const password = generatePassword();
  await upsertAdministrator(db, normalised, password);
  return { password, created: !existed };
}

/** Disables an account and ends its sessions at once; false when there is no such account. */
export async function disableAccount(db: Database, login: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable("users")
      .set({ disabled_at: sql<Date>`coalesce(disabled_at, now())` })
      .where("login", "=", login.trim().toLowerCase())
      .returning("id")
      .executeTakeFirst();
    if (!user) return false;
    await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    return true;
  });
}

/** Enables a disabled account again; false when there is no such account. */
export async function enableAccount(db: Database, login: string): Promise<boolean> {
  const user = await db
    .updateTable("users")
    .set({ disabled_at: null })
    .where("login", "=", login.trim().toLowerCase())
    .returning("id")
    .executeTakeFirst();
  return Boolean(user);
}

/** Draws lines in a box that stands out in a terminal or a log. */
export function framed(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const bar = "─".repeat(width + 2);
  return [`┌${bar}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${bar}┘`].join("\n");
}

/** The end of a credentials box: the login (when one), the password, and the warning. */
export function credentialsLines(login: string | null, password: string): string[] {
  return [
    "",
    ...(login === null ? [] : [`login:    ${login}`]),
    `password: ${password}`,
    "",
    "Shown only once: note it now.",
  ];
}

/** Prints a password once, in a box that stands out in a terminal or a log. */
export function credentialsBox(title: string, login: string, password: string): string {
  return framed([title, ...credentialsLines(login, password)]);
}
