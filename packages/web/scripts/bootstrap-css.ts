// Bootstrap's style sheet without the rules no page of the portal can use. The whole sheet is
// 230 KB (28 KB brotli), render-blocking on every page and about nine tenths unused: the build
// keeps a rule only when each class it names is written somewhere the portal's markup comes from
// (the web app's sources and page, the domain's form schema and texts, React-Bootstrap's own
// modules) or belongs to one of the component families below, whose class names React-Bootstrap
// puts together at run time (`${prefix}-${variant}`). PurgeCSS does the matching; a Vite plugin
// applies it to the sheet as it is imported, so the hashed file name is that of what is sent.
// The development server keeps the whole sheet.
import { createRequire } from "node:module";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PurgeCSS } from "purgecss";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The domain package exports its sources only, not its package.json: it is this one's neighbour.
const domain = path.join(web, "../domain");
const reactBootstrap = path.join(path.dirname(require.resolve("react-bootstrap/package.json")), "esm");

/**
 * React-Bootstrap's modules the web app imports (`react-bootstrap/Modal`) and those they import in
 * turn (ModalHeader, CloseButton…): the class names they write out whole ("fade", "h4") are kept;
 * those of the components the portal does not use are not.
 */
export function reactBootstrapModules(sources: string[]): string[] {
  const pending = new Set<string>();
  for (const source of sources) {
    for (const [, name] of source.matchAll(/from "react-bootstrap\/(\w+)"/g)) pending.add(name);
  }
  const seen = new Set<string>();
  for (const name of pending) {
    if (seen.has(name)) continue;
    seen.add(name);
    const text = fs.readFileSync(path.join(reactBootstrap, `${name}.js`), "utf8");
    for (const [, imported] of text.matchAll(/from '\.\/(\w+)(?:\.js)?'/g)) pending.add(imported);
  }
  return [...seen].sort().map((name) => path.join(reactBootstrap, `${name}.js`));
}

function webSources(): string[] {
  return fs
    .readdirSync(path.join(web, "src"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(web, "src", file));
}

/** Where class names are written: the web app's sources (tests too: harmless) and page, the domain (the form schema's classes, the texts' HTML), React-Bootstrap's modules in use. */
export function contentFiles(): string[] {
  const sources = webSources();
  const domainSources = fs
    .readdirSync(path.join(domain, "src"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => path.join(domain, "src", file));
  return [
    path.join(web, "index.html"),
    ...sources,
    ...domainSources,
    ...reactBootstrapModules(sources.map((file) => fs.readFileSync(file, "utf8"))),
  ];
}

/**
 * The class families of the components the portal imports from React-Bootstrap, whose names it
 * builds from a prefix and a prop (variant, size, breakpoint, placement, bg): all of each family
 * is kept, whatever the props. A component imported for the first time adds its family here.
 */
export const SAFELIST = [
  /^alert/,
  /^badge$/,
  /^bg-/,
  /^text-bg-/,
  /^text-(primary|secondary|success|danger|warning|info|light|dark|body|muted|white|black)/,
  /^btn/,
  /^card/,
  /^container/,
  /^row$/,
  /^row-cols-/,
  /^col$/,
  /^col-/,
  /^form-(control|select|check|label|text|range|switch)/,
  /^input-group/,
  /^(in)?valid-(feedback|tooltip)$/,
  /^is-(in)?valid$/,
  /^was-validated$/,
  /^list-group(-item)?(-action|-flush|-numbered)?$/,
  /^modal(?!-fullscreen)/,
  /^nav/,
  /^tab-/,
  /^table/,
  /^spinner/,
  /^tooltip/,
  /^bs-tooltip/,
  /^(fade|show|active|disabled|collapse|collapsing)$/,
  /^visually-hidden/,
];

const SHEET = /[\\/]node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(\.min)?\.css$/;

/** Removes from `css` (Bootstrap's sheet) the rules that nothing in contentFiles() or SAFELIST can use. */
export async function trimBootstrapCss(css: string): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: contentFiles(),
    css: [{ raw: css }],
    safelist: { standard: SAFELIST },
    // An animation no kept rule names goes too (the placeholders', the progress bars').
    keyframes: true,
  });
  return result.css;
}

/** The Vite plugin: trims Bootstrap's sheet in the build. */
export function trimBootstrap(): Plugin {
  return {
    name: "portal-trim-bootstrap",
    apply: "build",
    enforce: "pre",
    async transform(code, id) {
      if (!SHEET.test(id)) return null;
      const before = code.length;
      const css = await trimBootstrapCss(code);
      this.info(`bootstrap: ${Math.round(before / 1024)} KB → ${Math.round(css.length / 1024)} KB`);
      return { code: css, map: null };
    },
  };
}
