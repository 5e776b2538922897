import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { startCasServer, type TestCasServer } from "../../../test/cas-server.ts";

const PUBLIC_URL = "http://portal.test:8080";
const SERVICE = `${PUBLIC_URL}/login?id=candform`;

describe("central login (CAS)", () => {
  let t: TestApp;
  let cas: TestCasServer;
  const logincas = (page_url: string) =>
    call(t.app, { method: "POST", url: "/ws/form/candform/logincas", payload: { page_url } });

  /** Follows the real protocol: our redirection to CAS /login, CAS's redirection back with a ticket. */
  async function browserComesBackWithTicket(): Promise<string> {
    const toCas = await call(t.app, {
      url: `/ws/form/candform/cas/login?service=${encodeURIComponent(SERVICE)}`,
    });
    expect(toCas.statusCode).toBe(302);
    const casLogin = String(toCas.headers.location);
    expect(casLogin).toBe(`${cas.url}/login?service=${encodeURIComponent(SERVICE)}`);
    const back = await fetch(casLogin, { redirect: "manual" });
    expect(back.status).toBe(302);
    return back.headers.get("location")!;
  }

  beforeAll(async () => {
    cas = await startCasServer({ user: "JDoe", mail: "john.doe@univ.example.org" });
    t = await createTestApp({ CAS_URL: cas.url, PUBLIC_URL });
  });
  afterAll(async () => {
    await t.close();
    await cas.close();
  });

  it("GET /ws/form/candform/authtypes answers CAS when CAS_URL is set", async () => {
    expect((await call(t.app, { url: "/ws/form/candform/authtypes" })).json()).toEqual({ authType: "CAS" });
  });

  it("validates the ticket, creates the activated account on first login and opens a session", async () => {
    const pageUrl = await browserComesBackWithTicket();
    expect(pageUrl).toMatch(/^http:\/\/portal\.test:8080\/login\?id=candform&ticket=ST-/);
    const res = await logincas(pageUrl);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      result: "ok",
      login: "jdoe",
      email: "john.doe@univ.example.org",
      admin: 0,
      role: "candidate",
      juries: [],
    });
    const session = await call(t.app, { url: "/ws/form/candform/session", token: body.token });
    expect(session.json()).toEqual({
      login: "jdoe",
      email: "john.doe@univ.example.org",
      admin: 0,
      role: "candidate",
      juries: [],
    });
    const user = await t.app.db
      .selectFrom("users")
      .selectAll()
      .where("login", "=", "jdoe")
      .executeTakeFirstOrThrow();
    expect(user.activated_at).not.toBeNull();
    expect(user.password_hash).toBeNull();
  });

  it("answers the role and juries of a CAS account made reviewer", async () => {
    await t.app.db.updateTable("users").set({ role: "reviewer" }).where("login", "=", "jdoe").execute();
    const user = await t.app.db
      .selectFrom("users")
      .select("id")
      .where("login", "=", "jdoe")
      .executeTakeFirstOrThrow();
    await t.app.db.insertInto("staff_juries").values({ user_id: user.id, id_jury: "JURY_CAS" }).execute();
    const res = await logincas(await browserComesBackWithTicket());
    expect(res.json()).toMatchObject({ login: "jdoe", admin: 0, role: "reviewer", juries: ["JURY_CAS"] });
  });

  it("finds the same account at the next login, with a new session", async () => {
    const first = (await logincas(await browserComesBackWithTicket())).json();
    const second = (await logincas(await browserComesBackWithTicket())).json();
    expect(second.token).not.toBe(first.token);
    expect(
      await t.app.db.selectFrom("users").select("id").where("login", "=", "jdoe").execute(),
    ).toHaveLength(1);
  });

  it("refuses an unknown ticket", async () => {
    const res = await logincas(`${SERVICE}&ticket=ST-forged`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: "error",
      code: "CAS_REFUSED",
      message: "The central login did not confirm your identity. Please log in again.",
    });
  });

  it("refuses a replayed ticket (already validated once)", async () => {
    const pageUrl = await browserComesBackWithTicket();
    expect((await logincas(pageUrl)).json().result).toBe("ok");
    const replay = await logincas(pageUrl);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ result: "error", code: "CAS_REFUSED" });
  });

  it("refuses a ticket issued for another service", async () => {
    const ticket = cas.issueTicket(`${PUBLIC_URL}/somewhere-else`);
    expect((await logincas(`${SERVICE}&ticket=${ticket}`)).json()).toMatchObject({ code: "CAS_REFUSED" });
  });

  it("refuses a page address of another site without asking the CAS server", async () => {
    const before = cas.validations;
    const ticket = cas.issueTicket("https://evil.example.com/");
    const res = await logincas(`https://evil.example.com/?ticket=${ticket}`);
    expect(res.json()).toMatchObject({ result: "error", code: "CAS_WRONG_SERVICE" });
    expect(cas.validations).toBe(before);
  });

  it("refuses a page address without a ticket", async () => {
    expect((await logincas(SERVICE)).json()).toMatchObject({ code: "CAS_REFUSED" });
  });

  it("refuses the central login of a disabled account", async () => {
    await t.app.db
      .insertInto("users")
      .values({ login: "banned", email: "", activated_at: new Date(), disabled_at: new Date() })
      .execute();
    const ticket = cas.issueTicket(SERVICE, "banned");
    expect((await logincas(`${SERVICE}&ticket=${ticket}`)).json()).toMatchObject({ code: "CAS_REFUSED" });
  });

  it("redirects to the CAS login with the portal's /login as service when another site is asked", async () => {
    const res = await call(t.app, {
      url: `/ws/form/candform/cas/login?service=${encodeURIComponent("https://evil.example.com/")}`,
    });
    expect(res.headers.location).toBe(
      `${cas.url}/login?service=${encodeURIComponent(`${PUBLIC_URL}/login`)}`,
    );
  });
});
