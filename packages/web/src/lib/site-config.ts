import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { ws } from "./endpoints.ts";

/** Public runtime settings the server gives the SPA (GET /ws/config). */
export interface SiteConfig {
  contactEmail: string;
  sisterSiteUrl: string;
  paymentUrl: string;
  authType: "local" | "CAS";
  casUrl?: string | null;
  formId?: string;
  backofficeUrl?: string;
}

/** The query of the site settings; fetched once at start (it also sets the anti-forgery cookie). */
export const siteConfigQuery = {
  queryKey: ["site-config"] as const,
  queryFn: () => api.get<SiteConfig>(ws("config"), { skipAuthRedirect: true }),
  staleTime: Infinity,
};

/** React hook: the site settings, undefined while loading. */
export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQuery).data;
}
