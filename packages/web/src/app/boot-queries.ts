import type { QueryClient } from "@tanstack/react-query";
import { authTypeQuery } from "../lib/auth-api.ts";
import { labelsQuery } from "../lib/i18n.ts";
import { siteConfigQuery } from "../lib/site-config.ts";

/**
 * Starts, at boot, the requests the first screen needs, side by side with the downloads of the
 * catalogue and the page's chunk instead of after the first render (one round trip less on a
 * phone): the site settings and label overrides on every page, the login's kind on /login.
 * Resolves when what the first render cannot do without has arrived (or failed: the page then
 * shows the failure as it would have).
 */
export async function startBootQueries(client: QueryClient, pathname: string): Promise<void> {
  void client.prefetchQuery(siteConfigQuery);
  void client.prefetchQuery(labelsQuery);
  if (pathname === "/login" || pathname.startsWith("/login/")) await client.prefetchQuery(authTypeQuery);
}
