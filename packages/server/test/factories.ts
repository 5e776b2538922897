import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { hashPassword } from "../src/auth/passwords.ts";
import { createSession } from "../src/auth/sessions.ts";

/** What a factory-made user gives a test: its id, its login (an e-mail) and a live session token. */
export interface BuiltUser {
  id: number;
  login: string;
  token: string;
}

/** Options of buildUser: an administrator or a reviewer of some juries, a chosen login, a password to log in with. */
export interface BuildUserOptions {
  admin?: boolean;
  /** A reviewer of these juries (ids); ignored with admin. */
  reviewerOf?: string[];
  login?: string;
  /** When given, the account gets this password (argon2id hash, ~50 ms); otherwise none. */
  password?: string;
}

/**
 * Creates an activated account directly in the database, with a session, for tests that need a
 * logged-in candidate or administrator without going through register/activate/login.
 */
export async function buildUser(app: FastifyInstance, options: BuildUserOptions = {}): Promise<BuiltUser> {
  const login = (options.login ?? `user-${crypto.randomBytes(5).toString("hex")}@example.org`).toLowerCase();
  const row = await app.db
    .insertInto("users")
    .values({
      login,
      email: login,
      password_hash: options.password ? await hashPassword(options.password) : null,
      role: options.admin ? "administrator" : options.reviewerOf ? "reviewer" : "candidate",
      activated_at: new Date(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (!options.admin && options.reviewerOf?.length) {
    await app.db
      .insertInto("staff_juries")
      .values(options.reviewerOf.map((id_jury) => ({ user_id: row.id, id_jury })))
      .execute();
  }
  const token = await createSession(app.db, row.id);
  return { id: row.id, login, token };
}

/** A logged-in candidate (isAdmin 0). */
export async function buildCandidate(
  app: FastifyInstance,
  options: Omit<BuildUserOptions, "admin" | "reviewerOf"> = {},
) {
  return buildUser(app, { ...options, admin: false, reviewerOf: undefined });
}

/** A logged-in reviewer of these juries (role reviewer, staff_juries rows). */
export async function buildReviewer(
  app: FastifyInstance,
  juries: string[],
  options: Omit<BuildUserOptions, "admin" | "reviewerOf"> = {},
) {
  return buildUser(app, { ...options, admin: false, reviewerOf: juries });
}

/** A logged-in administrator (isAdmin 1). */
export async function buildAdmin(app: FastifyInstance, options: Omit<BuildUserOptions, "admin"> = {}) {
  return buildUser(app, { ...options, admin: true });
}
