/**
 * What a cold page costs as the browser loads it (Playwright on Debian's Chromium, a new context
 * each time, so nothing is cached): every response until the network has been idle for 500 ms,
 * with the bytes that crossed the wire (headers and encoded body) and, for scripts, the sizes of
 * the files themselves (raw, gzip -9, brotli -q 11), read from the build so that the figure does not
 * depend on which encoding the server chose.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Browser } from "playwright-core";

/** One page's initial JavaScript and its transfer. */
export interface PageWeight {
  url: string;
  requests: number;
  /** Headers and bodies of every response, as transferred. */
  wireBytes: number;
  scripts: { files: number; rawBytes: number; gzipBytes: number; brotliBytes: number; wireBytes: number };
  stylesheets: { files: number; rawBytes: number; gzipBytes: number; wireBytes: number };
  /** Each script: path and gzip size, largest first (what to look at when the budget is missed). */
  scriptFiles: { path: string; gzipBytes: number }[];
}

/** Loads `url` in a fresh context; `compression: false` makes the browser accept no encoding. */
export async function weighPage(
  browser: Browser,
  dist: string,
  url: string,
  options: { compression: boolean; session?: unknown },
): Promise<PageWeight> {
  const context = await browser.newContext();
  if (options.session !== undefined)
    await context.addInitScript(
      (value) => localStorage.setItem("portal.session", value),
      JSON.stringify(options.session),
    );
  // Chromium keeps an Accept-Encoding given by the page's client instead of its own.
  if (!options.compression) await context.setExtraHTTPHeaders({ "accept-encoding": "identity" });
  const page = await context.newPage();
  const responses: Promise<{ type: string; path: string; wire: number }>[] = [];
  page.on("requestfinished", (request) =>
    responses.push(
      request.sizes().then((sizes) => ({
        type: request.resourceType(),
        path: new URL(request.url()).pathname,
        wire: sizes.responseHeadersSize + sizes.responseBodySize,
      })),
    ),
  );
  await page.goto(url, { waitUntil: "networkidle" });
  const loaded = await Promise.all(responses);
  await context.close();

  const ofType = (type: string) => loaded.filter((r) => r.type === type);
  const sizes = (r: { path: string }) => fileSizes(dist, r.path);
  const scripts = ofType("script").map((r) => ({ ...r, ...sizes(r) }));
  const styles = ofType("stylesheet").map((r) => ({ ...r, ...sizes(r) }));
  const sum = <T>(list: T[], key: (item: T) => number) => list.reduce((total, item) => total + key(item), 0);
  return {
    url,
    requests: loaded.length,
    wireBytes: sum(loaded, (r) => r.wire),
    scripts: {
      files: scripts.length,
      rawBytes: sum(scripts, (s) => s.raw),
      gzipBytes: sum(scripts, (s) => s.gzip),
      brotliBytes: sum(scripts, (s) => s.brotli),
      wireBytes: sum(scripts, (s) => s.wire),
    },
    stylesheets: {
      files: styles.length,
      rawBytes: sum(styles, (s) => s.raw),
      gzipBytes: sum(styles, (s) => s.gzip),
      wireBytes: sum(styles, (s) => s.wire),
    },
    scriptFiles: scripts
      .map((s) => ({ path: s.path, gzipBytes: s.gzip }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

const cache = new Map<string, { raw: number; gzip: number; brotli: number }>();

/** Sizes of a built file, compressed here at the levels of the build's precompression. */
function fileSizes(dist: string, urlPath: string): { raw: number; gzip: number; brotli: number } {
  const file = path.join(dist, decodeURIComponent(urlPath));
  let sizes = cache.get(file);
  if (!sizes) {
    const bytes = fs.readFileSync(file);
    sizes = {
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    };
    cache.set(file, sizes);
  }
  return sizes;
}
