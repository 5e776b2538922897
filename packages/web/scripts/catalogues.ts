// The interface texts of one language as a module of their own, `virtual:catalogue/en` or
// `virtual:catalogue/fr`, computed at build time from the domain catalogues (which hold both
// languages side by side in each area, so that the bundler alone could not separate them). The
// browser loads only the language it shows, and the other when the visitor switches. index.html
// preloads the English one, the language of a first visit, so that it downloads beside the entry
// instead of after it (a visitor who chose French pays its 20 KB once more).
import type { Plugin } from "vite";
import { catalogues } from "../../domain/src/i18n/index.ts";
import { locales } from "../../domain/src/i18n/locales.ts";

const PREFIX = "virtual:catalogue/";

const DEFAULT_LOCALE = "en";

/** The Vite plugin serving `virtual:catalogue/<locale>` and preloading the default one. */
export function catalogueModules(): Plugin {
  let base = "/";
  return {
    name: "portal-catalogues",
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) && locales.includes(id.slice(PREFIX.length) as never)
        ? `\0${id}`
        : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = id.slice(PREFIX.length + 1) as keyof typeof catalogues;
      // JSON.parse of a string literal: browsers parse JSON faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogues[locale]))});`;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === "chunk" && output.facadeModuleId === `\0${PREFIX}${DEFAULT_LOCALE}`,
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
