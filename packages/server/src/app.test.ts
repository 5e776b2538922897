import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../test/harness.ts";

describe("the app shell", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("answers /healthz when the database answers", async () => {
    const res = await t.app.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("sets the anti-forgery cookie on a GET", async () => {
    const res = await t.app.inject({ url: "/ws/config" });
    expect(res.cookies.find((c) => c.name === "XSRF-TOKEN")?.value).toMatch(/^[\w-]{20,}$/);
  });

  it("refuses a POST whose anti-forgery header does not match the cookie", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/ws/logout",
      cookies: { "XSRF-TOKEN": "a" },
      headers: { "x-xsrf-token": "b" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ result: "error", code: "XSRF_MISMATCH" });
  });

  it("sends security headers with a CSP that forbids inline scripts and eval", async () => {
    const res = await t.app.inject({ url: "/ws/config" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers JSON 404 for an unknown web service", async () => {
    const res = await call(t.app, { url: "/ws/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: "error", message: "Not found." });
  });

  it("refuses a JSON body over the limit with 413 and a message", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/ws/logout",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ x: "a".repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
  });

  it("serves the OpenAPI document", async () => {
    const res = await t.app.inject({ url: "/ws/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it("calls no query parameter with a default required (a validating proxy would refuse requests without it)", async () => {
    const doc = (await t.app.inject({ url: "/ws/openapi.json" })).json() as {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { in: string; name: string; required?: boolean; schema?: { default?: unknown } }[] }
        >
      >;
    };
    const wrong = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) =>
        (op.parameters ?? [])
          .filter((p) => p.in === "query" && p.required && p.schema?.default !== undefined)
          .map((p) => `${method.toUpperCase()} ${path} ?${p.name}`),
      ),
    );
    expect(wrong).toEqual([]);
  });
});
