import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { call, createTestApp, type TestApp } from "../../test/harness.ts";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp-server.ts";
import { parseEml } from "./outbox-files.ts";
import { queueMail } from "./outbox.ts";

describe("mail worker over SMTP", () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const outboxRow = (to: string) =>
    t.app.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", to)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "admissions@portal.test" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("delivers the activation e-mail, with its link, to the SMTP server right after registration", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/ws/form/candform/user/register",
      payload: { user: "smtp.user@example.org" },
    });
    expect(res.json()).toEqual({ result: "ok" });
    // No drain(): the route pokes the worker after commit.
    const received = await smtp.waitFor((mail) => mail.to.includes("smtp.user@example.org"));
    expect(received.from).toBe("admissions@portal.test");
    const mail = parseEml(received.raw);
    expect(mail.subject).toBe("Activate your account");
    const link = new URL(mail.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/activation`);
    expect(link.searchParams.get("user")).toBe("smtp.user@example.org");
    expect(link.searchParams.get("reset")).toBe("0");
    expect(mail.text).toContain(link.searchParams.get("activationToken"));
    await expect.poll(async () => (await outboxRow("smtp.user@example.org")).sent_at).not.toBeNull();
  });

  it("keeps a message the server refuses, counts the attempt and sends it on a later try", async () => {
    smtp.refuseWith = "mailbox temporarily unavailable";
    await t.app.db
      .transaction()
      .execute((trx) => queueMail(trx, { to: "retry@example.org", subject: "Retry", text: "Hello" }));
    await t.app.mailWorker.drain();
    const failed = await outboxRow("retry@example.org");
    expect(failed).toMatchObject({ sent_at: null, attempts: 1 });
    expect(failed.last_error).toContain("mailbox temporarily unavailable");

    smtp.refuseWith = null;
    // The retry is scheduled a few seconds later; bring it forward instead of waiting.
    await sql`UPDATE outbox SET next_attempt_at = now() WHERE id = ${failed.id}`.execute(t.app.db);
    await t.app.mailWorker.drain();
    expect((await outboxRow("retry@example.org")).sent_at).not.toBeNull();
    expect(smtp.messages.filter((m) => m.to.includes("retry@example.org"))).toHaveLength(1);
  });

  it("sends each message once even when several rounds run at the same time", async () => {
    await t.app.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 5; i++)
        await queueMail(trx, { to: `many${i}@example.org`, subject: `Many ${i}`, text: "Hi" });
    });
    await Promise.all([t.app.mailWorker.drain(), t.app.mailWorker.drain(), t.app.mailWorker.drain()]);
    for (let i = 0; i < 5; i++) {
      expect(smtp.messages.filter((m) => m.to.includes(`many${i}@example.org`))).toHaveLength(1);
    }
  });
});
