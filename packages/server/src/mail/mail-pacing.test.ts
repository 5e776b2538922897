import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, ConfigError } from "../config.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { MailWorker } from "./mail-worker.ts";
import { queueMail } from "./outbox.ts";
import type { MailTransport } from "./transport.ts";

describe("mail worker pacing (MAIL_PER_MINUTE)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_PER_MINUTE: "7" });
    // The app's own worker would send the test's messages on its poll: this test drives its own.
    await t.app.mailWorker.stop();
  });
  afterAll(async () => t.close());

  it("reads MAIL_PER_MINUTE, 120 by default, and refuses what is not a whole number above 0", () => {
    expect(t.config.mailPerMinute).toBe(7);
    expect(loadConfig({ DATA_DIR: "/tmp/x" }).mailPerMinute).toBe(120);
    for (const bad of ["0", "-5", "ten", "1.5"]) {
      expect(() => loadConfig({ DATA_DIR: "/tmp/x", MAIL_PER_MINUTE: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ DATA_DIR: "/tmp/x", MAIL_PER_MINUTE: "0" })).toThrow(/MAIL_PER_MINUTE/);
  });

  it("sends at most that many in a rolling minute, the rest in order once the minute has passed", async () => {
    const sent: string[] = [];
    const transport: MailTransport = {
      send: async (mail) => {
        sent.push(mail.to);
      },
      close: () => {},
    };
    let clock = 1_000_000;
    const worker = new MailWorker(t.app.db, transport, () => {}, { perMinute: 3, now: () => clock });
    for (let i = 1; i <= 5; i++) {
      await queueMail(t.app.db, { to: `paced${i}@example.org`, subject: "Paced", text: "Hello" });
    }
    expect(await worker.drain()).toBe(3);
    expect(sent).toEqual(["paced1@example.org", "paced2@example.org", "paced3@example.org"]);
    clock += 30_000;
    expect(await worker.drain()).toBe(0);
    clock += 30_001;
    expect(await worker.drain()).toBe(2);
    expect(sent.slice(3)).toEqual(["paced4@example.org", "paced5@example.org"]);
    await worker.stop();
  });

  // Each server process runs its own worker: with the pacing counted in each process's memory,
  // two processes sent twice MAIL_PER_MINUTE to the relay.
  it("holds the rate across workers of several processes sharing the database", async () => {
    const sent: string[] = [];
    const transport: MailTransport = {
      send: async (mail) => {
        sent.push(mail.to);
      },
      close: () => {},
    };
    let clock = 5_000_000;
    const pacing = { perMinute: 3, now: () => clock };
    const first = new MailWorker(t.app.db, transport, () => {}, pacing);
    const second = new MailWorker(t.app.db, transport, () => {}, pacing);
    for (let i = 1; i <= 5; i++) {
      await queueMail(t.app.db, { to: `shared${i}@example.org`, subject: "Shared", text: "Hello" });
    }
    const [a, b] = await Promise.all([first.drain(), second.drain()]);
    expect(a + b).toBe(3);
    expect(await second.drain()).toBe(0);
    clock += 60_001;
    expect((await second.drain()) + (await first.drain())).toBe(2);
    expect([...sent].sort()).toEqual([1, 2, 3, 4, 5].map((i) => `shared${i}@example.org`));
    await Promise.all([first.stop(), second.stop()]);
  });
});
