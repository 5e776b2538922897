import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCompression } from "./compression.ts";
import { registerErrorHandler } from "./error-handler.ts";
import { registerSpa } from "./spa.ts";

// The build's compressed copies are told apart from the file by their content here, so that a test
// sees which one went out (real ones are the same bytes, compressed).
const SCRIPT = "console.log('plain')";
const FILES: Record<string, string> = {
  "index.html": "<!doctype html><title>Portal</title>",
  "index.html.br": "index brotli",
  "index.fr.html": '<!doctype html><html lang="fr"><title>Portail</title>',
  "index.fr.html.br": "index fr brotli",
  "form.html": "<!doctype html><title>Portal form</title>",
  "form.html.br": "form brotli",
  "form.fr.html": '<!doctype html><html lang="fr"><title>Portail formulaire</title>',
  "form.fr.html.br": "form fr brotli",
  "assets/app-1234.js": SCRIPT,
  "assets/app-1234.js.br": "brotli copy",
  "assets/app-1234.js.gz": "gzip copy",
  "assets/only-plain-5678.css": `body{color:red}${" ".repeat(2000)}`,
};

describe("the single-page app", () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "portal-spa-"));
    fs.mkdirSync(path.join(dist, "assets"));
    for (const [name, content] of Object.entries(FILES)) fs.writeFileSync(path.join(dist, name), content);
    app = Fastify();
    await app.register(cookie);
    registerErrorHandler(app);
    await registerCompression(app);
    await registerSpa(app, dist);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("serves a built asset with a year-long immutable cache", async () => {
    const res = await app.inject({ url: "/assets/app-1234.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's brotli copy to a browser that accepts brotli", async () => {
    const res = await app.inject({
      url: "/assets/app-1234.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.body).toBe("brotli copy");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("sends the gzip copy when only gzip is accepted, and the file itself when nothing is", async () => {
    const gzip = await app.inject({ url: "/assets/app-1234.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body).toBe("gzip copy");
    const plain = await app.inject({ url: "/assets/app-1234.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it("compresses on the fly an asset the build left without a copy", async () => {
    const res = await app.inject({
      url: "/assets/only-plain-5678.css",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("has the page itself revalidated at every visit, in its compressed copy when accepted", async () => {
    for (const [url, body] of [
      ["/", "index brotli"],
      ["/index.html", "index brotli"],
      ["/form/candform", "form brotli"],
    ]) {
      const res = await app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.body, url).toBe(body);
    }
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
      expect(res.headers["content-type"], url).toMatch(/text\/html/);
      expect(res.body, url).toContain("<title>Portal</title>");
    }
  });

  it("answers a form's address with the form page (which preloads the form screen), in the visitor's language", async () => {
    for (const url of ["/form/candform", "/form/candform/personal", "/form/candform?login=a%40b.org"]) {
      const en = await app.inject({ url });
      expect(en.body, url).toContain("<title>Portal form</title>");
      const fr = await app.inject({ url, cookies: { "portal.lang": "fr" } });
      expect(fr.body, url).toContain('<html lang="fr"><title>Portail formulaire</title>');
      expect(fr.headers.vary, url).toMatch(/cookie/i);
    }
    for (const url of ["/formation", "/admin/form/candform", "/forms"]) {
      const res = await app.inject({ url });
      expect(res.body, url).toContain("<title>Portal</title>");
    }
  });

  it("answers the page in the language the visitor chose (the web app's cookie), varying on it", async () => {
    for (const url of ["/", "/admin/applications", "/login"]) {
      const fr = await app.inject({ url, cookies: { "portal.lang": "fr" } });
      expect(fr.statusCode, url).toBe(200);
      expect(fr.body, url).toContain('<html lang="fr">');
      expect(fr.headers.vary, url).toMatch(/cookie/i);
      const compressed = await app.inject({
        url,
        cookies: { "portal.lang": "fr" },
        headers: { "accept-encoding": "br" },
      });
      expect(compressed.body, url).toBe("index fr brotli");
      expect(compressed.headers.vary, url).toMatch(/cookie.*accept-encoding|accept-encoding.*cookie/i);
    }
  });

  it("answers a first visit (no cookie) in the browser's language, and a link's ?lang= before the cookie", async () => {
    // A French browser's first page was painted in English before the app switched.
    const first = await app.inject({ url: "/", headers: { "accept-language": "fr-FR,fr;q=0.9,en;q=0.8" } });
    expect(first.body).toContain('<html lang="fr">');
    expect(first.headers.vary).toMatch(/accept-language/i);
    const chosen = await app.inject({
      url: "/",
      cookies: { "portal.lang": "en" },
      headers: { "accept-language": "fr-FR" },
    });
    expect(chosen.body).toContain("<title>Portal</title>");
    const invited = await app.inject({ url: "/activation?user=x&lang=fr", cookies: { "portal.lang": "en" } });
    expect(invited.body).toContain('<html lang="fr">');
  });

  it("answers the English page for English, an unknown language or a forged cookie", async () => {
    for (const lang of ["en", "de", "../index", "fr.html", ""]) {
      const res = await app.inject({ url: "/", cookies: { "portal.lang": lang } });
      expect(res.statusCode, lang).toBe(200);
      expect(res.body, lang).toContain("<title>Portal</title>");
    }
  });
});

describe("the single-page app of a build without the localized pages", () => {
  it("answers its one page to a visitor who chose French", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "portal-spa-"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Portal</title>");
    const app = Fastify();
    await app.register(cookie);
    registerErrorHandler(app);
    await registerSpa(app, dist);
    try {
      const res = await app.inject({ url: "/form/candform", cookies: { "portal.lang": "fr" } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<title>Portal</title>");
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("the single-page app's prerendered public pages", () => {
  const PAGES: Record<string, string> = {
    "index.html": "<!doctype html><title>Portal</title>",
    "index.fr.html": '<!doctype html><html lang="fr"><title>Portail</title>',
  };
  for (const page of ["home", "login", "activation", "activation-reset"])
    for (const lang of ["en", "fr"])
      PAGES[`${page}.${lang}.html`] = `<div id="root" data-prerendered="${page}">${lang}</div>`;
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "portal-spa-prerendered-"));
    for (const [name, content] of Object.entries(PAGES)) fs.writeFileSync(path.join(dist, name), content);
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  async function portal(localLogin: boolean): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(cookie);
    registerErrorHandler(app);
    await registerSpa(app, dist, { localLogin });
    return app;
  }

  it("answers each public address with its page rendered in the visitor's language", async () => {
    const app = await portal(true);
    const cases: [string, string][] = [
      ["/", "home"],
      ["/login?id=candform&next=%2Fadmin", "login"],
      ["/activation?id=candform&user=a%40b.org&activationToken=t", "activation"],
      ["/activation?id=candform&user=a%40b.org&activationToken=t&reset=1", "activation-reset"],
    ];
    for (const [url, page] of cases) {
      expect((await app.inject({ url })).body, url).toBe(
        `<div id="root" data-prerendered="${page}">en</div>`,
      );
      const fr = await app.inject({ url, cookies: { "portal.lang": "fr" } });
      expect(fr.body, url).toBe(`<div id="root" data-prerendered="${page}">fr</div>`);
    }
    // Every other address keeps the app's page, to render in the browser.
    for (const url of ["/admin", "/form/candform/personal", "/login/other"])
      expect((await app.inject({ url })).body, url).toContain("<title>Portal</title>");
    await app.close();
  });

  it("answers the login's address with the app's page when the login is the central one (CAS)", async () => {
    const app = await portal(false);
    expect((await app.inject({ url: "/login?id=candform" })).body).toContain("<title>Portal</title>");
    expect((await app.inject({ url: "/" })).body).toContain('data-prerendered="home"');
    await app.close();
  });
});
