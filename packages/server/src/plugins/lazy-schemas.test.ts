import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/harness.ts";

describe("route schemas compiled lazily", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(async () => t.close());

  it("validates and serializes from a route's first request", async () => {
    const base = `/ws/form/${t.config.formId}`;
    const refused = await call(t.app, { method: "POST", url: `${base}/login`, payload: { login: "a@b.c" } });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("password");
    const types = await call(t.app, { method: "GET", url: `${base}/authtypes` });
    expect(types.statusCode).toBe(200);
    expect(types.json()).toEqual({ authType: "local" });
  });

  // A schema that ajv or fast-json-stringify refuses fails here, not at a route's first request.
  it("compiles every route's schemas", () => {
    expect(t.app.compileSchemas()).toBeGreaterThan(100);
  });
});
