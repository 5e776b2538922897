import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { AppError } from "../errors.ts";

/**
 * Serves the built single-page app: hashed assets with a long cache, index.html for every other
 * path that is not a web service or an asset (the SPA's router shows NOT FOUND itself). A missing
 * asset is a plain 404: answering a script request with index.html hides the broken build.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const index = webDist ? path.join(webDist, "index.html") : undefined;
  const hasSpa = index !== undefined && fs.existsSync(index);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      setHeaders(reply, file) {
        if (file.includes(`${path.sep}assets${path.sep}`))
          reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isService = request.url.startsWith("/ws") || request.url.startsWith("/healthz");
    const isAsset = request.url.startsWith("/assets/");
    if (!hasSpa || isService || isAsset || request.method !== "GET") throw new AppError("NOT_FOUND");
    // Read per request (the OS caches it): a rebuild that replaces index.html never breaks a reply.
    const html = await fs.promises.readFile(index!).catch(() => undefined);
    if (html === undefined) throw new AppError("NOT_FOUND");
    return reply.type("text/html").header("cache-control", "no-cache").send(html);
  });
}
