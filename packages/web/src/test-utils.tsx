import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { vi } from "vitest";
import { AppProviders } from "./app/providers.tsx";
import { redirectToLoginOnUnauthorized } from "./app/router.tsx";
import { appRoutes } from "./app/routes.tsx";
import { createI18n } from "./lib/i18n.ts";
import type { Session } from "./lib/session-store.ts";
import { setSession } from "./lib/session-store.ts";

/** A fake server answer: status and JSON body (or a function of the request). */
export interface FakeAnswer {
  status?: number;
  statusText?: string;
  body?: unknown;
}
type Handler = FakeAnswer | ((init: RequestInit, url: string) => FakeAnswer);

/** Settings the fake GET /ws/config answers. */
export const testConfig = {
  contactEmail: "admissions@example.org",
  sisterSiteUrl: "https://sister.example.org/",
  paymentUrl: "https://pay.example.org/",
  authType: "local",
  casUrl: null,
};

/**
 * Replaces fetch with a fake server: `handlers` maps "METHOD /path" to answers; GET /ws/config
 * answers testConfig and sets the XSRF cookie; anything else is a 404. Returns the mock.
 */
export function fakeServer(handlers: Record<string, Handler> = {}) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.href);
    const key = `${init.method ?? "GET"} ${url.pathname}`;
    let handler = handlers[key];
    if (!handler && key === "GET /ws/config") {
      document.cookie = "XSRF-TOKEN=xsrf-from-server; path=/";
      handler = { body: testConfig };
    }
    const answer = typeof handler === "function" ? handler(init, url.href) : handler;
    const status = answer?.status ?? (answer ? 200 : 404);
    const body = answer ? answer.body : { result: "error", message: "Not found." };
    return new Response(body === undefined ? "" : JSON.stringify(body), {
      status,
      statusText: answer?.statusText ?? (status === 404 ? "Not Found" : "OK"),
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

/** The JSON body a fetch mock call sent. */
export function sentBody(mock: ReturnType<typeof fakeServer>, key: string): unknown {
  const call = mock.mock.calls.find(
    ([url, init]) =>
      `${init?.method ?? "GET"} ${new URL(String(url), window.location.href).pathname}` === key,
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
