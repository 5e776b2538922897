// Writes index.<lang>.html beside index.html for every language but the first: the same page with
// <html lang>, the title, the description, the top bar's brand (all painted before the scripts run) and the
// preloaded catalogue part in that language. The server answers it to a visitor whose language
// cookie says so (packages/server/src/plugins/spa.ts): a French visitor no longer sees the English
// brand first, a screen reader reads the page as French from the start, and the French texts
// download beside the entry instead of the English ones.
// It also writes form.html (and form.<lang>.html), the page the server answers on /form/…: the same
// page preloading what the form screen needs besides the entry (its two chunks, its style sheet,
// the rest of the texts), so that they download beside the entry instead of after it has run, one
// round trip and one evaluation later (issue #13, Lighthouse on the form page).
import type { Plugin, Rollup } from "vite";
import { catalogues } from "../../domain/src/i18n/index.ts";
import { locales, type Locale } from "../../domain/src/i18n/locales.ts";
import { SCREEN_CHUNKS, staticClosure } from "./screen-chunks.ts";

const PAGE = "index.html";
const PRELOADED_PART = "public";
/** The chunk the form screen's lazy import loads. */
const FORM_SCREEN_CHUNK = SCREEN_CHUNKS.screen;

/** The catalogue part chunk of a language (scripts/catalogues.ts names its modules). */
function catalogueChunk(bundle: Rollup.OutputBundle, locale: Locale, part = PRELOADED_PART): string {
  const chunk = Object.values(bundle).find(
    (output) => output.type === "chunk" && output.facadeModuleId === `\0virtual:catalogue/${locale}/${part}`,
  );
  if (!chunk) throw new Error(`localized-shell: no catalogue chunk for ${locale}/${part}`);
  return chunk.fileName;
}

/** What the form page preloads besides the entry's files, in every language but the texts. */
export interface FormPreloads {
  /** The form screen's chunk and the chunks it imports that the entry does not. */
  scripts: string[];
  /** Their style sheets. */
  styles: string[];
}

/** The form screen's chunks and style sheets that the entry does not load itself. */
function formPreloads(bundle: Rollup.OutputBundle): FormPreloads {
  const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: string[]) => staticClosure(roots, (file) => byFile.get(file)?.imports ?? []);
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const screen = chunks.find((chunk) => chunk.name === FORM_SCREEN_CHUNK);
  if (!screen) throw new Error(`localized-shell: the build has no ${FORM_SCREEN_CHUNK} chunk`);
  const scripts = [...closure([screen.fileName])].filter((file) => !entry.has(file));
  const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
  return { scripts, styles };
}

/**
 * The form page, from the page of a language and the catalogue's rest part in that language: the
 * scripts as module preloads (run when the app imports them), the style sheets as style sheets (the
 * app would insert the same links: a style sheet already in the page is not fetched again).
 * The preloads are of low priority: nothing runs them before the entry has, so the style sheet
 * and the entry's files, which the first paint and the app's start wait for, come first on a
 * slow network, and the first paint does not wait for them (Lighthouse counts every script of
 * high priority loaded before the first paint as blocking it).
 */
export function formPage(html: string, preloads: FormPreloads, restTexts: string): string {
  const links = [
    ...[...preloads.scripts, restTexts].map(
      (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
    ),
    ...preloads.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  return replaceOnce(html, "</head>", `${links.map((link) => `${link}\n  `).join("")}</head>`);
}

/** Replaces `from` by `to` once, and fails the build when `from` is not there (index.html changed). */
function replaceOnce(html: string, from: string, to: string): string {
  if (!html.includes(from)) throw new Error(`localized-shell: ${PAGE} no longer holds ${from}`);
  return html.replace(from, () => to);
}

/** index.html as shown in `locale`, from the page built in the first language. */
export function localizedPage(html: string, locale: Locale, chunks: Record<Locale, string>): string {
  const first = locales[0];
  const title = (l: Locale) => catalogues[l]["shell.appTitle"];
  let page = replaceOnce(html, `<html lang="${first}">`, `<html lang="${locale}">`);
  page = replaceOnce(page, `<title>${title(first)}</title>`, `<title>${title(locale)}</title>`);
  const description = (l: Locale) =>
    `<meta name="description" content="${catalogues[l]["shell.description"]}" />`;
  page = replaceOnce(page, description(first), description(locale));
  page = replaceOnce(
    page,
    `<span class="navbar-brand">${title(first)}</span>`,
    `<span class="navbar-brand">${title(locale)}</span>`,
  );
  return replaceOnce(page, `/${chunks[first]}"`, `/${chunks[locale]}"`);
}

/** The entry of the page's first script (src/early/early-requests.ts), built apart from the app (vite.config.ts). */
export const EARLY_REQUESTS_ENTRY = "early-requests";

/**
 * The page with its first script, which starts the first screen's requests while the app's scripts
 * download: its own module, loaded `async` so that it runs as soon as it arrives, ahead of the app,
 * whose modules wait for each other (Vite would have merged it into the app's entry).
 */
export function withEarlyRequests(html: string, bundle: Rollup.OutputBundle): string {
  const early = Object.values(bundle).find(
    (output) => output.type === "chunk" && output.isEntry && output.name === EARLY_REQUESTS_ENTRY,
  );
  if (!early || early.type !== "chunk" || early.imports.length > 0)
    throw new Error(`localized-shell: the ${EARLY_REQUESTS_ENTRY} entry is missing or imports other chunks`);
  return replaceOnce(
    html,
    "</title>\n",
    `</title>\n    <script type="module" async crossorigin src="/${early.fileName}"></script>\n`,
  );
}

/** The Vite plugin: after the page is built (enforce "post"), adds its first script, its other languages and the form pages to the bundle. */
export function localizedShell(): Plugin {
  return {
    name: "portal-localized-shell",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const page = bundle[PAGE];
      if (page?.type !== "asset") throw new Error(`localized-shell: the build has no ${PAGE}`);
      const html = withEarlyRequests(String(page.source), bundle);
      page.source = html;
      const chunks = Object.fromEntries(locales.map((l) => [l, catalogueChunk(bundle, l)])) as Record<
        Locale,
        string
      >;
      const preloads = formPreloads(bundle);
      for (const locale of locales) {
        const first = locale === locales[0];
        const localized = first ? html : localizedPage(html, locale, chunks);
        if (!first) this.emitFile({ type: "asset", fileName: `index.${locale}.html`, source: localized });
        this.emitFile({
          type: "asset",
          fileName: first ? "form.html" : `form.${locale}.html`,
          source: formPage(localized, preloads, catalogueChunk(bundle, locale, "rest")),
        });
      }
    },
  };
}
