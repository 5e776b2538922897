import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes } from "react-router";
import {
  PRERENDERED_ATTRIBUTE,
  type PrerenderedPage,
  prerenderedPage,
} from "@portal/domain/pages/prerendered";
import { PrerenderedPageContext } from "../lib/hydration.ts";
import { createI18n, loadCatalogue, sessionTexts, storedLocale } from "../lib/i18n.ts";
import { yieldToMain } from "../lib/yield-to-main.ts";
import { forgetEarlyResponses } from "../lib/api/early-responses.ts";
import { getSession } from "../lib/session-store.ts";
import { App } from "./app.tsx";
import { formIdOfPage, startBootQueries } from "./boot-queries.ts";
import { createQueryClient } from "./providers.tsx";
import { createAppRouter } from "./router.tsx";
import { appRoutes, loadFormScreen } from "./routes.tsx";

/**
 * Whether `root` holds the prerendered page of this address, in the language the app starts in, for
 * a visitor without a session (the HTML is an anonymous visitor's): then the app hydrates it.
 * Otherwise (a signed-in visitor, another language chosen in this browser) it renders afresh.
 */
function pageToHydrate(root: HTMLElement, pathname: string, search: string): PrerenderedPage | undefined {
  const page = prerenderedPage(pathname, search);
  const holds =
    page !== undefined &&
    root.getAttribute(PRERENDERED_ATTRIBUTE) === page &&
    !getSession() &&
    document.documentElement.lang === storedLocale();
  return holds ? page : undefined;
}

/**
 * Loads the `lazy` modules of the routes of `pathname` into the route objects, so that the router
 * starts with the page ready, as the prerendered HTML shows it (React Router's guide to hydrating
 * lazy routes): otherwise its first render would be the loading fallback, not that HTML.
 */
export async function loadLazyRoutes(pathname: string): Promise<void> {
  const lazy = (matchRoutes(appRoutes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Shows the app in `root` once the catalogue of its language has downloaded: the public pages'
 * texts for an anonymous visitor, those of a signed-in one's pages otherwise (sessionTexts). The
 * requests the first screen needs (boot-queries.ts), the catalogue and, on a form page, the form
 * screen's chunks (which the router would only ask for at the first render) start first, and the
 * router is created in the next task, which starts loading the page's own chunk: the requests
 * leave as soon as the scripts have run, not after the router's set-up as well. The translations
 * are set up in a task of their own, before the first render's. All of it starts in the task after
 * the one that evaluated the app's modules (the first screen's requests are already on their way:
 * the page's first script sent them, src/early/early-requests.ts).
 */
export async function mountApp(root: HTMLElement): Promise<void> {
  await yieldToMain();
  const { pathname, search } = window.location;
  const hydrated = pageToHydrate(root, pathname, search);
  const queryClient = createQueryClient();
  const ready = Promise.all([
    loadCatalogue(storedLocale(), sessionTexts()),
    startBootQueries(queryClient, pathname, search),
  ]);
  // A failure shows when the route asks for the screen again (its error boundary).
  if (getSession() && formIdOfPage(pathname) !== undefined) loadFormScreen().catch(() => undefined);
  await yieldToMain();
  // The boot requests have left (taking the responses of those the page's first script sent).
  forgetEarlyResponses();
  if (hydrated) await loadLazyRoutes(pathname);
  const router = createAppRouter();
  await ready;
  const i18n = createI18n();
  await yieldToMain();
  const app = (
    <StrictMode>
      <PrerenderedPageContext.Provider value={hydrated}>
        <App router={router} queryClient={queryClient} i18n={i18n} />
      </PrerenderedPageContext.Provider>
    </StrictMode>
  );
  if (hydrated) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
