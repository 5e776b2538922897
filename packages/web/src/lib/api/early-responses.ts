/**
 * The responses of the requests that the page's first script started before the app had loaded
 * (src/early/early-requests.ts), taken by the API client instead of asking again: each once, by a
 * GET of the same address with the same Authorization and no header the early request lacked, and
 * only while the app boots (forgetEarlyResponses, called once the first screen's requests have
 * left), so that no later read is answered with data older than itself.
 */
const GLOBAL = "portalEarlyRequests";

type EarlyRequests = Map<string, Promise<Response>>;

function earlyRequests(): EarlyRequests | undefined {
  const found = (window as unknown as Record<string, unknown>)[GLOBAL];
  return found instanceof Map ? (found as EarlyRequests) : undefined;
}

/** The early response to this request, once; undefined when there is none to take. */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  const requests = earlyRequests();
  if (!requests || requests.size === 0 || request.method !== "GET") return undefined;
  // The early requests carry Accept and, with a session, Authorization: nothing else.
  let othersSent = false;
  request.headers.forEach((_value, name) => {
    if (name !== "accept" && name !== "authorization") othersSent = true;
  });
  if (othersSent) return undefined;
  if ((request.headers.get("Accept") ?? "application/json") !== "application/json") return undefined;
  const key = `${request.url} ${request.headers.get("Authorization") ?? ""}`;
  const response = requests.get(key);
  if (response) requests.delete(key);
  return response;
}

/** Drops the early responses the boot did not take (their bodies unread): later reads ask the server. */
export function forgetEarlyResponses(): void {
  const requests = earlyRequests();
  if (!requests) return;
  for (const response of requests.values()) response.then((r) => r.body?.cancel()).catch(() => undefined);
  requests.clear();
}
