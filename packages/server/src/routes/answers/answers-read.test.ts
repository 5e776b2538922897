import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { openAnswer, patchStoredAnswer } from "../../../test/answers-kit.ts";

describe("GET /ws/form/candform/answer/:login", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("answers 401 Not allowed without a session", async () => {
    const res = await call(t.app, { url: "/ws/form/candform/answer/ada@example.org" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: "Not allowed", code: "NOT_ALLOWED" });
  });

  it("creates the candidate's empty answer on first read, campaign year 2025, then returns the same one", async () => {
    const ada = await buildCandidate(t.app);
    const first = await call(t.app, { url: `/ws/form/candform/answer/${ada.login}`, token: ada.token });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ result: "OK", login: ada.login, version: 1, readOnlyTabs: [] });
    expect(body.data).toMatchObject({ campaign_year: 2025, choice_validated: "N", admis: "-" });
    expect(Date.parse(body.created)).not.toBeNaN();
    expect(Date.parse(body.updated)).not.toBeNaN();
    const again = await openAnswer(t.app, ada);
    expect(again.id).toBe(body.id);
    const count = await t.app.db
      .selectFrom("answers")
      .where("login", "=", ada.login)
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("gives the candidate their own answer whatever the case of the login in the path", async () => {
    const ada = await buildCandidate(t.app);
    const own = await openAnswer(t.app, ada);
    const res = await call(t.app, {
      url: `/ws/form/candform/answer/${ada.login.toUpperCase()}`,
      token: ada.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(own.id);
  });

  it("refuses another candidate's login with 403 Not allowed, whatever its case or encoding, and reveals nothing", async () => {
    const ada = await buildCandidate(t.app);
    const bob = await buildCandidate(t.app);
    await openAnswer(t.app, ada);
    const [local, domain] = ada.login.split("@");
    const paths = [
      ada.login,
      ada.login.toUpperCase(),
      `${local}%40${domain}`,
      `${local.toUpperCase()}%40${domain}`,
      encodeURIComponent(ada.login).replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`),
      `${local}%2540${domain}`,
      `%20${ada.login}`,
      "nobody@example.org",
    ];
    for (const path of paths) {
      const res = await call(t.app, { url: `/ws/form/candform/answer/${path}`, token: bob.token });
      expect(res.statusCode, path).toBe(403);
      expect(res.json(), path).toMatchObject({ result: "Not allowed", code: "FORBIDDEN" });
      expect(res.body).not.toContain("campaign_year");
    }
  });

  it("lets an administrator read any existing answer, and answers 404 when there is none", async () => {
    const ada = await buildCandidate(t.app);
    const admin = await buildAdmin(t.app);
    const own = await openAnswer(t.app, ada);
    const res = await call(t.app, { url: `/ws/form/candform/answer/${ada.login}`, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: own.id, login: ada.login, readOnlyTabs: [] });
    const none = await call(t.app, {
      url: "/ws/form/candform/answer/nobody@example.org",
      token: admin.token,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ result: "error", code: "NOT_FOUND" });
    const created = await t.app.db
      .selectFrom("answers")
      .select("id")
      .where("login", "=", "nobody@example.org")
      .execute();
    expect(created).toEqual([]);
  });

  it("lists the tabs locked for the candidate once the application is validated, none for an administrator", async () => {
    const ada = await buildCandidate(t.app);
    const admin = await buildAdmin(t.app);
    const own = await openAnswer(t.app, ada);
    await patchStoredAnswer(t.app, own.id, { candidat_validation: "O" });
    const mine = await openAnswer(t.app, ada);
    expect(mine.readOnlyTabs).toEqual([
      "choice",
      "personal",
      "background",
      "langs",
      "fund",
      "docs",
      "payment",
      "validation",
    ]);
    const res = await call(t.app, { url: `/ws/form/candform/answer/${ada.login}`, token: admin.token });
    expect(res.json().readOnlyTabs).toEqual([]);
  });
});
