import { useQuery } from "@tanstack/react-query";
import { dataOf, publicApi } from "./api/client.ts";
import { useHydrated } from "./hydration.ts";
import type { ResponseOf } from "./api/types.ts";

/** Public runtime settings the server gives the SPA (GET /ws/config). */
export type SiteConfig = ResponseOf<"/ws/config", "get">;

/** The query of the site settings; fetched once at start (it also sets the anti-forgery cookie). */
export const siteConfigQuery = {
  queryKey: ["site-config"] as const,
  queryFn: () => dataOf(publicApi.GET("/ws/config")),
  staleTime: Infinity,
};

/**
 * React hook: the site settings, undefined while loading, and while a prerendered page hydrates
 * (the build did not know them: the page shows them once hydrated).
 */
export function useSiteConfig(): SiteConfig | undefined {
  const data = useQuery(siteConfigQuery).data;
  return useHydrated() ? data : undefined;
}
