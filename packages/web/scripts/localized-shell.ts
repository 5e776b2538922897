// Writes index.<lang>.html beside index.html for every language but the first: the same page with
// <html lang>, the title, the top bar's brand (all painted before the scripts run) and the
// preloaded catalogue part in that language. The server answers it to a visitor whose language
// cookie says so (packages/server/src/plugins/spa.ts): a French visitor no longer sees the English
// brand first, a screen reader reads the page as French from the start, and the French texts
// download beside the entry instead of the English ones.
import type { Plugin, Rollup } from "vite";
import { catalogues } from "../../domain/src/i18n/index.ts";
import { locales, type Locale } from "../../domain/src/i18n/locales.ts";

const PAGE = "index.html";
const PRELOADED_PART = "public";

/** The file name of the catalogue part chunk of a language (scripts/catalogues.ts names its modules). */
function catalogueChunk(bundle: Rollup.OutputBundle, locale: Locale): string {
  const chunk = Object.values(bundle).find(
    (output) =>
      output.type === "chunk" && output.facadeModuleId === `\0virtual:catalogue/${locale}/${PRELOADED_PART}`,
  );
  if (!chunk) throw new Error(`localized-shell: no catalogue chunk for ${locale}/${PRELOADED_PART}`);
  return chunk.fileName;
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
  page = replaceOnce(
    page,
    `<span class="navbar-brand">${title(first)}</span>`,
    `<span class="navbar-brand">${title(locale)}</span>`,
  );
  return replaceOnce(page, `/${chunks[first]}"`, `/${chunks[locale]}"`);
}

/** The Vite plugin: after the page is built (enforce "post"), adds its other languages to the bundle. */
export function localizedShell(): Plugin {
  return {
    name: "portal-localized-shell",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const page = bundle[PAGE];
      if (page?.type !== "asset") throw new Error(`localized-shell: the build has no ${PAGE}`);
      const html = String(page.source);
      const chunks = Object.fromEntries(locales.map((l) => [l, catalogueChunk(bundle, l)])) as Record<
        Locale,
        string
      >;
      for (const locale of locales.slice(1)) {
        this.emitFile({
          type: "asset",
          fileName: `index.${locale}.html`,
          source: localizedPage(html, locale, chunks),
        });
      }
    },
  };
}
