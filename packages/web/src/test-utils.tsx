import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { vi } from "vitest";
import { candform } from "@portal/domain/schema/candform";
import { AppProviders } from "./app/providers.tsx";
import { redirectToLoginOnUnauthorized } from "./app/router.tsx";
import { appRoutes } from "./app/routes.tsx";
import { createI18n } from "./lib/i18n.ts";
import type { Session } from "./lib/session-store.ts";
import type { SiteConfig } from "./lib/site-config.ts";
import { checkFakeAnswer } from "./test-contract.ts";
import { setSession } from "./lib/session-store.ts";

/** A fake server answer: status and JSON body (or a function of the request). */
export interface FakeAnswer {
  status?: number;
  statusText?: string;
  body?: unknown;
  /** Why this answer is one the server's contract rules out (a test of the web's defences): not checked. */
  offContract?: string;
}
type Handler = FakeAnswer | ((init: RequestInit, url: string) => FakeAnswer);

/** A request as the fakes see it: the path and query of this site's URLs, and a plain init. */
type FakeFetch = (url: string, init: RequestInit) => Promise<Response>;

/** The fake GET /ws/form/candform/schema: the candidate form, nothing read-only, for this login. */
export function schemaAnswer(login: string, admin = false): FakeAnswer {
  return { body: { result: "OK", schema: candform, readOnlyTabs: [], admin, login } };
}

/** Settings the fake GET /ws/config answers. */
export const testConfig: SiteConfig = {
  formId: "candform",
  production: false,
  contactEmail: "admissions@example.org",
  sisterSiteUrl: "https://sister.example.org/",
  paymentUrl: "https://pay.example.org/",
  backofficeUrl: "http://localhost:3000/ws",
  authType: "local",
  casUrl: null,
};

/** This site's URLs as their path and query (what the fakes are keyed by), others whole. */
function relative(url: string): string {
  const parsed = new URL(url, window.location.href);
  return parsed.origin === window.location.origin ? parsed.pathname + parsed.search : parsed.href;
}

/**
 * Replaces fetch with `fake`, called as `fake(url, init)` whatever the caller passed (the API
 * client passes a Request): the url relative to this site, the headers a plain object with
 * lower-case names, the body as text. Every JSON answer is checked against the server's OpenAPI
 * document (test-contract.ts). Returns the mock, whose calls tests inspect.
 */
export function stubFetch(fake: FakeFetch) {
  const mock = vi.fn(fake);
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const body = request.body ? await request.text() : undefined;
    const url = relative(request.url);
    const response = await mock(url, {
      method: request.method,
      headers: Object.fromEntries(request.headers),
      body,
      signal: request.signal,
      credentials: request.credentials,
    });
    const json = (response.headers.get("content-type") ?? "").includes("json");
    if (json && !response.headers.has(OFF_CONTRACT)) {
      const text = await response.clone().text();
      checkFakeAnswer(
        request.method,
        new URL(request.url).pathname,
        response.status,
        text ? JSON.parse(text) : undefined,
      );
    }
    return response;
  });
  return mock;
}

/** A fake answer as a Response: the body as JSON. */
export function jsonResponse(answer: FakeAnswer): Response {
  const status = answer.status ?? 200;
  return new Response(answer.body === undefined ? "" : JSON.stringify(answer.body), {
    status,
    statusText: answer.statusText ?? (status === 404 ? "Not Found" : "OK"),
    headers: { "content-type": "application/json", ...(answer.offContract ? { [OFF_CONTRACT]: "1" } : {}) },
  });
}

const OFF_CONTRACT = "x-test-off-contract";

/**
 * Replaces fetch with a fake server: `handlers` maps "METHOD /path" to answers; GET /ws/config
 * answers testConfig and sets the XSRF cookie; anything else is a 404 (a Not found error, which
 * is not held to the contract). Returns the mock.
 */
export function fakeServer(handlers: Record<string, Handler> = {}) {
  return stubFetch(async (url, init) => {
    const key = `${init.method ?? "GET"} ${new URL(url, window.location.href).pathname}`;
    let handler = handlers[key];
    if (!handler && key === "GET /ws/config") {
      document.cookie = "XSRF-TOKEN=xsrf-from-server; path=/";
      handler = { body: testConfig };
    }
    if (!handler) return notFound();
    return jsonResponse(
      typeof handler === "function" ? handler(init, new URL(url, window.location.href).href) : handler,
    );
  });
}

/** The 404 of a route the fake server does not know (text, so that the contract check skips it). */
function notFound(): Response {
  return new Response(JSON.stringify({ result: "error", message: "Not found." }), {
    status: 404,
    statusText: "Not Found",
    headers: { "content-type": "text/plain" },
  });
}

/** Whether a call is the browser reporting its time zone (once per session, app/layout.tsx), not a page's own write. */
export function reportsTimeZone(url: string): boolean {
  return new URL(url, window.location.href).pathname === "/ws/account/time-zone";
}

/** The JSON body a fetch mock call sent. */
export function sentBody(mock: ReturnType<typeof fakeServer>, key: string): unknown {
  const call = mock.mock.calls.find(
    ([url, init]) => `${init?.method ?? "GET"} ${new URL(url, window.location.href).pathname}` === key,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

/** Renders the whole app at `path` (memory router, English unless told), optionally logged in. */
export function renderApp(path: string, options: { session?: Session; locale?: "en" | "fr" } = {}) {
  if (options.session) setSession(options.session);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  redirectToLoginOnUnauthorized(router);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18n(options.locale ?? "en");
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, i18n, queryClient };
}
