import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { latestLinkTo, latestMailTo } from "../../mail/outbox.ts";
import { seedAnswer, seedJury } from "../workflow/workflow-test-kit.ts";

const PASSWORD = "A staff passphrase, long enough 42!";

describe("/ws/admin/staff", () => {
  let t: TestApp;
  let boss: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    boss = await buildAdmin(t.app);
    await seedJury(t.app, { id: "STAFF_JURY_A", type: "MSC", code: "MAE" });
    await seedJury(t.app, { id: "STAFF_JURY_B", type: "AM", code: "SAS" });
  });
  afterAll(async () => t.close());

  const invite = (body: Record<string, unknown>, token = boss.token) =>
    call(t.app, { method: "POST", url: "/ws/admin/staff", token, payload: body });
  const patch = (id: number, body: Record<string, unknown>, token = boss.token) =>
    call(t.app, { method: "PATCH", url: `/ws/admin/staff/${id}`, token, payload: body });
  const login = (user: string, password: string) =>
    call(t.app, { method: "POST", url: "/ws/form/candform/login", payload: { login: user, password } });

  it("invites a reviewer: the e-mailed link sets the password, and the login answers role reviewer with the juries", async () => {
    const res = await invite({
      login: "Rita.Reviewer@example.org",
      role: "reviewer",
      juries: ["STAFF_JURY_A"],
      locale: "fr",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      result: "OK",
      staff: {
        id: expect.any(Number),
        login: "rita.reviewer@example.org",
        role: "reviewer",
        juries: ["STAFF_JURY_A"],
        activated: false,
        disabled: false,
        lastSeen: null,
      },
    });
    const mail = (await latestMailTo(t.app.db, "rita.reviewer@example.org"))!;
    // French first, as the administrator asked, English after; staff wording with the juries.
    expect(mail.subject).toBe(
      "Votre compte de gestion sur le portail des admissions / Your staff account on the admissions portal",
    );
    expect(mail.text).toContain("as reviewer for the juries “Jury STAFF_JURY_A”");
    expect(mail.text.indexOf("Bonjour")).toBeLessThan(mail.text.indexOf("Hello"));
    const link = new URL((await latestLinkTo(t.app.db, "rita.reviewer@example.org"))!);
    expect(link.pathname).toBe("/activation");
    expect(link.searchParams.get("reset")).toBe("0");
    // What the web's activation page does with the link: activate, then log in.
    const activated = await call(t.app, {
      method: "POST",
      url: "/ws/form/candform/user/activate",
      payload: {
        user: link.searchParams.get("user"),
        password: PASSWORD,
        token: link.searchParams.get("activationToken"),
      },
    });
    expect(activated.json()).toEqual({ result: "ok" });
    const session = await login("rita.reviewer@example.org", PASSWORD);
    expect(session.json()).toMatchObject({
      result: "ok",
      admin: 0,
      role: "reviewer",
      juries: ["STAFF_JURY_A"],
    });
    const whoami = await call(t.app, { url: "/ws/form/candform/session", token: session.json().token });
    expect(whoami.json()).toMatchObject({ admin: 0, role: "reviewer", juries: ["STAFF_JURY_A"] });
    const list = await call(t.app, { url: "/ws/admin/staff", token: boss.token });
    const rita = list.json().items.find((s: { login: string }) => s.login === "rita.reviewer@example.org");
    expect(rita).toMatchObject({ activated: true, disabled: false, lastSeen: expect.any(String) });
  });

  it("names the juries by their labels in the invitation, and its link opens the activation page in the invitee's language", async () => {
    // A French invitee read "JURY_MSC" and landed on an English page.
    await t.app.db
      .updateTable("juries")
      .set({ label: "Aerospace jury", label_fr: "Jury aérospatial" })
      .where("id_jury", "=", "STAFF_JURY_A")
      .execute();
    const res = await invite({
      login: "remi@example.org",
      role: "reviewer",
      juries: ["STAFF_JURY_A"],
      locale: "fr",
    });
    expect(res.statusCode).toBe(201);
    const mail = (await latestMailTo(t.app.db, "remi@example.org"))!;
    expect(mail.text).toContain("pour les jurys «\u00a0Jury aérospatial\u00a0»");
    expect(mail.text).toContain("for the juries “Aerospace jury”");
    expect(mail.text).not.toContain("STAFF_JURY_A");
    const link = new URL((await latestLinkTo(t.app.db, "remi@example.org"))!);
    expect(link.searchParams.get("lang")).toBe("fr");
    const account = await t.app.db
      .selectFrom("users")
      .select("locale")
      .where("login", "=", "remi@example.org")
      .executeTakeFirstOrThrow();
    expect(account.locale).toBe("fr");
  });

  it("answers role and juries on login for an administrator and a candidate too", async () => {
    await buildAdmin(t.app, { login: "second.admin@example.org", password: PASSWORD });
    await buildCandidate(t.app, { login: "cand@example.org", password: PASSWORD });
    expect((await login("second.admin@example.org", PASSWORD)).json()).toMatchObject({
      admin: 1,
      role: "administrator",
      juries: [],
    });
    expect((await login("cand@example.org", PASSWORD)).json()).toMatchObject({
      admin: 0,
      role: "candidate",
      juries: [],
    });
  });

  it("promotes an account without an application, and refuses one with an application (409, nothing changed)", async () => {
    await buildCandidate(t.app, { login: "no.answer@example.org" });
    const promoted = await invite({
      login: "no.answer@example.org",
      role: "administrator",
      juries: ["IGNORED"],
    });
    expect(promoted.statusCode).toBe(201);
    expect(promoted.json().staff).toMatchObject({ role: "administrator", juries: [] });

    const applicant = await buildCandidate(t.app, { login: "applicant@example.org" });
    await seedAnswer(t.app, applicant, { typeformation: "MSC" });
    const refused = await invite({
      login: "applicant@example.org",
      role: "reviewer",
      juries: ["STAFF_JURY_A"],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "STAFF_HAS_APPLICATION" });
    expect(refused.json().message).toContain("applicant@example.org is a candidate with an application");
    const row = await t.app.db
      .selectFrom("users")
      .select("role")
      .where("login", "=", "applicant@example.org")
      .executeTakeFirstOrThrow();
    expect(row.role).toBe("candidate");
    expect(await latestMailTo(t.app.db, "applicant@example.org")).toBeUndefined();
  });

  it("refuses unknown juries (naming them), a reviewer without jury and a bad address, with 400", async () => {
    const unknown = await invite({
      login: "x1@example.org",
      role: "reviewer",
      juries: ["STAFF_JURY_A", "NOPE", "NADA"],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("NOPE, NADA");
    const none = await invite({ login: "x2@example.org", role: "reviewer", juries: [] });
    expect(none.json()).toMatchObject({ code: "STAFF_NO_JURY" });
    const address = await invite({ login: "not an address", role: "administrator" });
    expect(address.statusCode).toBe(400);
    const users = await t.app.db
      .selectFrom("users")
      .select("login")
      .where("login", "in", ["x1@example.org", "x2@example.org"])
      .execute();
    expect(users).toEqual([]);
  });

  it("changes role and juries; a reviewer's new juries apply to their open session at once", async () => {
    const reviewer = await buildReviewer(t.app, ["STAFF_JURY_A"], { login: "moved@example.org" });
    const juries = await patch(reviewer.id, { juries: ["STAFF_JURY_B", "STAFF_JURY_A"] });
    expect(juries.statusCode).toBe(200);
    expect(juries.json().staff).toMatchObject({ role: "reviewer", juries: ["STAFF_JURY_A", "STAFF_JURY_B"] });
    const whoami = await call(t.app, { url: "/ws/form/candform/session", token: reviewer.token });
    expect(whoami.json()).toMatchObject({ role: "reviewer", juries: ["STAFF_JURY_A", "STAFF_JURY_B"] });
    const promoted = await patch(reviewer.id, { role: "administrator" });
    expect(promoted.json().staff).toMatchObject({ role: "administrator", juries: [] });
    expect((await call(t.app, { url: "/ws/admin/staff", token: reviewer.token })).statusCode).toBe(200);
    const demoted = await patch(reviewer.id, { role: "reviewer" });
    expect(demoted.json()).toMatchObject({ code: "STAFF_NO_JURY" });
    const back = await patch(reviewer.id, { role: "reviewer", juries: ["STAFF_JURY_B"] });
    expect(back.json().staff).toMatchObject({ role: "reviewer", juries: ["STAFF_JURY_B"] });
    expect((await call(t.app, { url: "/ws/admin/staff", token: reviewer.token })).statusCode).toBe(403);
  });

  it("disables an account and ends its sessions at once (the old token gets 401); enabling lets it log in again", async () => {
    const reviewer = await buildReviewer(t.app, ["STAFF_JURY_A"], {
      login: "leaver@example.org",
      password: PASSWORD,
    });
    expect((await call(t.app, { url: "/ws/form/candform/session", token: reviewer.token })).statusCode).toBe(
      200,
    );
    const disabled = await patch(reviewer.id, { disabled: true });
    expect(disabled.json().staff).toMatchObject({ disabled: true, lastSeen: null });
    expect((await call(t.app, { url: "/ws/form/candform/session", token: reviewer.token })).statusCode).toBe(
      401,
    );
    expect((await login("leaver@example.org", PASSWORD)).statusCode).toBe(400);
    const enabled = await patch(reviewer.id, { disabled: false });
    expect(enabled.json().staff).toMatchObject({ disabled: false });
    expect((await login("leaver@example.org", PASSWORD)).json()).toMatchObject({
      result: "ok",
      role: "reviewer",
    });
  });

  it("refuses an administrator demoting or disabling themselves, with 409 and a message", async () => {
    const demote = await patch(boss.id, { role: "reviewer", juries: ["STAFF_JURY_A"] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({
      code: "STAFF_SELF",
      message: expect.stringContaining("your own account"),
    });
    const disable = await patch(boss.id, { disabled: true });
    expect(disable.json()).toMatchObject({ code: "STAFF_SELF" });
    const row = await t.app.db
      .selectFrom("users")
      .select(["role", "disabled_at"])
      .where("id", "=", boss.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: "administrator", disabled_at: null });
  });

  it("answers 404 for an id that is not staff, 400 for a body it does not know", async () => {
    const candidate = await buildCandidate(t.app);
    expect((await patch(candidate.id, { disabled: true })).statusCode).toBe(404);
    expect((await patch(999999, { disabled: true })).statusCode).toBe(404);
    expect((await patch(boss.id, { role: "candidate" })).statusCode).toBe(400);
  });

  it("refuses reviewers and candidates (403) and anonymous callers (401)", async () => {
    const reviewer = await buildReviewer(t.app, ["STAFF_JURY_A"]);
    const candidate = await buildCandidate(t.app);
    for (const token of [reviewer.token, candidate.token]) {
      expect((await call(t.app, { url: "/ws/admin/staff", token })).statusCode).toBe(403);
      expect((await invite({ login: "sneaky@example.org", role: "administrator" }, token)).statusCode).toBe(
        403,
      );
      expect((await patch(reviewer.id, { role: "administrator" }, token)).statusCode).toBe(403);
    }
    expect((await call(t.app, { url: "/ws/admin/staff" })).statusCode).toBe(401);
    expect(await latestMailTo(t.app.db, "sneaky@example.org")).toBeUndefined();
  });
});

describe("the last active administrator", () => {
  let t: TestApp;
  afterAll(async () => t.close());

  it("cannot be demoted or disabled, even by themselves; once there is another one, it can", async () => {
    t = await createTestApp();
    await seedJury(t.app, { id: "STAFF_JURY_A" });
    const only = await buildAdmin(t.app);
    // Other administrators that cannot act do not count: the disabled ones (the demo administrator
    // of an empty database among them) and one invited but not activated yet.
    await buildAdmin(t.app);
    await t.app.db
      .updateTable("users")
      .set({ disabled_at: new Date() })
      .where("role", "=", "administrator")
      .where("id", "!=", only.id)
      .execute();
    const invited = await call(t.app, {
      method: "POST",
      url: "/ws/admin/staff",
      token: only.token,
      payload: { login: "new.admin@example.org", role: "administrator" },
    });
    const refused = await call(t.app, {
      method: "PATCH",
      url: `/ws/admin/staff/${only.id}`,
      token: only.token,
      payload: { disabled: true },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "STAFF_LAST_ADMIN",
      message: expect.stringContaining("last active administrator"),
    });
    // The newcomer activates; the first administrator still cannot demote themselves, but the newcomer can.
    const link = new URL((await latestLinkTo(t.app.db, "new.admin@example.org"))!);
    await call(t.app, {
      method: "POST",
      url: "/ws/form/candform/user/activate",
      payload: {
        user: "new.admin@example.org",
        password: PASSWORD,
        token: link.searchParams.get("activationToken"),
      },
    });
    const self = await call(t.app, {
      method: "PATCH",
      url: `/ws/admin/staff/${only.id}`,
      token: only.token,
      payload: { disabled: true },
    });
    expect(self.json()).toMatchObject({ code: "STAFF_SELF" });
    const newcomer = await call(t.app, {
      method: "POST",
      url: "/ws/form/candform/login",
      payload: { login: "new.admin@example.org", password: PASSWORD },
    });
    const byOther = await call(t.app, {
      method: "PATCH",
      url: `/ws/admin/staff/${only.id}`,
      token: newcomer.json().token,
      payload: { role: "reviewer", juries: ["STAFF_JURY_A"] },
    });
    expect(byOther.statusCode).toBe(200);
    expect(invited.statusCode).toBe(201);
  });
});
