// The interface texts of one language as modules of their own, `virtual:catalogue/en/public`,
// `virtual:catalogue/en/rest` and `virtual:catalogue/en/staff` (likewise for fr), computed at build
// time from the domain catalogues (which hold both languages side by side in each area, so that
// the bundler alone could not separate them). The browser loads only the language it shows, and of
// it only the texts of the public pages until a page needs more, the back office's only for staff
// (catalogue-parts.ts); the other language when the visitor switches. index.html preloads the
// English public part, what a first visit shows, so that it downloads beside the entry instead of
// after it.
import type { Plugin } from "vite";
import { catalogues } from "../../domain/src/i18n/index.ts";
import { locales } from "../../domain/src/i18n/locales.ts";
import { catalogueParts, cataloguePart } from "./catalogue-parts.ts";
import type { CataloguePart } from "./catalogue-parts.ts";

const PREFIX = "virtual:catalogue/";

const PRELOADED = "en/public";

/** The language and part `virtual:catalogue/<locale>/<part>` names, or undefined for another id. */
function catalogueModule(id: string) {
  if (!id.startsWith(PREFIX)) return undefined;
  const [locale, part] = id.slice(PREFIX.length).split("/");
  return locales.includes(locale as never) && catalogueParts.includes(part as never)
    ? { locale: locale as keyof typeof catalogues, part: part as CataloguePart }
    : undefined;
}

/**
 * The source of module `virtual:catalogue/<locale>/<part>`, or undefined when `id` names none
 * (for Vite here, and for the esbuild bundle of bench/form-render).
 */
export function catalogueModuleSource(id: string): string | undefined {
  const module = catalogueModule(id);
  if (!module) return undefined;
  const texts = cataloguePart(catalogues[module.locale], module.part);
  // JSON.parse of a string literal: browsers parse JSON faster than the same object literal.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
}

/** The Vite plugin serving `virtual:catalogue/<locale>/<part>` and preloading the English public part. */
export function catalogueModules(): Plugin {
  let base = "/";
  return {
    name: "portal-catalogues",
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return catalogueModule(id) ? `\0${id}` : undefined;
    },
    load(id) {
      return id.startsWith(`\0${PREFIX}`) ? catalogueModuleSource(id.slice(1)) : undefined;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === "chunk" && output.facadeModuleId === `\0${PREFIX}${PRELOADED}`,
        );
        if (!chunk) return undefined;
        return [
          {
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: "head",
          },
        ];
      },
    },
  };
}
