import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { loadTemplate, mailLocale, queueTemplateMail } from "./template-mails.ts";

describe("template mails", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("queues the default text in the recipient's language, placeholders filled", async () => {
    const id = await queueTemplateMail(t.app.db, {
      key: "result_available",
      to: "ada@example.org",
      locale: "fr",
      values: { name: "Ada", programme: "MSc Aerospace", link: "http://portal.test/form/candform" },
    });
    const row = await t.app.db
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", id!)
      .executeTakeFirstOrThrow();
    expect(row.subject).toBe("Le résultat de votre candidature est disponible");
    expect(row.text).toContain("Bonjour Ada,");
    expect(row.text).toContain("candidature à MSc Aerospace");
    expect(row.html).toContain('<a href="http://portal.test/form/candform">');
  });

  it("uses the administrators' version when there is one", async () => {
    await t.app.db
      .insertInto("mail_templates")
      .values({
        key: "reminder_application",
        locale: "en",
        subject: "Hurry {{name}}",
        body: "Due {{deadline}}",
        updated_by: "admin",
      })
      .execute();
    expect((await loadTemplate(t.app.db, "reminder_application", "en")).customised).toBe(true);
    const id = await queueTemplateMail(t.app.db, {
      key: "reminder_application",
      to: "bob@example.org",
      locale: "en",
      values: { name: "Bob", deadline: "1 March 2027" },
    });
    const row = await t.app.db
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", id!)
      .executeTakeFirstOrThrow();
    expect([row.subject, row.text]).toEqual(["Hurry Bob", "Due 1 March 2027\n"]);
  });

  it("queues a mail with a dedupe key once: the second call is a no-op", async () => {
    const mail = {
      key: "result_available" as const,
      to: "once@example.org",
      locale: "en" as const,
      values: { name: "Once" },
      dedupeKey: "result:1:42",
    };
    expect(await queueTemplateMail(t.app.db, mail)).toBeTypeOf("number");
    expect(await queueTemplateMail(t.app.db, mail)).toBeNull();
    const rows = await t.app.db
      .selectFrom("outbox")
      .select("id")
      .where("recipient", "=", "once@example.org")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("reads a stored locale as a mail language", () => {
    expect([mailLocale("fr-FR"), mailLocale("en"), mailLocale(null)]).toEqual(["fr", "en", "en"]);
  });
});
