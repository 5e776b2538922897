import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { LANGUAGE_COOKIE, locales, type Locale } from "@portal/domain/i18n/locales";
import { prerenderedFile, prerenderedPage } from "@portal/domain/pages/prerendered";
import { AppError } from "../errors.ts";
import { requestLocale } from "./error-handler.ts";

/** Files under /assets carry a content hash in their name: a new build gives new names. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/**
 * The language of the page, as the web app picks it (lib/i18n.ts storedLocale): a link's `?lang=`,
 * else the visitor's choice (the cookie), else, on a first visit, the browser's (Accept-Language).
 */
function pageLanguage(request: FastifyRequest): Locale {
  const linked = new URLSearchParams(request.url.split("?")[1] ?? "").get("lang");
  if (isLocale(linked)) return linked;
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLocale(cookie)) return cookie;
  if (cookie === undefined) return requestLocale(request);
  return locales[0];
}

/** What the prerendered pages assume of the server: the login page is the local login form. */
export interface SpaOptions {
  localLogin: boolean;
}

/**
 * The pages that may answer a request, best first, index.html last. The build writes
 * index.<lang>.html beside index.html for every language but the first, so that the top bar
 * painted before the scripts run, and <html lang>, are in the language the visitor chose; for
 * a form's address (/form/…) form.html and form.<lang>.html, which preload the form screen's files
 * besides the entry's (packages/web/scripts/localized-shell.ts); and the public pages prerendered
 * in each language, which the browser hydrates (the home, the login when it is the local one, the
 * activation and the password reset: packages/web/scripts/prerender.ts).
 */
export function pagesFor(request: FastifyRequest, options: SpaOptions = { localLogin: true }): string[] {
  const lang = pageLanguage(request);
  const suffix = lang !== locales[0] ? `.${lang}` : "";
  const pages = suffix ? [`index${suffix}.html`, "index.html"] : ["index.html"];
  const [pathname, query = ""] = request.url.split("?");
  const prerendered = prerenderedPage(pathname, query);
  if (prerendered && (prerendered !== "login" || options.localLogin))
    return [prerenderedFile(prerendered, lang), ...pages];
  return pathname.startsWith("/form/") ? [`form${suffix}.html`, ...pages] : pages;
}

/**
 * Serves the built single-page app: index.html for every path that is not a web service or an
 * asset (the SPA's router shows NOT FOUND itself), revalidated on every visit so that a new build
 * is picked up at once, in the visitor's language and for the page asked (pagesFor); the hashed assets cached for a year. Each file goes out as the build's
 * brotli or gzip copy (`npm run build` writes them) when the browser accepts it, else as it is. A
 * missing asset is a plain 404: answering a script request with index.html hides the broken build.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | undefined,
  options: SpaOptions = { localLogin: true },
): Promise<void> {
  const hasSpa = webDist !== undefined && fs.existsSync(path.join(webDist, "index.html"));
  if (hasSpa) {
    const assets = `${path.sep}assets${path.sep}`;
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, file) {
        reply.header("cache-control", file.includes(assets) ? IMMUTABLE : "no-cache");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isService = request.url.startsWith("/ws") || request.url.startsWith("/healthz");
    const isAsset = request.url.startsWith("/assets/");
    if (!hasSpa || isService || isAsset || request.method !== "GET") throw new AppError("NOT_FOUND");
    // Read from disk per request (the OS caches it): a rebuild that replaces index.html is served
    // at once, and one that is removing it answers 404 rather than failing.
    const exists = (file: string) =>
      fs.promises.access(path.join(webDist!, file)).then(
        () => true,
        () => false,
      );
    // A build from before the localized and form pages has only index.html: it serves every page.
    let file: string | undefined;
    for (const page of pagesFor(request, options)) {
      if (!(await exists(page))) continue;
      file = page;
      break;
    }
    if (file === undefined) throw new AppError("NOT_FOUND");
    // The same address answers another page by the language cookie or, on a first visit, the
    // browser's languages: a shared cache must know.
    reply.header("vary", "cookie, accept-language");
    return reply.sendFile(file);
  });
}
