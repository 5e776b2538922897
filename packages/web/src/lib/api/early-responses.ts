/**
 * The responses of the requests that the page's first script started before the app had loaded
 * (src/early/early-requests.ts), taken by the API client instead of asking again: each once, by a
 * GET of the same address with the same Authorization and no header the early request lacked, and
 * only while the app boots (forgetEarlyResponses, called once the first screen's requests have
 * left), so that no later read is answered with data older than itself. The answer's drafts, which
 * the form screen reads after its first render, are kept until it has taken them or for
 * FIRST_SCREEN_MS at most, the time the boot holds the answer they go with (app/boot-queries.ts).
 */
const GLOBAL = "portalEarlyRequests";

/** As long as the boot holds the answer for the form screen: the drafts go with that answer. */
export const FIRST_SCREEN_MS = 60_000;

type EarlyRequests = Map<string, { response: Promise<Response>; lasts: "boot" | "first-screen" }>;

function earlyRequests(): EarlyRequests | undefined {
  const found = (window as unknown as Record<string, unknown>)[GLOBAL];
  return found instanceof Map ? (found as EarlyRequests) : undefined;
}

/** The early response to this request, once; undefined when there is none to take. */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  const requests = earlyRequests();
  if (!requests || requests.size === 0 || request.method !== "GET") return undefined;
  // The early requests carry Accept and, with a session, Authorization: nothing else. The app's
  // requests after the boot also say their language, which only the server's error messages follow
  // (the form screen's read of the drafts ignores a failure).
  let othersSent = false;
  request.headers.forEach((_value, name) => {
    if (name !== "accept" && name !== "authorization" && name !== "accept-language") othersSent = true;
  });
  if (othersSent) return undefined;
  if ((request.headers.get("Accept") ?? "application/json") !== "application/json") return undefined;
  const key = `${request.url} ${request.headers.get("Authorization") ?? ""}`;
  const early = requests.get(key);
  if (early) requests.delete(key);
  return early?.response;
}

/** The timer that drops the first screen's responses. */
let lastForget: ReturnType<typeof setTimeout> | undefined;

/**
 * The boot is over: drops the early responses it did not take (their bodies unread), so that later
 * reads ask the server; those the first screen reads after its render go FIRST_SCREEN_MS later.
 */
export function forgetEarlyResponses(): void {
  const requests = earlyRequests();
  if (!requests) return;
  for (const [key, early] of requests) if (early.lasts === "boot") drop(requests, key);
  clearTimeout(lastForget);
  lastForget = setTimeout(forgetAllEarlyResponses, FIRST_SCREEN_MS);
}

/** Drops every early response, and lets the page's first script add none (tests; the end of the first screen). */
export function forgetAllEarlyResponses(): void {
  clearTimeout(lastForget);
  const requests = earlyRequests();
  if (!requests) return;
  for (const key of [...requests.keys()]) drop(requests, key);
  delete (window as unknown as Record<string, unknown>)[GLOBAL];
}

function drop(requests: EarlyRequests, key: string): void {
  requests
    .get(key)
    ?.response.then((r) => r.body?.cancel())
    .catch(() => undefined);
  requests.delete(key);
}
