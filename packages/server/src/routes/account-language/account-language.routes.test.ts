import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCandidate, buildReviewer } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { latestMailTo } from "../../mail/outbox.ts";

const PASSWORD = "A long enough passphrase for languages 7!";

// The language lived in one browser: a person who chose French on their laptop got English pages on
// their phone, and e-mails in the language they registered in.
describe("PUT /ws/account/language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const choose = (token: string | undefined, locale: unknown) =>
    call(t.app, { method: "PUT", url: "/ws/account/language", token, payload: { locale } });
  const login = (user: string) =>
    call(t.app, {
      method: "POST",
      url: "/ws/form/candform/login",
      payload: { login: user, password: PASSWORD },
    });

  it("keeps the chosen language on the account: the next login, on any device, answers it", async () => {
    const candidate = await buildCandidate(t.app, { password: PASSWORD });
    expect((await login(candidate.login)).json()).toMatchObject({ result: "ok", locale: null });
    const chosen = await choose(candidate.token, "fr");
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ result: "OK", locale: "fr" });
    expect((await login(candidate.login)).json()).toMatchObject({ result: "ok", locale: "fr" });
  });

  it("writes the person's e-mails in the language they chose", async () => {
    const reviewer = await buildReviewer(t.app, ["JURY_MSC"], { password: PASSWORD });
    await choose(reviewer.token, "fr");
    // An English browser asks for the reset: the account's language wins.
    await call(t.app, {
      method: "POST",
      url: "/ws/form/candform/user/askreset",
      payload: { user: reviewer.login },
      headers: { "accept-language": "en" },
    });
    const mail = (await latestMailTo(t.app.db, reviewer.login))!;
    expect(mail.subject).toBe("Réinitialisez votre mot de passe");
    expect(mail.text).toMatch(/&reset=1&lang=fr/);
  });

  it("refuses another language (400) and an anonymous caller (401)", async () => {
    const candidate = await buildCandidate(t.app);
    const german = await choose(candidate.token, "de");
    expect(german.statusCode).toBe(400);
    expect(german.json()).toMatchObject({ result: "error" });
    expect((await choose(undefined, "fr")).statusCode).toBe(401);
  });
});
