// Writes the public pages (the home, the login, the activation and the password reset) as HTML,
// rendered by React at build in every language: {page}.{lang}.html beside index.html, each the
// page of its language (index.html or index.{lang}.html, scripts/localized-shell.ts) with the
// page's HTML in #root. The server answers them on those addresses (packages/server/src/plugins/
// spa.ts) and the browser hydrates them (src/app/mount.tsx): a visitor reads the page as soon as
// the HTML and the style sheet have arrived, before the scripts have downloaded and run.
import fs from "node:fs/promises";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { type Plugin, createServer, defaultClientConditions } from "vite";
import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PAGES,
  type PrerenderedPage,
  prerenderedFile,
} from "../../domain/src/pages/prerendered.ts";
import { locales, type Locale } from "../../domain/src/i18n/locales.ts";
import { catalogueModules } from "./catalogues.ts";

const ROOT_START = '<div id="root">';

/**
 * The app's scripts at low priority (`fetchpriority="low"` on the entry and its module preloads):
 * the page shows without them, and the style sheet, which it waits for, comes first on a slow
 * network. Lighthouse counts every script of high priority loaded before the first paint as
 * blocking it (issue #36: the home page's first paint at 2.2 s simulated with them at high
 * priority, against 1.4 s for the page without its HTML). The page's first script, which sends
 * the first requests, stays as it is.
 */
export function withLowPriorityScripts(html: string): string {
  return html
    .replace(
      /<script type="module" crossorigin src=/g,
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replace(
      /<link rel="modulepreload" crossorigin href=/g,
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
}

/**
 * The page `html` with `content` in #root, marked as the prerendered `page`, and its scripts at
 * low priority; #root is the body's last element.
 */
export function withPrerendered(html: string, page: PrerenderedPage, content: string): string {
  const shell = withLowPriorityScripts(html);
  const start = shell.indexOf(ROOT_START);
  const end = shell.lastIndexOf("</div>", shell.indexOf("</body>"));
  if (start < 0 || end < start) throw new Error("prerender: the page has no #root at the end of its body");
  return `${shell.slice(0, start)}<div id="root" ${PRERENDERED_ATTRIBUTE}="${page}">${content}${shell.slice(end)}`;
}

type Render = (page: PrerenderedPage, locale: Locale) => Promise<string>;

/** Loads src/prerender/render-page.tsx in Node, as Vite transforms it for the server. */
async function loadRenderer(root: string): Promise<{ render: Render; close(): Promise<void> }> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    plugins: [react(), catalogueModules()],
    server: { middlewareMode: true, hmr: false, ws: false },
    // Transformed by Vite from their ES modules (as in the browser), not imported by Node: Node
    // would take react-bootstrap's CommonJS files, whose components are the `default` of an import.
    ssr: {
      noExternal: [
        "react-bootstrap",
        /^@restart\//,
        "react-transition-group",
        "dom-helpers",
        "uncontrollable",
      ],
    },
    environments: {
      ssr: { resolve: { conditions: [...defaultClientConditions], mainFields: ["module", "main"] } },
    },
  });
  const module = (await server.ssrLoadModule("/src/prerender/render-page.tsx")) as { renderPage: Render };
  return { render: module.renderPage, close: () => server.close() };
}

/** The Vite plugin: once the pages are written, renders the public pages into copies of them (before precompress). */
export function prerenderPages(): Plugin {
  let root = ".";
  let outDir = "dist";
  return {
    name: "portal-prerender",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // The precompress plugin's closeBundle, after this one, compresses the pages written here.
      sequential: true,
      async handler() {
        const started = Date.now();
        const renderer = await loadRenderer(root);
        try {
          for (const locale of locales) {
            const shell = locale === locales[0] ? "index.html" : `index.${locale}.html`;
            const html = await fs.readFile(path.join(outDir, shell), "utf8");
            for (const page of Object.keys(PRERENDERED_PAGES) as PrerenderedPage[]) {
              const content = await renderer.render(page, locale);
              await fs.writeFile(
                path.join(outDir, prerenderedFile(page, locale)),
                withPrerendered(html, page, content),
              );
            }
          }
        } finally {
          await renderer.close();
        }
        this.info(
          `prerender: ${Object.keys(PRERENDERED_PAGES).length} pages × ${locales.length} languages (${Date.now() - started} ms)`,
        );
      },
    },
  };
}
