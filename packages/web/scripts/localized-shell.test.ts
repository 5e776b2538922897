import { describe, expect, it } from "vitest";
import { catalogues } from "@portal/domain/i18n/index";
import page from "../index.html?raw";
import { localizedPage } from "./localized-shell.ts";

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
