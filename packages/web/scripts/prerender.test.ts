import { describe, expect, it } from "vitest";
import { withPrerendered } from "./prerender.ts";

const PAGE = `<!doctype html>
<html lang="fr">
  <head>
    <script type="module" async crossorigin src="/assets/early-requests-1.js"></script>
    <script type="module" crossorigin src="/assets/index-2.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
  </head>
  <body>
    <noscript>JavaScript</noscript>
    <div id="root">
      <header><nav class="navbar"><div class="container">Portail</div></nav></header>
    </div>
  </body>
</html>`;

describe("a prerendered page", () => {
  const html = withPrerendered(PAGE, "login", "<main><h1>Connexion</h1></main>");

  it("holds the page's HTML in #root, in place of the top bar's frame, marked with its name", () => {
    expect(html).toContain('<div id="root" data-prerendered="login"><main><h1>Connexion</h1></main></div>');
    expect(html).not.toContain('<div class="container">Portail</div>');
    expect(html).toContain("<noscript>JavaScript</noscript>");
  });

  it("loads the app's scripts at low priority, the first requests' script and the style sheet as they were", () => {
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-2.js">');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/framework-3.js">',
    );
    expect(html).toContain('<script type="module" async crossorigin src="/assets/early-requests-1.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
  });

  it("is refused for a page without #root", () => {
    expect(() => withPrerendered("<html><body></body></html>", "home", "")).toThrow(/#root/);
  });
});
