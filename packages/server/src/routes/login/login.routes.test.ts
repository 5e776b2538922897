import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildUser } from "../../../test/factories.ts";
import { disableAccount } from "../../auth/administrators.ts";
import { hashToken } from "../../auth/session-tokens.ts";

const PASSWORD = "a long enough passphrase";
const FAILED = {
  result: "error",
  code: "LOGIN_FAILED",
  message:
    "Login failed: the e-mail address or the password is not correct, or the account is not activated.",
};

describe("sessions (login, logout, session, authtypes)", () => {
  let t: TestApp;
  let address = 0;
  const login = (user: string, password: string, ip = `10.1.0.${++address}`) =>
    call(t.app, {
      method: "POST",
      url: "/ws/form/candform/login",
      payload: { login: user, password },
      headers: { "x-forwarded-for": ip },
    });
  const session = (token: string) => call(t.app, { url: "/ws/form/candform/session", token });

  beforeAll(async () => {
    // Behind a proxy, as in production, so each test's X-Forwarded-For is a distinct client.
    t = await createTestApp({ TRUST_PROXY: "true" });
  });
  afterAll(async () => t.close());

  describe("POST /ws/form/candform/login", () => {
    it("opens a session and answers ok, the token and admin 0 for a candidate", async () => {
      const user = await buildUser(t.app, { password: PASSWORD, login: "cand@example.org" });
      const res = await login("Cand@Example.org", PASSWORD);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ result: "ok", admin: 0, role: "candidate", juries: [] });
      expect(body.token).toMatch(/^[\w-]{43}$/);
      expect((await session(body.token)).json()).toEqual({
        login: user.login,
        email: user.login,
        admin: 0,
        role: "candidate",
        juries: [],
      });
    });

    it("answers admin 1 for an administrator", async () => {
      await buildUser(t.app, { password: PASSWORD, login: "boss@example.org", admin: true });
      expect((await login("boss@example.org", PASSWORD)).json()).toMatchObject({
        result: "ok",
        admin: 1,
        role: "administrator",
        juries: [],
      });
    });

    it("gives a new session token at each login, and keeps only hashes in the database", async () => {
      await buildUser(t.app, { password: PASSWORD, login: "twice@example.org" });
      const first = (await login("twice@example.org", PASSWORD)).json().token as string;
      const second = (await login("twice@example.org", PASSWORD)).json().token as string;
      expect(first).not.toBe(second);
      const stored = await t.app.db.selectFrom("sessions").select("token_hash").execute();
      expect(stored.map((s) => s.token_hash)).toContain(hashToken(second));
      expect(stored.map((s) => s.token_hash)).not.toContain(second);
    });

    it("answers the same for a wrong password, an unknown login and an account not activated", async () => {
      await buildUser(t.app, { password: PASSWORD, login: "known@example.org" });
      await t.app.db
        .insertInto("users")
        .values({ login: "inactive@example.org", email: "inactive@example.org" })
        .execute();
      const wrong = await login("known@example.org", "not the right password");
      const unknown = await login("nobody@example.org", PASSWORD);
      const inactive = await login("inactive@example.org", PASSWORD);
      for (const res of [wrong, unknown, inactive]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(FAILED);
      }
    });

    it("refuses a disabled account", async () => {
      await buildUser(t.app, { password: PASSWORD, login: "gone@example.org" });
      await disableAccount(t.app.db, "gone@example.org");
      expect((await login("gone@example.org", PASSWORD)).json()).toEqual(FAILED);
    });

    it("refuses a request without the anti-forgery header with 403", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/ws/form/candform/login",
        payload: { login: "cand@example.org", password: PASSWORD },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ result: "error", code: "XSRF_MISMATCH" });
    });
  });

  describe("GET /ws/form/candform/session and POST /ws/logout", () => {
    it("answers 401 Not allowed without a token or with an unknown one", async () => {
      const none = await call(t.app, { url: "/ws/form/candform/session" });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ result: "Not allowed" });
      expect((await session("made-up-token")).statusCode).toBe(401);
    });

    it("ends the session server-side: the old token then gets 401", async () => {
      const user = await buildUser(t.app);
      expect((await session(user.token)).statusCode).toBe(200);
      const res = await call(t.app, { method: "POST", url: "/ws/logout", token: user.token });
      expect(res.json()).toEqual({ result: "OK" });
      const after = await session(user.token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ result: "Not allowed" });
    });

    it("answers OK to a logout without a session", async () => {
      expect((await call(t.app, { method: "POST", url: "/ws/logout" })).json()).toEqual({ result: "OK" });
    });

    it("refuses a session past its absolute lifetime, and one idle for too long", async () => {
      const expired = await buildUser(t.app);
      await t.app.db
        .updateTable("sessions")
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where("token_hash", "=", hashToken(expired.token))
        .execute();
      expect((await session(expired.token)).statusCode).toBe(401);
      const idle = await buildUser(t.app);
      await t.app.db
        .updateTable("sessions")
        .set({ last_seen_at: new Date(Date.now() - 3 * 60 * 60 * 1000) })
        .where("token_hash", "=", hashToken(idle.token))
        .execute();
      expect((await session(idle.token)).statusCode).toBe(401);
    });

    it("ends every session of an account when it is disabled", async () => {
      const user = await buildUser(t.app);
      await disableAccount(t.app.db, user.login);
      expect((await session(user.token)).json()).toMatchObject({ result: "Not allowed" });
      const left = await t.app.db
        .selectFrom("sessions")
        .select("token_hash")
        .where("user_id", "=", user.id)
        .execute();
      expect(left).toEqual([]);
    });

    it("refuses the session of an account disabled directly in the database", async () => {
      const user = await buildUser(t.app);
      await t.app.db
        .updateTable("users")
        .set({ disabled_at: new Date() })
        .where("id", "=", user.id)
        .execute();
      expect((await session(user.token)).statusCode).toBe(401);
    });
  });

  it("GET /ws/form/candform/authtypes answers local without CAS_URL", async () => {
    expect((await call(t.app, { url: "/ws/form/candform/authtypes" })).json()).toEqual({ authType: "local" });
  });

  it("POST /ws/form/candform/logincas answers 404 without CAS_URL", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/ws/form/candform/logincas",
      payload: { page_url: "http://localhost:8080/login?ticket=ST-1" },
    });
    expect(res.statusCode).toBe(404);
  });
});
