import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { translate, type Locale } from "@portal/domain/i18n/index";
import { AppError, errorCatalogue, type ErrorCode } from "../errors.ts";
import { requestLocale } from "./error-handler.ts";

/**
 * Deepest body accepted. The form's data is at most a list of objects (3 levels); 1 MB of brackets
 * would otherwise reach the schema validator and PostgreSQL's jsonb parser, both recursive.
 */
export const MAX_BODY_DEPTH = 32;

// PostgreSQL stores neither U+0000 (text, jsonb) nor an unpaired surrogate (jsonb refuses "\ud800";
// text would silently get U+FFFD): such a string can only come from a forged request.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const FORBIDDEN = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds a NUL character or half of a surrogate pair. */
export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN.test(text);
}

type Where = { key: "path" | "param" | "query" | "body" | "bodyRoot" | "file"; name?: string };

function refusal(
  locale: Locale,
  code: ErrorCode,
  where: Where,
  params: Record<string, string | number> = {},
) {
  const place = translate(locale, `input.where.${where.key}`, { name: where.name ?? "" });
  return new AppError(code, params, translate(locale, errorCatalogue[code].key, { where: place, ...params }));
}

/** Decodes one percent-encoded component; undefined when it is not valid percent-encoded UTF-8. */
function decode(text: string, plusIsSpace: boolean): string | undefined {
  try {
    return decodeURIComponent(plusIsSpace ? text.replace(/\+/g, " ") : text);
  } catch {
    return undefined;
  }
}

/** The first problem of the request's address (path, then each query parameter), if any. */
function checkUrl(url: string, locale: Locale): AppError | undefined {
  const mark = url.indexOf("?");
  const path = mark < 0 ? url : url.slice(0, mark);
  const decodedPath = decode(path, false);
  if (decodedPath === undefined) return refusal(locale, "INPUT_ENCODING", { key: "path" });
  if (hasForbiddenCharacter(decodedPath)) return refusal(locale, "INPUT_CHARACTERS", { key: "path" });
  if (mark < 0) return undefined;
  for (const pair of url.slice(mark + 1).split("&")) {
    const equals = pair.indexOf("=");
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    const name = decode(rawName, true);
    const value = equals < 0 ? "" : decode(pair.slice(equals + 1), true);
    // Name the parameter as sent when it cannot be read (its raw text is plain ASCII).
    const where: Where = {
      key: "query",
      name: name !== undefined && !hasForbiddenCharacter(name) ? name : rawName,
    };
    if (name === undefined || value === undefined) return refusal(locale, "INPUT_ENCODING", where);
    if (hasForbiddenCharacter(name) || hasForbiddenCharacter(value))
      return refusal(locale, "INPUT_CHARACTERS", where);
  }
  return undefined;
}

const printableKey = (key: string) => (hasForbiddenCharacter(key) ? JSON.stringify(key).slice(1, -1) : key);

/**
 * The first problem of a parsed body: a forbidden character in any key or string (with the field's
 * path, e.g. values.familyName), or nesting deeper than MAX_BODY_DEPTH. Walks without recursion,
 * so no body can exhaust the stack here.
 */
function checkBody(body: unknown, locale: Locale): AppError | undefined {
  if (Buffer.isBuffer(body)) {
    // Raw bodies (CSV imports) go to text columns: NUL is refused there too.
    return body.includes(0) ? refusal(locale, "INPUT_CHARACTERS", { key: "bodyRoot" }) : undefined;
  }
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: "", depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    const where: Where = path ? { key: "body", name: path } : { key: "bodyRoot" };
    if (typeof value === "string") {
      if (hasForbiddenCharacter(value)) return refusal(locale, "INPUT_CHARACTERS", where);
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_BODY_DEPTH) return refusal(locale, "INPUT_NESTING", where, { max: MAX_BODY_DEPTH });
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${printableKey(key)}` : printableKey(key);
      if (hasForbiddenCharacter(key))
        return refusal(locale, "INPUT_CHARACTERS", { key: "body", name: childPath });
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * The first path parameter or query value that the schema's type coercion turned into a number that
 * is not finite: Ajv coerces "1e309" to Infinity and lets it through `integer` and `maximum`, and
 * PostgreSQL then refuses it with a 500.
 */
function checkCoercedNumbers(request: FastifyRequest, locale: Locale): AppError | undefined {
  const sources = [
    ["param", request.params],
    ["query", request.query],
  ] as const;
  for (const [key, values] of sources) {
    if (values === null || typeof values !== "object") continue;
    for (const [name, value] of Object.entries(values)) {
      if ([value].flat().some((v) => typeof v === "number" && !Number.isFinite(v)))
        return refusal(locale, "INPUT_NUMBER", { key, name });
    }
  }
  return undefined;
}

/**
 * The same refusal for text the guard cannot see: a file of a multipart body that a route reads
 * itself (a CSV import). Throws 400 INPUT_CHARACTERS naming the file.
 */
export function assertStorableText(request: FastifyRequest, text: string, fileName: string): void {
  if (hasForbiddenCharacter(text))
    throw refusal(requestLocale(request), "INPUT_CHARACTERS", { key: "file", name: fileName });
}

/**
 * Refuses, before any route sees them, inputs the database cannot store (issue #8): a NUL character
 * or a lone surrogate in the path, a query parameter or any string or key of a body, invalid
 * percent-encoding, bodies nested too deep, and numbers in the address too large to be finite.
 * 400 with a message naming the part; nothing is written. Register right after the error handler,
 * before every route (hooks of the root instance run before those of the routes' plugins).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const problem = checkUrl(request.url, requestLocale(request));
    if (problem) throw problem;
  });
  app.addHook("preValidation", async (request) => {
    if (request.body === undefined) return;
    const problem = checkBody(request.body, requestLocale(request));
    if (problem) throw problem;
  });
  app.addHook("preHandler", async (request) => {
    const problem = checkCoercedNumbers(request, requestLocale(request));
    if (problem) throw problem;
  });
}

/** Logins travel in paths (up to 254 characters, more once percent-encoded); the schemas bound them. */
export const MAX_PARAM_LENGTH = 1000;

/**
 * Fastify's `frameworkErrors`: the router's own refusals (a path parameter that is not valid
 * percent-encoding, or longer than maxParamLength) answered like every other error of the portal.
 */
export function refuseBadUrl(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const locale = requestLocale(request);
  const problem =
    error.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? new AppError("PARAM_TOO_LONG", { max: MAX_PARAM_LENGTH })
      : error.code === "FST_ERR_BAD_URL"
        ? refusal(locale, "INPUT_ENCODING", { key: "path" })
        : undefined;
  if (!problem) {
    request.log.error({ err: error }, "router error");
    void reply
      .status(500)
      .send({ result: "error", code: "INTERNAL", message: translate(locale, "server.internal") });
    return;
  }
  const message = problem.detail ?? translate(locale, problem.key, problem.params);
  void reply.status(problem.status).send({ result: "error", code: problem.code, message });
}
