import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { AppError } from "../errors.ts";

/** Files under /assets carry a content hash in their name: a new build gives new names. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built single-page app: index.html for every path that is not a web service or an
 * asset (the SPA's router shows NOT FOUND itself), revalidated on every visit so that a new build
 * is picked up at once; the hashed assets cached for a year. Each file goes out as the build's
 * brotli or gzip copy (`npm run build` writes them) when the browser accepts it, else as it is. A
 * missing asset is a plain 404: answering a script request with index.html hides the broken build.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
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
    const present = await fs.promises.access(path.join(webDist!, "index.html")).then(
      () => true,
      () => false,
    );
    if (!present) throw new AppError("NOT_FOUND");
    return reply.sendFile("index.html");
  });
}
