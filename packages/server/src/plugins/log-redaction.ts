import type { FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { batchedStdout } from "./batched-stdout.ts";

/** Where log lines go instead of stdout (tests capture them in memory). */
export interface LogStream {
  write(line: string): void;
}

// An address, raw or percent-encoded ("jane%40example.org"), inside any text.
const EMAIL = /[^\s@/?&=#:;,"'<>()[\]{}]+(?:@|%40)[^\s@/?&=#:;,"'<>()[\]{}]+/gi;
const HAS_EMAIL = new RegExp(EMAIL.source, "i");
// Opaque secrets travelling in a path: session, activation or reset tokens, CAS tickets.
const TOKEN = /^[\w.~-]{24,}$/;
// Route parameters that name a person: the value is hidden even when it is not an address.
const PERSONAL_PARAMS = new Set(["login", "user", "email", "name"]);

/** Replaces every e-mail address in a text by "[email]". */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, "[email]");
}

function maskSegment(segment: string, param: string | undefined): string {
  if (HAS_EMAIL.test(segment)) return maskEmails(segment);
  if (param && PERSONAL_PARAMS.has(param)) return "[login]";
  if (TOKEN.test(segment)) return "[token]";
  return segment.length > 64 ? `${segment.slice(0, 64)}…` : segment;
}

/**
 * A URL fit for the log: the path keeps its shape (/ws/form/candform/answer/[email]), every query
 * value is hidden (search terms, tickets, activation tokens), keys stay. `route` is the matched
 * route ("/ws/form/candform/answer/:login"); with it, parameters naming a person are hidden too.
 */
export function redactUrl(url: string, route?: string): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const segments = path.split("/");
  const template = route?.split("/");
  const sameShape = template?.length === segments.length;
  const safePath = segments
    .map((segment, i) => {
      const part = sameShape ? template![i]! : undefined;
      // A literal segment of the matched route is the route's own text, never the caller's data.
      if (part !== undefined && !/[:*]/.test(part)) return segment;
      return maskSegment(segment, part && /^:(\w+)/.exec(part)?.[1]);
    })
    .join("/");
  if (query === -1) return safePath;
  const keys = url
    .slice(query + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${maskEmails(pair.split("=")[0]!).slice(0, 40)}=[redacted]`);
  return `${safePath}?${keys.join("&")}`;
}

function requestUrl(request: FastifyRequest): string {
  return redactUrl(request.url, request.routeOptions?.url);
}

function serializeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: maskEmails(String(err)) };
  const out: Record<string, unknown> = { type: err.constructor.name };
  // Own fields (pg's code, severity, detail; Fastify's statusCode) help; values that name a person do not.
  for (const [key, value] of Object.entries(err)) {
    if (key === "parameters" || key === "cause") continue;
    out[key] = typeof value === "string" ? maskEmails(value) : value;
  }
  out.message = maskEmails(err.message);
  out.stack = maskEmails(err.stack ?? "");
  if (err.cause !== undefined) out.cause = serializeError(err.cause);
  return out;
}

/** Header and body fields that carry secrets, wherever a log call puts them. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  'headers["x-xsrf-token"]',
  'headers["set-cookie"]',
  ...[
    "password",
    "newPassword",
    "token",
    "activationToken",
    "ticket",
    "link",
    "links",
    "email",
    "to",
    "recipient",
  ].flatMap((key) => [key, `*.${key}`]),
];

/**
 * Pino options for the portal: requests logged as method + redacted URL (+ status on completion),
 * secrets censored by path, e-mail addresses masked in messages and errors. Personal data and
 * live tokens never reach the log, whatever its level.
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions["logger"] {
  if (level === "silent") return false;
  return {
    level,
    // Standard output by default, in batches: one write per batch of lines, not one per line.
    stream: stream ?? batchedStdout(),
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: requestUrl(request),
        remoteAddress: request.ip,
      }),
      res: (reply: Partial<FastifyReply> & { statusCode: number }) => ({
        statusCode: reply.statusCode,
        ...(reply.request ? { method: reply.request.method, url: requestUrl(reply.request) } : {}),
      }),
      err: serializeError as never,
    },
    hooks: {
      logMethod(args, method) {
        const masked = args.map((arg: unknown) => (typeof arg === "string" ? maskEmails(arg) : arg));
        method.apply(this, masked as Parameters<typeof method>);
      },
    },
  };
}
