import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { buildUser } from "../../test/factories.ts";
import { call, createTestApp, eventually, type TestApp } from "../../test/harness.ts";
import { hashToken } from "./session-tokens.ts";
import { TOUCH_AFTER_MS } from "./sessions.ts";

const sessionStatus = async (app: FastifyInstance, token: string) =>
  (await call(app, { method: "GET", url: "/ws/form/candform/session", token })).statusCode;

const lastSeen = async (app: FastifyInstance, token: string) =>
  (
    await app.db
      .selectFrom("sessions")
      .select("last_seen_at")
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirstOrThrow()
  ).last_seen_at.getTime();

describe("sessions kept in memory (issue #13)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  it("answers a known session from memory, and reads an unknown token every time", async () => {
    const user = await buildUser(t.app);
    const first = await t.app.sessions.resolve(user.token);
    expect(first).toMatchObject({ userId: user.id, login: user.login, isAdmin: false });
    // A read from the database builds a new actor: the same object is the one kept.
    expect(await t.app.sessions.resolve(user.token)).toBe(first);
    expect(await t.app.sessions.resolve("not-a-session-token-at-all-0000")).toBeNull();
  });

  it("reads the session again once its touch is due, and touches it", async () => {
    const user = await buildUser(t.app);
    const first = await t.app.sessions.resolve(user.token);
    const touched = await lastSeen(t.app, user.token);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + TOUCH_AFTER_MS + 1000 });
    const again = await t.app.sessions.resolve(user.token);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(await lastSeen(t.app, user.token)).toBeGreaterThan(touched);
  });

  it("refuses a token at once after its logout on this process", async () => {
    const user = await buildUser(t.app);
    expect(await sessionStatus(t.app, user.token)).toBe(200);
    expect((await call(t.app, { method: "POST", url: "/ws/logout", token: user.token })).statusCode).toBe(
      200,
    );
    expect(await sessionStatus(t.app, user.token)).toBe(401);
  });

  it("forgets a user's sessions when their account is disabled in SQL, whoever runs it", async () => {
    const user = await buildUser(t.app);
    expect(await sessionStatus(t.app, user.token)).toBe(200);
    await t.app.db.updateTable("users").set({ disabled_at: new Date() }).where("id", "=", user.id).execute();
    await eventually(async () => (await sessionStatus(t.app, user.token)) === 401);
  });

  it("sees a reviewer's new juries and a session moved back past its idle limit", async () => {
    const reviewer = await buildUser(t.app, { reviewerOf: ["JURY_MSC"] });
    expect((await t.app.sessions.resolve(reviewer.token))?.juries).toEqual(["JURY_MSC"]);
    await t.app.db.insertInto("staff_juries").values({ user_id: reviewer.id, id_jury: "JURY_AM" }).execute();
    await eventually(
      async () => (await t.app.sessions.resolve(reviewer.token))?.juries?.join() === "JURY_AM,JURY_MSC",
    );
    await t.app.db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - 3 * 60 * 60 * 1000) })
      .where("token_hash", "=", hashToken(reviewer.token))
      .execute();
    await eventually(async () => (await t.app.sessions.resolve(reviewer.token)) === null);
  });

  it("does not keep a read that a change overtook", async () => {
    const user = await buildUser(t.app);
    t.app.sessions.invalidate();
    const reading = t.app.sessions.resolve(user.token);
    t.app.sessions.forgetUser(user.id);
    expect(await reading).toMatchObject({ userId: user.id });
    expect(t.app.sessions.size).toBe(0);
  });
});

// Two processes on one PostgreSQL: a logout or a role change through one is seen by the other.
describe.runIf(process.env.DATABASE_URL)("sessions kept in memory by two servers on one database", () => {
  let t: TestApp;
  let other: FastifyInstance;
  let otherDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    otherDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-test-"));
    other = await buildApp(
      loadConfig({ DATA_DIR: otherDir, LOG_LEVEL: "silent", DATABASE_URL: t.config.databaseUrl! }),
    );
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    fs.rmSync(otherDir, { recursive: true, force: true });
  });

  it("a logout through one server ends the session on the other", async () => {
    const user = await buildUser(t.app);
    expect(await sessionStatus(other, user.token)).toBe(200);
    expect(other.sessions.size).toBeGreaterThan(0);
    expect((await call(t.app, { method: "POST", url: "/ws/logout", token: user.token })).statusCode).toBe(
      200,
    );
    await eventually(async () => (await sessionStatus(other, user.token)) === 401);
  });

  it("an administrator's role change through one server is seen by the other", async () => {
    const admin = await buildUser(t.app, { admin: true });
    const staff = await buildUser(t.app, { admin: true });
    expect((await other.sessions.resolve(staff.token))?.role).toBe("administrator");
    const change = await call(t.app, {
      method: "PATCH",
      url: `/ws/admin/staff/${staff.id}`,
      token: admin.token,
      payload: { role: "reviewer", juries: ["JURY_MSC"] },
    });
    expect(change.statusCode).toBe(200);
    await eventually(async () => (await other.sessions.resolve(staff.token))?.role === "reviewer");
  });
});
