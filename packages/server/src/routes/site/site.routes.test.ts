import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { ConfigError, loadConfig } from "../../config.ts";

describe("campaign deadlines (DEADLINE_<STEP>)", () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it("no longer gives the campaign's days: each application has its own dates", async () => {
    t = await createTestApp({ DEADLINE_APPLICATION: "2027-03-31", DEADLINE_TUITION: "2027-09-15" });
    const res = await t.app.inject({ url: "/ws/config" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty("deadlines");
  });

  it("sets none on a real deployment (ADMIN_LOGIN or production) that names none", () => {
    expect(loadConfig({ ADMIN_LOGIN: "a@b.c", ADMIN_PASSWORD: "x" }).deadlines).toEqual({});
    expect(loadConfig({ NODE_ENV: "production", PAYMENT_SECRET: "s" }).deadlines).toEqual({});
  });

  it("gives the demonstration plausible deadlines counted from today", () => {
    const today = new Date("2026-11-25T10:00:00Z");
    expect(loadConfig({}, today).deadlines).toEqual({
      application: "2026-12-16",
      scholarship: "2026-12-30",
      registration: "2027-02-08",
      tuition: "2027-03-25",
    });
  });

  it("refuses a day that is not YYYY-MM-DD, naming the variable", () => {
    expect(() => loadConfig({ DEADLINE_REGISTRATION: "31/03/2027" })).toThrow(ConfigError);
    expect(() => loadConfig({ DEADLINE_REGISTRATION: "2027-02-30" })).toThrow(
      /DEADLINE_REGISTRATION must be a day written YYYY-MM-DD/,
    );
  });
});
