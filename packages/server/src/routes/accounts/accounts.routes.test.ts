import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { freezeDateInsideWindow } from "../../../test/clock.ts";
import { extractLinks, latestLinkTo, latestMailTo } from "../../mail/outbox.ts";
import { RATE_LIMITS } from "../../auth/rate-limits.ts";
import { latestOutboxLink, readOutbox } from "../../mail/outbox-files.ts";

const base = "/ws/form/candform/user";
const GOOD_PASSWORD = "a long enough passphrase";
const SHORT = "The password must have at least 12 characters.";

describe("account routes (register, activate, askreset, reset)", () => {
  let t: TestApp;
  let address = 0;
  // Each test speaks from its own client address, so the per-address limits stay out of the way.
  const post = (path: string, payload: object, ip = `10.0.0.${++address}`) =>
    call(t.app, { method: "POST", url: `${base}/${path}`, payload, headers: { "x-forwarded-for": ip } });
  const login = (user: string, password: string) =>
    call(t.app, { method: "POST", url: "/ws/form/candform/login", payload: { login: user, password } });
  const linkParams = async (email: string) => {
    const link = await latestLinkTo(t.app.db, email);
    expect(link).toBeDefined();
    return new URL(link!).searchParams;
  };
  const register = async (email: string) => {
    expect((await post("register", { user: email, appurl: t.config.publicUrl })).json()).toEqual({
      result: "ok",
    });
    return linkParams(email);
  };
  const activated = async (email: string) => {
    const params = await register(email);
    const res = await post("activate", {
      user: email,
      password: GOOD_PASSWORD,
      token: params.get("activationToken"),
    });
    expect(res.json()).toEqual({ result: "ok" });
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "http://portal.test:8080", TRUST_PROXY: "true" });
  });
  afterAll(async () => t.close());

  describe("POST /ws/form/candform/user/register", () => {
    it("creates one inactive account with a lower-cased login and mails an activation link", async () => {
      const res = await post("register", {
        user: "  Jane.Doe@Example.ORG ",
        appurl: "http://portal.test:8080/",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: "ok" });
      const user = await t.app.db
        .selectFrom("users")
        .selectAll()
        .where("login", "=", "jane.doe@example.org")
        .executeTakeFirst();
      expect(user).toMatchObject({
        email: "Jane.Doe@Example.ORG",
        activated_at: null,
        password_hash: null,
        is_admin: 0,
      });
      const link = new URL((await latestLinkTo(t.app.db, "jane.doe@example.org"))!);
      expect(`${link.origin}${link.pathname}`).toBe("http://portal.test:8080/activation");
      expect(Object.fromEntries(link.searchParams)).toMatchObject({
        id: "candform",
        user: "jane.doe@example.org",
        reset: "0",
      });
      expect(link.searchParams.get("activationToken")).toMatch(/^[\w-]{43}$/);
    });

    it("answers the same for an existing account and creates no second one", async () => {
      const first = await post("register", { user: "twice@example.org" });
      const second = await post("register", { user: "TWICE@example.org" });
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.json()).toEqual(first.json());
      const rows = await t.app.db
        .selectFrom("users")
        .select("id")
        .where("login", "=", "twice@example.org")
        .execute();
      expect(rows).toHaveLength(1);
    });

    it("mails an activated account that it already has one, with a reset link instead of an activation link", async () => {
      await activated("already@example.org");
      expect((await post("register", { user: "already@example.org" })).json()).toEqual({ result: "ok" });
      const mail = await t.app.db
        .selectFrom("outbox")
        .selectAll()
        .where("recipient", "=", "already@example.org")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe("You already have an account / Vous avez déjà un compte");
      expect((await linkParams("already@example.org")).get("reset")).toBe("1");
    });

    it("never puts another site's address in the link (appurl of another origin falls back to PUBLIC_URL)", async () => {
      await post("register", { user: "phish@example.org", appurl: "https://evil.example.com/" });
      const link = (await latestLinkTo(t.app.db, "phish@example.org"))!;
      expect(link.startsWith("http://portal.test:8080/activation?")).toBe(true);
    });

    it.each([
      [
        "no-at-sign.example.org",
        "The e-mail address is not valid. Please check it (for example name@example.org).",
      ],
      [
        "two@@example.org",
        "The e-mail address is not valid. Please check it (for example name@example.org).",
      ],
      [
        "nodomain@localhost",
        "The e-mail address is not valid. Please check it (for example name@example.org).",
      ],
      [
        `${"a".repeat(65)}@example.org`,
        "The part of the e-mail address before the @ must not exceed 64 characters.",
      ],
      [
        `a@${"b".repeat(64)}.org`,
        "Each part of the e-mail address's domain (between dots) must not exceed 63 characters.",
      ],
      [
        `a@${["b", "c", "d", "e", "f"].map((c) => c.repeat(50)).join(".")}.org`,
        "The e-mail address must not exceed 254 characters.",
      ],
    ])("refuses the invalid address %s with a clear message", async (user, message) => {
      const res = await post("register", { user });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: "error", message });
      expect(
        await t.app.db
          .selectFrom("users")
          .select("id")
          .where("login", "=", user.toLowerCase())
          .executeTakeFirst(),
      ).toBeUndefined();
    });

    it("writes a real RFC 822 .eml file per message in $DATA_DIR/outbox with the link, in the request's language", async () => {
      await post("register", { user: "eml@example.org" });
      await t.app.mailWorker.drain();
      const mail = readOutbox(t.config.dataDir)
        .filter((m) => m.to === "eml@example.org")
        .at(-1)!;
      expect(mail.subject).toBe("Activate your account");
      expect(mail.text).toContain("open this link within 7 days");
      expect(mail.text).not.toContain("Bonjour");
      expect(mail.html).toContain('<a href="http://portal.test:8080/activation?');
      expect(latestOutboxLink(t.config.dataDir, "eml@example.org")).toBe(
        await latestLinkTo(t.app.db, "eml@example.org"),
      );
      const sent = await t.app.db
        .selectFrom("outbox")
        .select("sent_at")
        .where("recipient", "=", "eml@example.org")
        .executeTakeFirstOrThrow();
      expect(sent.sent_at).not.toBeNull();
    });
  });

  describe("account mails in the candidate's language (activation and reset templates)", () => {
    it("mails the activation in French to a French request, keeps French as the account's language for the reset", async () => {
      const res = await call(t.app, {
        method: "POST",
        url: `${base}/register`,
        payload: { user: "francoise@example.org" },
        headers: { "x-forwarded-for": "10.0.9.1", "accept-language": "fr-FR,fr;q=0.9" },
      });
      expect(res.json()).toEqual({ result: "ok" });
      const user = await t.app.db
        .selectFrom("users")
        .select("locale")
        .where("login", "=", "francoise@example.org")
        .executeTakeFirstOrThrow();
      expect(user.locale).toBe("fr");
      const activation = (await latestMailTo(t.app.db, "francoise@example.org"))!;
      expect(activation.subject).toBe("Activez votre compte");
      expect(activation.text).toContain("ouvrez ce lien dans les 7 jours");
      expect(activation.text).not.toContain("Hello");

      const token = new URL(extractLinks(activation.text)[0]!).searchParams.get("activationToken");
      const activatedRes = await post("activate", {
        user: "francoise@example.org",
        password: GOOD_PASSWORD,
        token,
      });
      expect(activatedRes.json()).toEqual({ result: "ok" });
      // The reset request comes from an English browser: the account's language wins.
      await post("askreset", { user: "francoise@example.org" });
      const reset = (await latestMailTo(t.app.db, "francoise@example.org"))!;
      expect(reset.subject).toBe("Réinitialisez votre mot de passe");
      expect(reset.text).toMatch(/activationToken=[\w-]{43}&reset=1/);
    });

    it("uses the administrators' version of the activation template", async () => {
      await t.app.db
        .insertInto("mail_templates")
        .values({
          key: "activation",
          locale: "en",
          subject: "Welcome aboard",
          body: "Start here: {{link}}",
          updated_by: "boss",
        })
        .execute();
      await post("register", { user: "custom@example.org" });
      const mail = (await latestMailTo(t.app.db, "custom@example.org"))!;
      expect(mail.subject).toBe("Welcome aboard");
      expect(mail.text).toMatch(/^Start here: http:\/\/portal.test:8080\/activation\?/);
      await t.app.db.deleteFrom("mail_templates").where("key", "=", "activation").execute();
    });
  });

  describe("POST /ws/form/candform/user/activate", () => {
    it("activates the account with a 64-character password; the user can then log in", async () => {
      const params = await register("long@example.org");
      const long = "correct horse battery staple and a few more words to reach 64!!!";
      expect(long).toHaveLength(64);
      const res = await post("activate", {
        user: "long@example.org",
        password: long,
        token: params.get("activationToken"),
      });
      expect(res.json()).toEqual({ result: "ok" });
      const user = await t.app.db
        .selectFrom("users")
        .select(["activated_at", "password_hash"])
        .where("login", "=", "long@example.org")
        .executeTakeFirstOrThrow();
      expect(user.activated_at).not.toBeNull();
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect((await login("long@example.org", long)).json()).toMatchObject({ result: "ok", admin: 0 });
    });

    it("refuses a password shorter than 12 characters with the English message (the request's language), and keeps the token", async () => {
      const params = await register("short@example.org");
      const token = params.get("activationToken");
      const res = await post("activate", { user: "short@example.org", password: "elevenchars", token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: "error", message: SHORT });
      expect(
        (await post("activate", { user: "short@example.org", password: GOOD_PASSWORD, token })).json(),
      ).toEqual({ result: "ok" });
    });

    it("refuses weak passwords and the login itself, saying why in the caller's language, and keeps the token", async () => {
      const params = await register("jean.dupont@example.org");
      const token = params.get("activationToken");
      const activate = (password: string, language = "en") =>
        call(t.app, {
          method: "POST",
          url: `${base}/activate`,
          payload: { user: "jean.dupont@example.org", password, token },
          headers: { "x-forwarded-for": `10.0.0.${++address}`, "accept-language": language },
        });
      for (const password of [
        "password1234",
        "aaaaaaaaaaaa",
        "123456789012",
        " ".repeat(12),
        "QwErTy123456",
      ]) {
        const res = await activate(password);
        expect(res.statusCode, password).toBe(400);
        expect(res.json(), password).toMatchObject({ result: "error", code: "PASSWORD_WEAK" });
        expect(res.json().message, password).toMatch(/^This password is too easy to guess\./);
      }
      expect((await activate("aaaaaaaaaaaa", "fr")).json().message).toBe(
        "Ce mot de passe est trop facile à deviner. Quelques mots sans rapport entre eux, ou une phrase plus " +
          "longue de votre invention, en font un solide. Les caractères répétés comme «\u00a0aaa\u00a0» sont faciles " +
          "à deviner. Évitez les mots et les caractères répétés.",
      );
      for (const password of ["jean.dupont@example.org", "Jean.Dupont2026!"]) {
        const res = await activate(password);
        expect(res.json(), password).toMatchObject({ result: "error", code: "PASSWORD_LOGIN" });
        expect(res.json().message).toMatch(/must not be built on your e-mail address/);
      }
      expect((await activate(GOOD_PASSWORD)).json()).toEqual({ result: "ok" });
    });

    it("refuses a wrong token, a token of another account, an expired token and a used token", async () => {
      const params = await register("tokens@example.org");
      const token = params.get("activationToken")!;
      const wrong = await post("activate", {
        user: "tokens@example.org",
        password: GOOD_PASSWORD,
        token: "not-the-token",
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ result: "error", code: "TOKEN_INVALID" });
      const other = await post("activate", { user: "twice@example.org", password: GOOD_PASSWORD, token });
      expect(other.json()).toMatchObject({ result: "error", code: "TOKEN_INVALID" });

      await t.app.db
        .updateTable("tokens")
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where("user_id", "=", await userId("tokens@example.org"))
        .execute();
      const expired = await post("activate", { user: "tokens@example.org", password: GOOD_PASSWORD, token });
      expect(expired.json()).toMatchObject({
        result: "error",
        message: "This link has expired. Please ask for a new one.",
      });

      const fresh = (await register("tokens@example.org")).get("activationToken");
      expect(
        (
          await post("activate", { user: "tokens@example.org", password: GOOD_PASSWORD, token: fresh })
        ).json(),
      ).toEqual({ result: "ok" });
      const reused = await post("activate", {
        user: "tokens@example.org",
        password: "another long passphrase",
        token: fresh,
      });
      expect(reused.json()).toMatchObject({
        result: "error",
        message: "This link has already been used. Please ask for a new one if needed.",
      });
    });
  });

  describe("POST /ws/form/candform/user/askreset and /reset", () => {
    it("mails a reset link (reset=1) and sets the new password; the old one stops working, sessions end", async () => {
      await activated("reset@example.org");
      const session = (await login("reset@example.org", GOOD_PASSWORD)).json().token as string;
      expect(
        (await post("askreset", { user: "Reset@example.org", appurl: "http://portal.test:8080" })).json(),
      ).toEqual({ result: "ok" });
      const params = await linkParams("reset@example.org");
      expect(params.get("reset")).toBe("1");
      const res = await post("reset", {
        user: "reset@example.org",
        password: "my brand new passphrase",
        token: params.get("activationToken"),
      });
      expect(res.json()).toEqual({ result: "ok" });
      expect((await login("reset@example.org", GOOD_PASSWORD)).statusCode).toBe(400);
      expect((await login("reset@example.org", "my brand new passphrase")).json().result).toBe("ok");
      expect((await call(t.app, { url: "/ws/form/candform/session", token: session })).statusCode).toBe(401);
    });

    // Issue #8: an unknown address used to answer faster (no token, no mail), telling a measuring
    // caller which addresses have accounts. Now every address gets the same answer and the same work.
    it("answers the same for an active, an inactive and an unknown address, with one mail each", async () => {
      await activated("known@example.org");
      await register("inactive@example.org");
      const outbox = () =>
        t.app.db.selectFrom("outbox").select(["id", "recipient", "subject", "text"]).orderBy("id").execute();
      const tokens = () => t.app.db.selectFrom("tokens").select("id").where("kind", "=", "reset").execute();
      const mailsBefore = (await outbox()).length;
      const tokensBefore = (await tokens()).length;
      const answers = [];
      for (const user of ["Known@example.org", "inactive@example.org", "nobody@example.org"]) {
        const res = await post("askreset", { user, appurl: "http://portal.test:8080" });
        answers.push({ status: res.statusCode, body: res.json(), type: res.headers["content-type"] });
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(answers[0]).toMatchObject({ status: 200, body: { result: "ok" } });

      const mails = (await outbox()).slice(mailsBefore);
      expect(mails.map((m) => m.recipient)).toEqual([
        "known@example.org",
        "inactive@example.org",
        "nobody@example.org",
      ]);
      expect(mails[0]!.subject).toBe("Reset your password");
      expect(mails[0]!.text).toMatch(/activationToken=[\w-]{43}&reset=1/);
      for (const mail of mails.slice(1)) {
        expect(mail.subject).toBe(
          "Password reset: no account uses this address / Mot de passe\u00a0: aucun compte n'utilise cette adresse",
        );
        expect(mail.text).toContain("no active account uses it");
        expect(mail.text).toContain("aucun compte actif ne l'utilise");
        expect(mail.text).toContain("http://portal.test:8080/");
        expect(mail.text).not.toContain("activationToken");
      }
      // Only the active account got a usable reset token.
      expect((await tokens()).length).toBe(tokensBefore + 1);
    });

    it("refuses an address that is not an e-mail address before doing anything", async () => {
      const res = await post("askreset", { user: "not an address" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: "error", code: "EMAIL_INVALID" });
    });

    it("refuses an activation token used as a reset token, and an expired reset token", async () => {
      await activated("kinds@example.org");
      await post("askreset", { user: "kinds@example.org" });
      const token = (await linkParams("kinds@example.org")).get("activationToken")!;
      expect(
        (await post("activate", { user: "kinds@example.org", password: GOOD_PASSWORD, token })).json().code,
      ).toBe("TOKEN_INVALID");
      await t.app.db
        .updateTable("tokens")
        .set({ expires_at: new Date(Date.now() - 1) })
        .where("kind", "=", "reset")
        .where("user_id", "=", await userId("kinds@example.org"))
        .execute();
      expect(
        (await post("reset", { user: "kinds@example.org", password: GOOD_PASSWORD, token })).json().code,
      ).toBe("TOKEN_EXPIRED");
    });
  });

  describe("rate limits", () => {
    beforeEach(() => freezeDateInsideWindow(60 * 60 * 1000));
    afterEach(() => vi.useRealTimers());

    it("answers 429 with Retry-After after too many registrations for one address", async () => {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await post("register", { user: "flood@example.org" })).statusCode);
      expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      const res = await post("register", { user: "flood@example.org" });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many attempts\. Please wait \d+ s and try again\.$/);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("answers 429 after too many activation attempts from one client address, sized for a NAT", async () => {
      const ip = "10.9.9.9";
      const codes: number[] = [];
      for (let i = 0; i <= RATE_LIMITS.activate.address.limit; i++) {
        codes.push(
          (await post("activate", { user: `guess${i}@example.org`, password: "short", token: "x" }, ip))
            .statusCode,
        );
      }
      expect(RATE_LIMITS.activate.address.limit).toBeGreaterThanOrEqual(300);
      expect(codes.at(-2)).toBe(400);
      expect(codes.at(-1)).toBe(429);
    });
  });

  async function userId(login: string): Promise<number> {
    return (
      await t.app.db.selectFrom("users").select("id").where("login", "=", login).executeTakeFirstOrThrow()
    ).id;
  }
});
