import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildUser } from "../../../test/factories.ts";
import { accountKey, LOGIN_THROTTLE } from "../../auth/login-throttle.ts";
import { DEVICE_COOKIE } from "../../auth/known-devices.ts";
import { latestLinkTo } from "../../mail/outbox.ts";

const PASSWORD = "a long enough passphrase";

// Issue #8: ten wrong passwords used to lock the owner out for 15 minutes, successes counted, and
// 50 logins per address shut out a school behind one NAT. These tests keep the redesign honest.
describe("login throttling (failed attempts per account, client and address)", () => {
  let t: TestApp;
  let account = 0;
  const newAccount = async () =>
    (await buildUser(t.app, { password: PASSWORD, login: `owner${++account}@example.org` })).login;
  const login = (user: string, password: string, address: string, device?: string) =>
    call(t.app, {
      method: "POST",
      url: "/ws/form/candform/login",
      payload: { login: user, password },
      remoteAddress: address,
      ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
    });
  const deviceCookie = (res: Awaited<ReturnType<typeof login>>) =>
    res.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;
  const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  it("lets the owner log in 20 times in a row from one address", async () => {
    const owner = await newAccount();
    for (let i = 0; i < 20; i++) {
      const res = await login(owner, PASSWORD, "10.20.0.1");
      expect(res.statusCode, `login ${i + 1}`).toBe(200);
    }
  });

  it("slows a guesser down after 5 failures with 429, Retry-After and when to retry; the owner elsewhere is not slowed", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const owner = await newAccount();
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) {
      expect((await login(owner, `wrong guess ${i}`, "10.30.0.2")).statusCode).toBe(400);
    }
    const slowed = await login(owner, "wrong guess 5", "10.30.0.2");
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers["retry-after"]).toBe("1");
    expect(slowed.json()).toEqual({
      result: "error",
      code: "LOGIN_THROTTLED",
      message:
        "Too many failed logins to this account from your connection. Please wait 1 s before trying again, or ask for a new password on the home page.",
    });
    // Even the right password waits: the answer must not tell a guesser when a guess was right.
    expect((await login(owner, PASSWORD, "10.30.0.2")).statusCode).toBe(429);
    expect((await login(owner, PASSWORD, "10.30.0.1")).statusCode).toBe(200);

    advance(1000);
    expect((await login(owner, "wrong guess 6", "10.30.0.2")).statusCode).toBe(400);
    const longer = await login(owner, "wrong guess 7", "10.30.0.2");
    expect(longer.statusCode).toBe(429);
    expect(longer.headers["retry-after"]).toBe("2");
    const french = await call(t.app, {
      method: "POST",
      url: "/ws/form/candform/login",
      payload: { login: owner, password: "x" },
      remoteAddress: "10.30.0.2",
      headers: { "accept-language": "fr" },
    });
    expect(french.json().message).toMatch(
      /^Trop de connexions échouées à ce compte depuis votre connexion\. Veuillez patienter 2 s avant/,
    );
    advance(2000);
    expect((await login(owner, "wrong guess 8", "10.30.0.2")).statusCode).toBe(400);
    expect((await login(owner, "wrong guess 9", "10.30.0.2")).headers["retry-after"]).toBe("4");
  });

  it("forgets a client's failures when it logs in successfully", async () => {
    const owner = await newAccount();
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures - 1; i++) {
      expect((await login(owner, `typo ${i}`, "10.40.0.1")).statusCode).toBe(400);
    }
    expect((await login(owner, PASSWORD, "10.40.0.1")).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) {
      expect((await login(owner, `typo again ${i}`, "10.40.0.1")).statusCode, `typo ${i}`).toBe(400);
    }
    expect((await login(owner, "one typo too many", "10.40.0.1")).statusCode).toBe(429);
  });

  it("keeps the owner's device logging in while 100+ guesses come from elsewhere, then refuses unknown clients", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const owner = await newAccount();
    const first = await login(owner, PASSWORD, "10.50.0.1");
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first);
    expect(device).toMatch(/^[\w-]{43}$/);
    expect(first.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      path: "/ws/form/candform/login",
    });

    // The attacker at B is slowed down at once…
    const b = "10.66.0.1";
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) await login(owner, `guess b${i}`, b);
    const slowed = await login(owner, "guess b5", b);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThan(0);
    // …so it spreads over many addresses; the owner keeps logging in meanwhile.
    let failures = LOGIN_THROTTLE.freeFailures;
    for (let host = 2; failures < LOGIN_THROTTLE.accountFailuresPerHour; host++) {
      for (let i = 0; i < LOGIN_THROTTLE.freeFailures && failures < 100; i++, failures++) {
        expect((await login(owner, `guess ${host}.${i}`, `10.66.0.${host}`)).statusCode).toBe(400);
      }
      if (host % 5 === 0) expect((await login(owner, PASSWORD, "10.50.0.1", device)).statusCode).toBe(200);
    }

    // Past 100 failures in the hour, a client that never logged in to the account is refused,
    // even with the right password, and told when to retry…
    const unknown = await login(owner, PASSWORD, "10.77.0.1");
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toMatchObject({ result: "error", code: "LOGIN_GUARDED" });
    expect(unknown.json().message).toContain("Please try again in 60 min");
    expect(Number(unknown.headers["retry-after"])).toBeGreaterThan(3500);
    expect((await login(owner, "guess 101", "10.66.1.1")).statusCode).toBe(429);
    // …while the owner's browser still logs in, from its usual address or another one.
    expect((await login(owner, PASSWORD, "10.50.0.1", device)).statusCode).toBe(200);
    expect((await login(owner, PASSWORD, "10.99.0.9", device)).statusCode).toBe(200);
    // A cookie of another account does not open this one.
    const other = await newAccount();
    const otherDevice = deviceCookie(await login(other, PASSWORD, "10.50.0.2"));
    expect((await login(owner, PASSWORD, "10.50.0.2", otherDevice)).statusCode).toBe(429);

    // Refused attempts are not counted, so the guard lifts an hour after the failures.
    advance(60 * 60 * 1000 + 1000);
    expect((await login(owner, PASSWORD, "10.77.0.1")).statusCode).toBe(200);
  }, 120_000);

  it("limits failures per address across accounts, sized for a NAT, and never counts successes", async () => {
    const nat = "10.88.0.1";
    const owner = await newAccount();
    const device = deviceCookie(await login(owner, PASSWORD, nat));
    const now = Date.now();
    await t.app.db
      .insertInto("login_failures")
      .values(
        Array.from({ length: LOGIN_THROTTLE.addressFailures - 1 }, (_, i) => ({
          account: accountKey(`student${i}@example.org`),
          client: `address:${nat}`,
          address: nat,
          failed_at: new Date(now - 60_000),
        })),
      )
      .execute();
    for (let i = 0; i < 10; i++) expect((await login(owner, PASSWORD, nat)).statusCode).toBe(200);
    expect((await login("student-x@example.org", "a wrong password", nat)).statusCode).toBe(400);
    const sprayed = await login("student-y@example.org", "a wrong password", nat);
    expect(sprayed.statusCode).toBe(429);
    expect(sprayed.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(sprayed.headers["retry-after"])).toBeGreaterThan(0);
    // A device that logged in to its account before is not held up by the others behind the NAT.
    expect((await login(owner, PASSWORD, nat, device)).statusCode).toBe(200);
  });

  it("clears the account's failures and forgets its devices when the password is reset by e-mail", async () => {
    const owner = await newAccount();
    const device = deviceCookie(await login(owner, PASSWORD, "10.90.0.9"));
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) await login(owner, `guess ${i}`, "10.90.0.1");
    expect((await login(owner, PASSWORD, "10.90.0.1")).statusCode).toBe(429);
    const post = (path: string, payload: object) =>
      call(t.app, {
        method: "POST",
        url: `/ws/form/candform/user/${path}`,
        payload,
        remoteAddress: "10.90.0.1",
      });
    expect((await post("askreset", { user: owner })).json()).toEqual({ result: "ok" });
    const token = new URL((await latestLinkTo(t.app.db, owner))!).searchParams.get("activationToken");
    const newPassword = "Quartz lantern 47 okapi ribbon";
    expect((await post("reset", { user: owner, password: newPassword, token })).json()).toEqual({
      result: "ok",
    });
    expect((await login(owner, newPassword, "10.90.0.1")).statusCode).toBe(200);
    const stale = await login(owner, newPassword, "10.90.0.9", device);
    expect(stale.statusCode).toBe(200);
    expect(deviceCookie(stale)).not.toBe(device);
  });

  it("ignores X-Forwarded-For without TRUST_PROXY, so a guesser cannot dodge the delay by forging it", async () => {
    const owner = await newAccount();
    const codes = [];
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures + 1; i++) {
      const res = await call(t.app, {
        method: "POST",
        url: "/ws/form/candform/login",
        payload: { login: owner, password: `forged ${i}` },
        headers: { "x-forwarded-for": `10.9.${i}.1` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});
