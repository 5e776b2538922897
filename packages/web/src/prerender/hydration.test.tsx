import { act, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogues } from "@portal/domain/i18n/index";
import { PRERENDERED_PAGES, type PrerenderedPage } from "@portal/domain/pages/prerendered";
import { App } from "../app/app.tsx";
import { loadLazyRoutes } from "../app/mount.tsx";
import { createQueryClient } from "../app/providers.tsx";
import { appRoutes } from "../app/routes.tsx";
import { PrerenderedPageContext } from "../lib/hydration.ts";
import { createI18n } from "../lib/i18n.ts";
import { authTypeQuery } from "../lib/auth-api.ts";
import { siteConfigQuery } from "../lib/site-config.ts";
import { fakeServer, testConfig } from "../test-utils.tsx";
import { renderPage } from "./render-page.tsx";

// What a visitor's browser adds to each page's address: the link's query, which the build did not know.
const VISITED: Record<PrerenderedPage, string> = {
  home: "/",
  login: "/login?id=candform&next=%2Fadmin",
  activation: "/activation?id=candform&user=ada%40example.org&activationToken=t0k3n",
  "activation-reset": "/activation?id=candform&user=ada%40example.org&activationToken=t0k3n&reset=1",
};

/**
 * What React's development build says of the browser's render: everything but its note that the
 * server and client renderers share contexts, which only this test causes (both run in one process).
 */
const aboutHydration = (message: string) => !message.startsWith("Detected multiple renderers concurrently");

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
});

/**
 * Hydrates the prerendered `page` in `locale` as the browser does (src/app/mount.tsx), React
 * reporting every mismatch (in its development build, attributes too) to console.error or onRecoverableError.
 */
async function hydrate(page: PrerenderedPage, locale: "en" | "fr") {
  const html = await renderPage(page, locale);
  const root = document.createElement("div");
  root.id = "root";
  root.innerHTML = html;
  document.body.append(root);
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const recoverable = vi.fn();
  // The routes' lazy modules loaded first, as mount.tsx does: the router starts on the page.
  await loadLazyRoutes(VISITED[page].split("?")[0]);
  const router = createMemoryRouter(appRoutes, { initialEntries: [VISITED[page]] });
  expect(router.state.initialized).toBe(true);
  // The boot's requests may have been answered before the app hydrates (src/app/boot-queries.ts).
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteConfigQuery.queryKey, testConfig);
  queryClient.setQueryData(authTypeQuery.queryKey, "local");
  await act(async () => {
    const app = hydrateRoot(
      root,
      <StrictMode>
        <PrerenderedPageContext.Provider value={page}>
          <App router={router} queryClient={queryClient} i18n={createI18n(locale)} />
        </PrerenderedPageContext.Provider>
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
    unmount = () => {
      app.unmount();
      root.remove();
    };
  });
  return { html, errors, recoverable };
}

describe("the prerendered public pages", () => {
  for (const page of Object.keys(PRERENDERED_PAGES) as PrerenderedPage[])
    for (const locale of ["en", "fr"] as const)
      it(`hydrate without a mismatch: ${page} in ${locale}`, async () => {
        fakeServer();
        const { html, errors, recoverable } = await hydrate(page, locale);
        expect(html).toContain(catalogues[locale]["shell.skipToContent"].replace(/'/g, "&#x27;"));
        expect(recoverable).not.toHaveBeenCalled();
        expect(errors.mock.calls.map(([message]) => String(message)).filter(aboutHydration)).toEqual([]);
      });

  it("show what only the browser knows once hydrated: the site's settings, the link's address", async () => {
    fakeServer();
    await hydrate("activation", "en");
    expect(await screen.findByText("ada@example.org")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Contact" })).toHaveAttribute(
      "href",
      "mailto:admissions@example.org",
    );
  });
});
