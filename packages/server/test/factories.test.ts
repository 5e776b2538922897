import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./harness.ts";
import { buildAdmin, buildCandidate } from "./factories.ts";
import { resolveSession } from "../src/auth/sessions.ts";

describe("test factories", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("builds an activated candidate with a live session", async () => {
    const user = await buildCandidate(t.app);
    const actor = await resolveSession(t.app.db, user.token);
    expect(actor).toMatchObject({ userId: user.id, login: user.login, isAdmin: false });
  });

  it("builds an administrator", async () => {
    const user = await buildAdmin(t.app, { login: "Boss@Example.org" });
    expect(user.login).toBe("boss@example.org");
    expect((await resolveSession(t.app.db, user.token))?.isAdmin).toBe(true);
  });
});
