import { createContext, useSyncExternalStore } from "react";
import type { PrerenderedPage } from "@portal/domain/pages/prerendered";

const never = () => () => undefined;

/**
 * False while React renders the prerendered HTML (at build, scripts/prerender.ts) and while the
 * browser hydrates it; true afterwards, and from the first render of a page that was not
 * prerendered. What only the browser knows (the site's settings, the link's query, the history's
 * state) shows once this is true, so that the first render in the browser is the prerendered one:
 * React re-renders once with the browser's value after hydrating (useSyncExternalStore's server
 * snapshot), instead of failing the hydration and rendering the page again from scratch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * The prerendered page the app started from (hydrating it, or rendering it at build), if it did.
 * The server answers a prerendered page only where the build's assumptions hold (the login page
 * only with the local login), so a page may take them as given until the server's answer arrives.
 */
export const PrerenderedPageContext = createContext<PrerenderedPage | undefined>(undefined);
