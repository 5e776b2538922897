import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCandidate, buildReviewer, type BuiltUser } from "../../../test/factories.ts";
import { call, createTestApp, type TestApp } from "../../../test/harness.ts";
import { queueTemplateMail } from "../../mail/template-mails.ts";
import { seedAnswers } from "../applications/applications-fixtures.ts";
import { seedJury } from "../workflow/workflow-test-kit.ts";

describe("/ws/admin/mail-templates", () => {
  let t: TestApp;
  let boss: BuiltUser;
  let reviewer: BuiltUser;
  let ada: BuiltUser;
  let answerId: number;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "https://portal.example.org" });
    boss = await buildAdmin(t.app);
    reviewer = await buildReviewer(t.app, ["TPL_JURY"]);
    ada = await buildCandidate(t.app);
    await seedJury(t.app, { id: "TPL_JURY", type: "MSC", code: "TPL" });
    [answerId] = await seedAnswers(t.app, [
      {
        login: ada.login,
        data: { typeformation: "MSC", mscchoice: "TPL", givenName: "Ada", familyName: "Lovelace" },
      },
    ]);
  });
  afterAll(async () => t.close());

  const put = (path: string, payload: object, headers: Record<string, string> = {}) =>
    call(t.app, {
      method: "PUT",
      url: `/ws/admin/mail-templates/${path}`,
      token: boss.token,
      payload,
      headers,
    });

  it("lists every template with its placeholders and default texts in both languages", async () => {
    const res = await call(t.app, { url: "/ws/admin/mail-templates", token: boss.token });
    expect(res.statusCode).toBe(200);
    const result = res.json().templates.find((tpl: { key: string }) => tpl.key === "result_available");
    expect(result).toMatchObject({
      placeholders: ["name", "programme", "link"],
      en: { subject: "Your admission result is available", customised: false },
      fr: { subject: "Le résultat de votre candidature est disponible", customised: false },
    });
  });

  it("saves a language's text, which the next mail uses, and goes back to the default on delete", async () => {
    const saved = await put("result_available/fr", {
      subject: "Résultat pour {{name}}",
      body: "Voir {{link}}",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().template.fr).toEqual({
      subject: "Résultat pour {{name}}",
      body: "Voir {{link}}",
      customised: true,
    });
    expect(saved.json().template.en.customised).toBe(false);
    await queueTemplateMail(t.app.db, {
      key: "result_available",
      to: "ines@example.org",
      locale: "fr",
      values: { name: "Inès", link: "https://x" },
    });
    const mail = await t.app.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", "ines@example.org")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Résultat pour Inès");
    const reset = await call(t.app, {
      method: "DELETE",
      url: "/ws/admin/mail-templates/result_available/fr",
      token: boss.token,
    });
    expect(reset.json().template.fr).toMatchObject({
      subject: "Le résultat de votre candidature est disponible",
      customised: false,
    });
  });

  it("refuses a placeholder the template cannot fill, naming it, in the request's language", async () => {
    const en = await put("activation/en", { subject: "Hi {{name}}", body: "{{link}} {{deadline}}" });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toContain("{{name}}, {{deadline}}");
    expect(en.json().message).toContain("{{link}}");
    const fr = await put("activation/en", { subject: "Hi", body: "{{oops}}" }, { "accept-language": "fr" });
    expect(fr.json().message).toMatch(/^Le modèle utilise \{\{oops\}\}/);
    const stored = await t.app.db
      .selectFrom("mail_templates")
      .selectAll()
      .where("key", "=", "activation")
      .execute();
    expect(stored).toEqual([]);
  });

  it("refuses a subject over 200 characters, an empty text and an unknown template", async () => {
    const long = await put("activation/en", { subject: "x".repeat(201), body: "{{link}}" });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("201");
    expect((await put("activation/en", { subject: "Hi", body: "  " })).statusCode).toBe(400);
    const unknown = await put("nope/en", { subject: "Hi", body: "x" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain("reminder_application");
  });

  it("previews a draft filled with a real application, with example deadline and documents", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/ws/admin/mail-templates/document_request/fr/preview",
      token: boss.token,
      payload: {
        subject: "Pièces pour {{name}}",
        body: "{{programme}} avant le {{deadline}}\n{{documents}}\n{{link}}",
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ subject: "Pièces pour Ada Lovelace", answerId });
    expect(body.text).toContain("MSc in Aerospace Engineering avant le 30 juin");
    expect(body.text).toContain("- Relevé de notes");
    expect(body.html).toContain('<a href="https://portal.example.org/form/candform">');
    const missing = await call(t.app, {
      method: "POST",
      url: "/ws/admin/mail-templates/document_request/en/preview",
      token: boss.token,
      payload: { subject: "x", body: "y", answerId: 999999 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("sends a test to the administrator's own address", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/ws/admin/mail-templates/reminder_application/en/test",
      token: boss.token,
      payload: { subject: "Test for {{name}}", body: "Hello {{name}}" },
    });
    expect(res.json()).toEqual({ result: "OK", to: boss.login });
    const mail = await t.app.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", boss.login)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Test for Ada Lovelace");
  });

  it("is for administrators only (403 for reviewers and candidates, 401 anonymous)", async () => {
    for (const user of [reviewer, ada]) {
      const res = await call(t.app, { url: "/ws/admin/mail-templates", token: user.token });
      expect(res.statusCode).toBe(403);
    }
    const denied = await call(t.app, {
      method: "PUT",
      url: "/ws/admin/mail-templates/activation/en",
      token: reviewer.token,
      payload: { subject: "Hi", body: "{{link}}" },
    });
    expect(denied.statusCode).toBe(403);
    expect((await call(t.app, { url: "/ws/admin/mail-templates" })).statusCode).toBe(401);
  });
});
