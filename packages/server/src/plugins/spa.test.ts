import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "./error-handler.ts";
import { registerSpa } from "./spa.ts";

describe("the single-page app", () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "portal-spa-"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Portal</title>");
    fs.writeFileSync(path.join(dist, "assets", "app-1234.js"), "console.log(1)");
    app = Fastify();
    registerErrorHandler(app);
    await registerSpa(app, dist);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("serves a built asset with a long cache", async () => {
    const res = await app.inject({ url: "/assets/app-1234.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  // Regression: a missing script answered 200 with index.html, so a broken build looked fine.
  it("answers a missing asset 404 with a short body, not the app's page", async () => {
    for (const url of ["/assets/x.js", "/assets/old-5678.css", "/assets/nested/logo.svg"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("<!doctype html>");
      expect(res.body.length, url).toBeLessThan(200);
    }
  });

  it("still answers the app's own routes with index.html", async () => {
    for (const url of ["/", "/activation?id=candform&reset=0", "/admin/applications", "/no/such/page"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<title>Portal</title>");
    }
  });
});
