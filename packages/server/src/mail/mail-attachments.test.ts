import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp-server.ts";
import { parseEml } from "./outbox-files.ts";
import { queueMail } from "./outbox.ts";

/** Issue #38: an e-mail may carry files (the interview's .ics); rows queued before still send. */
describe("mail attachments over SMTP", () => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "admissions@portal.test" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("sends the queued file with its name and type, and a row without attachments as before", async () => {
    const calendar =
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20990310T080000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    await t.app.db.transaction().execute(async (trx) => {
      await queueMail(trx, {
        to: "with-file@example.org",
        subject: "Interview",
        text: "See the file.",
        attachments: [
          {
            filename: "interview.ics",
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: Buffer.from(calendar).toString("base64"),
          },
        ],
      });
      // As a row written before migration 0030 would be: no attachments column value at all.
      await sql`INSERT INTO outbox (recipient, subject, text) VALUES ('old-row@example.org', 'Old', 'Hello')`.execute(
        trx,
      );
    });
    await t.app.mailWorker.drain();
    const withFile = parseEml((await smtp.waitFor((m) => m.to.includes("with-file@example.org"))).raw);
    expect(withFile.text.trim()).toBe("See the file.");
    expect(withFile.attachments).toHaveLength(1);
    expect(withFile.attachments[0]).toMatchObject({ filename: "interview.ics", content: calendar });
    expect(withFile.attachments[0]!.contentType).toMatch(/^text\/calendar/);
    const old = parseEml((await smtp.waitFor((m) => m.to.includes("old-row@example.org"))).raw);
    expect(old).toMatchObject({ subject: "Old", attachments: [] });
  });
});
