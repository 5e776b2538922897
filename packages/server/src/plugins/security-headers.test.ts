import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { registerSecurityHeaders } from "./security-headers.ts";
import { call, createTestApp, type TestApp } from "../../test/harness.ts";
import { buildCandidate } from "../../test/factories.ts";

describe("security headers over http (the local demo)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "http://localhost:8080" });
  });
  afterAll(async () => t.close());

  // Regression: helmet's default HSTS was sent over plain http, and X-Frame-Options said
  // SAMEORIGIN while the CSP said frame-ancestors 'none'.
  it("sends no HSTS, and refuses framing in both headers", async () => {
    const res = await t.app.inject({ url: "/ws/config" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(String(res.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
  });

  // The dossier page shows documents it fetched with the bearer token: images from blob: URLs,
  // PDFs drawn by pdf.js on canvases, its worker a same-origin file (checked in Chromium: no CSP
  // report with this policy). Nothing else may come from blob:.
  it("lets the page show blob: images, and nothing else from blob:", async () => {
    const res = await t.app.inject({ url: "/ws/config" });
    const directives = new Map(
      String(res.headers["content-security-policy"])
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .map(([name = "", ...sources]) => [name, sources]),
    );
    expect(directives.get("img-src")).toContain("blob:");
    expect(directives.has("frame-src")).toBe(false);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("script-src")).toEqual(["'self'"]);
    expect(directives.has("worker-src")).toBe(false);
  });

  // Regression: answers holding personal data or tokens could be kept by a browser or a proxy.
  it("marks /ws responses with personal data or tokens Cache-Control: no-store", async () => {
    const ada = await buildCandidate(t.app);
    const responses = {
      answer: await call(t.app, { url: `/ws/form/candform/answer/${ada.login}`, token: ada.token }),
      schema: await call(t.app, { url: "/ws/form/candform/schema", token: ada.token }),
      login: await call(t.app, {
        method: "POST",
        url: "/ws/form/candform/login",
        payload: { login: ada.login, password: "not the password" },
      }),
      config: await call(t.app, { url: "/ws/config" }),
      labels: await call(t.app, { url: "/ws/form/candform/labels" }),
      refused: await call(t.app, {
        url: `/ws/form/candform/answer/someone-else@example.org`,
        token: ada.token,
      }),
      unknown: await call(t.app, { url: "/ws/nothing-here" }),
      report: await call(t.app, {
        method: "POST",
        url: `/ws/report/application_file/${ada.login}`,
        token: ada.token,
        payload: {},
      }),
    };
    expect(responses.answer.statusCode).toBe(200);
    expect(responses.report.headers["content-type"]).toBe("application/pdf");
    for (const [name, res] of Object.entries(responses)) {
      expect(String(res.headers["cache-control"]), name).toMatch(/\bno-store\b/);
    }
  });

  it("lets public lookups keep their own caching policy", async () => {
    const res = await call(t.app, { url: "/ws/pays" });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["cache-control"])).toMatch(/max-age=\d+/);
    expect(String(res.headers["cache-control"])).not.toContain("no-store");
  });
});

describe("security headers over https", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The headers plugin alone: it reads nothing but PUBLIC_URL.
    app = Fastify();
    app.decorate("config", loadConfig({ PUBLIC_URL: "https://admissions.example.org" }));
    await registerSecurityHeaders(app);
    app.get("/ws/config", async () => ({}));
  });
  afterAll(async () => app.close());

  it("sends HSTS for a year when PUBLIC_URL is https", async () => {
    const res = await app.inject({ url: "/ws/config" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
