import { ApiError, ForbiddenError, UnauthorizedError } from "./api-error.ts";
import { clearSession, getSession } from "./session-store.ts";
import { XSRF_HEADER, ensureXsrfCookie, isSameOrigin } from "./xsrf.ts";

/** Options of one call. Bodies are sent as JSON unless they are FormData or Blob. */
export interface RequestOptions {
  method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How to read a successful response; JSON by default (`blob` for PDF reports and downloads). */
  responseType?: "json" | "blob" | "text";
  /** Leave a 401 to the caller (login form, labels) instead of clearing the session and going to /login. */
  skipAuthRedirect?: boolean;
}

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

/** Calls the server: adds the session token and the anti-forgery header, maps failures to ApiError. */
export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const headers = await buildHeaders(url, method, options.headers);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Blob) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["Content-Type"] = "application/json";
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: "same-origin",
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError({ status: 0, statusText: "Unknown Error", url: absolute(url) });
  }
  const type = options.responseType ?? "json";
  if (response.ok && type === "blob") return (await response.blob()) as T;
  const text = await response.text();
  const data = parseJson(text);
  if (response.ok && type === "text") return text as T;
  const failure = toError(response.status, response.statusText, url, data, text);
  if (failure) {
    if (failure instanceof UnauthorizedError && !options.skipAuthRedirect && sameSession(headers))
      signalUnauthorized();
    throw failure;
  }
  return (text === "" ? undefined : data) as T;
}

/** Shorthands over apiRequest for the usual methods. */
export const api = {
  get: <T>(url: string, options?: RequestOptions) => apiRequest<T>(url, { ...options, method: "GET" }),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(url, { ...options, method: "POST", body: body ?? {} }),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(url, { ...options, method: "PUT", body: body ?? {} }),
  delete: <T>(url: string, options?: RequestOptions) => apiRequest<T>(url, { ...options, method: "DELETE" }),
};

/** The headers every call carries: Bearer token and X-XSRF-TOKEN, only towards our own origin. */
export async function buildHeaders(
  url: string,
  method: string,
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  const headers: Record<string, string> = { Accept: "application/json", ...extra };
  if (!isSameOrigin(url)) return headers;
  if (requestLanguage) headers["Accept-Language"] = requestLanguage;
  const session = getSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  if (method !== "GET" && method !== "HEAD") {
    const xsrf = await ensureXsrfCookie();
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }
  return headers;
}

/** Turns a response into an ApiError when it is a failure (status, or a 200 saying "Not allowed"). */
export function toError(
  status: number,
  statusText: string,
  url: string,
  data: unknown,
  text = "",
): ApiError | null {
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
 * True when the session is still the one a request was sent with. A 401 answering a request sent
 * before a logout (or before another login) says nothing about the current session: ignored.
 */
function sameSession(sent: Record<string, string>): boolean {
  const session = getSession();
  return sent.Authorization === (session ? `Bearer ${session.token}` : undefined);
}

/** Clears the session and lets the app navigate to /login. */
export function signalUnauthorized(): void {
  clearSession();
  onUnauthorized();
}

function parseJson(text: string): unknown {
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

function absolute(url: string): string {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return url;
  }
}

/** Progress of an upload: bytes sent so far, total bytes, and percent (0-100) when the total is known. */
export interface UploadProgress {
  loaded: number;
  total: number;
  percent: number | undefined;
}

/** Options of uploadWithProgress. */
export interface UploadOptions {
  method?: "POST" | "PUT";
  headers?: Record<string, string>;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Sends a multipart body with XMLHttpRequest (fetch cannot report upload progress), with the same
 * headers, error mapping and 401 handling as apiRequest. Resolves with the parsed JSON answer.
 */
export async function uploadWithProgress<T>(
  url: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const method = options.method ?? "POST";
  const headers = await buildHeaders(url, method, options.headers);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = false;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      options.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        percent: event.lengthComputable ? Math.round((event.loaded / event.total) * 100) : undefined,
      });
    };
    xhr.onload = () => {
      const text = typeof xhr.responseText === "string" ? xhr.responseText : "";
      const data = parseJson(text);
      const failure = toError(xhr.status, xhr.statusText, url, data, text);
      if (failure) {
        if (failure instanceof UnauthorizedError && sameSession(headers)) signalUnauthorized();
        reject(failure);
      } else resolve((text === "" ? undefined : data) as T);
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, statusText: "Unknown Error", url: absolute(url) }));
    xhr.onabort = () => reject(new DOMException("The upload was aborted.", "AbortError"));
    if (options.signal) {
      if (options.signal.aborted) return reject(new DOMException("The upload was aborted.", "AbortError"));
      options.signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
