import { describe, expect, it } from "vitest";
import { catalogues } from "@portal/domain/i18n/index";
import page from "../index.html?raw";
import type { Rollup } from "vite";
import { EARLY_REQUESTS_ENTRY, formPage, localizedPage, withEarlyRequests } from "./localized-shell.ts";

const html = page.replace(
  "</head>",
  '<link rel="modulepreload" crossorigin href="/assets/public-en1.js">\n</head>',
);

describe("the page in another language", () => {
  it("has its language, title, brand and preloaded texts in French, and nothing else changed", () => {
    const fr = localizedPage(html, "fr", { en: "assets/public-en1.js", fr: "assets/public-fr2.js" });
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain(`<title>${catalogues.fr["shell.appTitle"]}</title>`);
    expect(fr).toContain(`<span class="navbar-brand">${catalogues.fr["shell.appTitle"]}</span>`);
    expect(fr).toContain(`<meta name="description" content="${catalogues.fr["shell.description"]}" />`);
    expect(fr).not.toContain(catalogues.en["shell.description"]);
    expect(fr).toContain('href="/assets/public-fr2.js"');
    expect(fr).not.toContain(catalogues.en["shell.appTitle"]);
    expect(fr).not.toContain("public-en1.js");
    expect(fr.split("\n").length).toBe(html.split("\n").length);
  });

  it("fails the build when the page no longer holds what it replaces", () => {
    expect(() =>
      localizedPage(html.replace('<html lang="en">', "<html>"), "fr", { en: "a.js", fr: "b.js" }),
    ).toThrow(/no longer holds/);
  });
});

describe("the form page", () => {
  it("preloads the form screen's scripts and the rest of the texts at low priority, and links its style sheets, in the head", () => {
    const form = formPage(
      html,
      {
        scripts: ["assets/form-screen-1.js", "assets/form-engine-2.js"],
        styles: ["assets/form-screen-3.css"],
      },
      "assets/rest-en4.js",
    );
    const head = form.slice(0, form.indexOf("</head>"));
    for (const file of ["form-screen-1.js", "form-engine-2.js", "rest-en4.js"])
      expect(head).toContain(
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}">`,
      );
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/form-screen-3.css">');
    // Everything else is the page as it was.
    expect(form.replace(/<link[^>]*(form-screen|form-engine|rest-en4)[^>]*>\n */g, "")).toBe(html);
  });
});

describe("the page's first script", () => {
  const chunk = (fileName: string, name: string, imports: string[] = []) =>
    ({ type: "chunk", fileName, name, isEntry: true, imports }) as unknown as Rollup.OutputChunk;

  it("is loaded async right after the title, before the app's entry", () => {
    const bundle = { a: chunk("assets/early-requests-1.js", EARLY_REQUESTS_ENTRY) };
    const withEarly = withEarlyRequests(page, bundle);
    const script = '<script type="module" async crossorigin src="/assets/early-requests-1.js"></script>';
    expect(withEarly).toContain(`</title>\n    ${script}\n`);
    expect(withEarly.indexOf(script)).toBeLessThan(withEarly.indexOf('src="/src/main.tsx"'));
  });

  it("fails the build when it is missing or shares a chunk with the app (it would wait for the app)", () => {
    expect(() => withEarlyRequests(page, {})).toThrow(/missing or imports/);
    const sharing = { a: chunk("assets/early-requests-1.js", EARLY_REQUESTS_ENTRY, ["assets/shared.js"]) };
    expect(() => withEarlyRequests(page, sharing)).toThrow(/missing or imports/);
  });
});
