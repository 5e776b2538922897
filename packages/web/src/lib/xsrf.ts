/** Name of the anti-forgery cookie the server sets on any GET (ARCHITECTURE §4). */
export const XSRF_COOKIE = "XSRF-TOKEN";
/** Header in which every non-GET/HEAD request echoes that cookie. */
export const XSRF_HEADER = "X-XSRF-TOKEN";

/** Reads a cookie of this page by name, or undefined. */
export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

let priming: Promise<void> | undefined;

/**
 * Makes sure the XSRF-TOKEN cookie exists before an unsafe request: when absent, `prime` makes one
 * GET (the API client's GET /ws/config) which lets the server set it. Concurrent callers share it.
 */
export async function ensureXsrfCookie(prime: () => Promise<void>): Promise<string | undefined> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  priming ??= prime().finally(() => {
    priming = undefined;
  });
  try {
    await priming;
  } catch {
    // The unsafe request itself will report the network failure.
  }
  return readCookie(XSRF_COOKIE);
}

/** True for a URL of this site (relative, or absolute with our origin): only those get our headers. */
export function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}
