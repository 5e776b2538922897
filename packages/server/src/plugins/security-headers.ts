import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The headers helmet sets with these options, computed once: with no directive given as a function
 * (no nonce), they are the same for every response. The Fastify plugin (@fastify/helmet) built
 * helmet's middleware anew for every request (its options parsed, its CSP written: a few µs each).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** HSTS lifetime when the portal is served over https: one year. */
const HSTS_MAX_AGE = 365 * 24 * 3600;

/**
 * Helmet with a Content-Security-Policy the SPA satisfies: scripts only from the portal itself
 * (no inline script, no eval: the form validators are precompiled), inline styles allowed for
 * react-select and the date widget's positioning, blob: images for the documents the dossier page
 * fetches and shows (never blob: scripts, workers, frames or plugins: its PDFs are drawn by pdf.js,
 * whose worker is a file of the build). HSTS only when PUBLIC_URL is https (over plain
 * http a browser ignores it, and a local demo must not pin localhost to https); framing refused
 * by both CSP frame-ancestors and X-Frame-Options (DENY, for browsers without CSP 2). Every /ws
 * response defaults to `Cache-Control: no-store`: a route whose answer is public and the same
 * for everyone (lookups) sets its own policy, which replaces this default.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const https = app.config.publicUrl.startsWith("https:");
  const headers = helmetHeaders({
    hsts: https ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
    frameguard: { action: "deny" },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    if (request.url === "/ws" || request.url.startsWith("/ws/") || request.url.startsWith("/ws?"))
      reply.header("cache-control", "no-store");
    done();
  });
}
