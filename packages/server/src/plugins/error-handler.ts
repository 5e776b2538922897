import type { FastifyInstance, FastifyRequest } from "fastify";
import { translate, type Locale } from "@portal/domain/i18n/index";
import { AppError } from "../errors.ts";
import { DATABASE_RETRY_SECONDS, isConnectionLoss } from "../db/connection-loss.ts";

/** The caller's language for server messages: French when the browser asks for it first. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers["accept-language"] ?? "";
  return /^\s*fr\b/i.test(header) ? "fr" : "en";
}

/**
 * One place that turns errors into JSON: known errors keep their status and message, a lost
 * database connection becomes a 503 with Retry-After, Fastify's own 4xx (validation, body too
 * large, bad JSON) keep theirs, anything else is logged and becomes a generic 500 that reveals
 * nothing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const locale = requestLocale(request);
    if (isConnectionLoss(error)) {
      // PostgreSQL went away (restart, failover): the transaction died with it, a retry will do.
      request.log.warn({ err: error }, "database connection lost during the request");
      error = new AppError("DATABASE_UNAVAILABLE");
    }
    if (error instanceof AppError) {
      const message = error.detail ?? translate(locale, error.key, error.params);
      const result = error.code === "NOT_ALLOWED" || error.code === "FORBIDDEN" ? "Not allowed" : "error";
      if (error.status === 429) reply.header("retry-after", String(error.params.seconds ?? 60));
      if (error.code === "DATABASE_UNAVAILABLE") reply.header("retry-after", String(DATABASE_RETRY_SECONDS));
      return reply.status(error.status).send({ result, code: error.code, message });
    }
    const err = error as { statusCode?: number; validation?: unknown; message?: string; code?: string };
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail = err.validation ? err.message : undefined;
      const message =
        status === 413
          ? translate(locale, "server.tooLarge", {
              limit: request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0,
            })
          : detail
            ? translate(locale, "server.validation", { detail })
            : (err.message ?? translate(locale, "server.badRequest"));
      return reply.status(status).send({ result: "error", code: err.code ?? "BAD_REQUEST", message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send({ result: "error", code: "INTERNAL", message: translate(locale, "server.internal") });
  });
}
