import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";

const COOKIE = "XSRF-TOKEN";
const HEADER = "x-xsrf-token";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A public route called without the portal's cookie (the payment site's signed notification,
     * the demonstration page's form): it authenticates the call itself, so no token is asked.
     */
    xsrfExempt?: boolean;
  }
}

/**
 * Double-submit anti-forgery token (ARCHITECTURE §4): any response sets the XSRF-TOKEN cookie when
 * the request had none; every unsafe request must echo the cookie in X-XSRF-TOKEN.
 */
export function registerAntiForgery(app: FastifyInstance, secure: boolean): void {
  app.addHook("onRequest", async (request, reply) => {
    const cookie = request.cookies[COOKIE];
    if (!cookie) {
      reply.setCookie(COOKIE, crypto.randomBytes(24).toString("base64url"), {
        path: "/",
        sameSite: "strict",
        secure,
        httpOnly: false, // the SPA must read it to echo it
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.xsrfExempt) return;
    const header = request.headers[HEADER];
    if (!cookie || typeof header !== "string" || !timingSafeEqual(cookie, header)) {
      throw new AppError("XSRF_MISMATCH");
    }
  });
}

function timingSafeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
