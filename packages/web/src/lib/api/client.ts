import createClient, { type Middleware } from "openapi-fetch";
import { ApiError, ForbiddenError, UnauthorizedError } from "../api-error.ts";
import { clearSession, getSession } from "../session-store.ts";
import { takeEarlyResponse } from "./early-responses.ts";
import { XSRF_COOKIE, XSRF_HEADER, ensureXsrfCookie, isSameOrigin, readCookie } from "../xsrf.ts";
import type { paths } from "./generated/schema";

let requestLanguage: string | undefined;

/** The interface language, sent as Accept-Language so that the server's messages match it. */
export function setRequestLanguage(language: string): void {
  requestLanguage = language;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The app registers here what to do after a 401 (go to /login carrying the form id). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** Clears the session and lets the app navigate to /login. */
export function signalUnauthorized(): void {
  clearSession();
  onUnauthorized();
}

/** The headers every call carries: Bearer token and X-XSRF-TOKEN, only towards our own origin. */
export async function authHeaders(url: string, method: string): Promise<Record<string, string>> {
  if (!isSameOrigin(url)) return {};
  const headers: Record<string, string> = {};
  if (requestLanguage) headers["Accept-Language"] = requestLanguage;
  const session = getSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  if (method !== "GET" && method !== "HEAD") {
    const xsrf = await ensureXsrfCookie(primeXsrfCookie);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }
  return headers;
}

/**
 * The same headers, at once, for a request that cannot wait (sent as the page is closing): the
 * anti-forgery cookie as it is, undefined when there is none yet (priming it would take a request).
 */
export function authHeadersNow(url: string, method: string): Record<string, string> | undefined {
  if (!isSameOrigin(url)) return {};
  const headers: Record<string, string> = { Accept: "application/json" };
  if (requestLanguage) headers["Accept-Language"] = requestLanguage;
  const session = getSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  if (method !== "GET" && method !== "HEAD") {
    const xsrf = readCookie(XSRF_COOKIE);
    if (!xsrf) return undefined;
    headers[XSRF_HEADER] = xsrf;
  }
  return headers;
}

/** Turns a response into an ApiError when it is a failure (status, or a 200 saying "Not allowed"). */
export function toError(status: number, statusText: string, url: string, text: string): ApiError | null {
  const data = parseJson(text);
  const result = isRecord(data) ? data.result : undefined;
  const init = {
    status,
    statusText,
    url: absolute(url),
    serverMessage: isRecord(data) && typeof data.message === "string" ? data.message : undefined,
    body: data ?? text,
  };
  if (status === 401 || (status < 300 && result === "Not allowed"))
    return new UnauthorizedError({ ...init, status: 401 });
  if (status === 403) return new ForbiddenError(init);
  if (status >= 200 && status < 300) return null;
  return new ApiError(init);
}

/**
 * Throws the failure a response carries; a 401 also ends the session unless the caller handles it
 * or the session is no longer the one the request was sent with (a 401 answering a request sent
 * before a logout, or before another login, says nothing about the current session).
 */
export function throwIfFailed(
  failure: ApiError | null,
  sentAuthorization: string | null,
  redirectOn401: boolean,
): void {
  if (!failure) return;
  const session = getSession();
  const sameSession = sentAuthorization === (session ? `Bearer ${session.token}` : null);
  if (failure instanceof UnauthorizedError && redirectOn401 && sameSession) signalUnauthorized();
  throw failure;
}

/** Headers, anti-forgery and error mapping of every call; `redirectOn401` false leaves a 401 to the caller. */
function portalMiddleware(redirectOn401: boolean): Middleware {
  return {
    async onRequest({ request }) {
      if (!request.headers.has("Accept")) request.headers.set("Accept", "application/json");
      for (const [name, value] of Object.entries(await authHeaders(request.url, request.method)))
        request.headers.set(name, value);
      return request;
    },
    async onResponse({ request, response }) {
      const json = (response.headers.get("content-type") ?? "").includes("json");
      // Only JSON answers can say "Not allowed" with a 2xx; a PDF or a ZIP is left unread.
      if (response.ok && !json) return response;
      const text = await response.clone().text();
      const failure = toError(response.status, response.statusText, request.url, text);
      throwIfFailed(failure, request.headers.get("Authorization"), redirectOn401);
      return response;
    },
    onError({ request, error }) {
      if (error instanceof DOMException && error.name === "AbortError") return error;
      return new ApiError({ status: 0, statusText: "Unknown Error", url: request.url });
    },
  };
}

function portalClient(redirectOn401: boolean) {
  const client = createClient<paths>({
    // Absolute, for Request; the same origin as the page, so cookies and our headers apply. (No
    // page when the build prerenders the public pages: nothing is fetched then.)
    baseUrl: typeof window === "undefined" ? "http://localhost" : window.location.origin,
    credentials: "same-origin",
    // Looked up at each call, so that tests can replace fetch after this module is loaded. A boot
    // request the page's first script already sent is answered by its response (early-responses.ts).
    fetch: (request) => takeEarlyResponse(request) ?? globalThis.fetch(request),
  });
  client.use(portalMiddleware(redirectOn401));
  return client;
}

/** The server's web services, typed from its OpenAPI document. A 401 ends the session and goes to /login. */
export const api = portalClient(true);

/** The same, for the calls that handle a 401 themselves: login, accounts, settings and labels. */
export const publicApi = portalClient(false);

/** The data of a call, which the middleware has already turned into an ApiError on failure. */
export async function dataOf<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  return (await call).data as T;
}

/** Asks the server for the anti-forgery cookie: any GET sets it, /ws/config is cheap and public. */
async function primeXsrfCookie(): Promise<void> {
  await publicApi.GET("/ws/config");
}

export function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function absolute(url: string): string {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return url;
  }
}
