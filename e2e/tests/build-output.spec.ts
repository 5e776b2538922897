import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures.ts";

// Issue 36: the browser runs React itself, not a stand-in for it.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const dist = path.join(root, "packages/web/dist");

/** The scripts index.html loads at once: its module scripts and their preloads. */
function initialScripts(): string[] {
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const sources = [
    ...html.matchAll(/<(?:script[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
  ];
  return sources.map(([, file]) => fs.readFileSync(path.join(dist, file), "utf8"));
}

test.describe("the production build", () => {
  test("runs React's own runtime, with no Preact in the bundle or the lock file", () => {
    const code = initialScripts().join("\n");
    // React 19's element tag and the name of react-dom's link to React's internals.
    expect(code).toContain("react.transitional.element");
    expect(code).toContain("__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE");
    expect(code).not.toMatch(/preact/i);
    const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, unknown>;
    };
    expect(Object.keys(lock.packages).filter((name) => /(^|\/)preact/.test(name))).toEqual([]);
  });
});
