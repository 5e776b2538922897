import { useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { Location } from "./history.ts";
import type { Params } from "./match-routes.ts";
import { LocationContext, RouteContext, useRouter } from "./router-provider.tsx";
import type { BlockerFunction, NavigateOptions, To } from "./router.ts";

/** Where the app is. */
export function useLocation(): Location {
  return useContext(LocationContext);
}

/** The router's navigate, the same function at every render. */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => Promise<void> {
  const router = useRouter();
  return useCallback((to: To | number, options?: NavigateOptions) => router.navigate(to, options), [router]);
}

/** The parameters of the address (`:id` → `id`), decoded. */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** What `new URLSearchParams(…)` takes. */
type SearchInit = string | URLSearchParams | Record<string, string>;

/** The query of the address, and a setter that goes to the same path with another query (a new history entry unless told). */
export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit, options?: NavigateOptions) => void navigate(`?${new URLSearchParams(next)}`, options),
    [navigate],
  );
  return [params, setParams];
}

/** In a route's error element: what the route threw. */
export function useRouteError(): unknown {
  return useContext(RouteContext).error;
}

/** A navigation held by useBlocker, or none. */
export type Blocker =
  | { state: "blocked"; location: Location; proceed(): void; reset(): void }
  | { state: "unblocked"; location: undefined; proceed: undefined; reset: undefined };

let blockers = 0;

/** Holds every navigation `shouldBlock` says to hold (Back and Forward included) until `proceed` or `reset`. */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useRouter();
  const [id] = useState(() => `blocker-${++blockers}`);
  useEffect(() => {
    router.setBlocker(id, shouldBlock);
    return () => router.setBlocker(id, undefined);
  }, [router, id, shouldBlock]);
  const blocked = useSyncExternalStore(router.subscribe, () => router.state.blocked);
  if (blocked?.blocker !== id)
    return { state: "unblocked", location: undefined, proceed: undefined, reset: undefined };
  return { state: "blocked", location: blocked.location, proceed: blocked.proceed, reset: blocked.reset };
}
