// The public pages rendered to HTML at build (scripts/prerender.ts loads this module in Node
// through Vite): the same components, routes and providers as in the browser, on a static router.
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { catalogues } from "@portal/domain/i18n/index";
import type { Locale } from "@portal/domain/i18n/locales";
import { PRERENDERED_PAGES, type PrerenderedPage } from "@portal/domain/pages/prerendered";
import { appRoutes } from "../app/routes.tsx";
import { AppProviders, createQueryClient } from "../app/providers.tsx";
import { PrerenderedPageContext } from "../lib/hydration.ts";
import { createI18n, provideCatalogues } from "../lib/i18n.ts";

/** The HTML of a public page in `locale`, as the browser's first render of it makes it. */
export async function renderPage(page: PrerenderedPage, locale: Locale): Promise<string> {
  const address = PRERENDERED_PAGES[page];
  provideCatalogues(catalogues);
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(address, "http://portal.invalid")));
  if (context instanceof Response) throw new Error(`prerender: ${address} answered a redirection`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <PrerenderedPageContext.Provider value={page}>
        <AppProviders queryClient={createQueryClient()} i18n={createI18n(locale)}>
          {/* No hydration data: the routes have no loaders, and the page's CSP forbids inline scripts. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PrerenderedPageContext.Provider>
    </StrictMode>,
    {
      // The build fails (prerender rejects); this says where, the error alone names no component.
      onError(_error, info) {
        if (info.componentStack)
          console.error(`prerender: ${address} in ${locale} failed in${info.componentStack}`);
      },
    },
  );
  return new Response(prelude).text();
}
