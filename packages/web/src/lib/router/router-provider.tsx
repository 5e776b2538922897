import { Component, type ReactNode, createContext, useContext, useSyncExternalStore } from "react";
import type { Location } from "./history.ts";
import type { Params, RouteMatch } from "./match-routes.ts";
import type { Router, RouterState } from "./router.ts";

export const RouterContext = createContext<Router | null>(null);
export const LocationContext = createContext<Location>({
  pathname: "/",
  search: "",
  hash: "",
  state: null,
  key: "default",
});

/** What a route's content reads: its child route (Outlet), the address's parameters and, in an error element, the error. */
interface RouteLevel {
  outlet: ReactNode;
  params: Params;
  error?: unknown;
}
export const RouteContext = createContext<RouteLevel>({ outlet: null, params: {} });

/** The router of the page, for the hooks; a component outside a RouterProvider is a bug. */
export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error("This component needs a RouterProvider above it");
  return router;
}

/** The page of the router's location: each matched route's content, the deeper ones in its Outlet. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  return (
    <RouterContext.Provider value={router}>
      <LocationContext.Provider value={state.location}>{renderMatches(state)}</LocationContext.Provider>
    </RouterContext.Provider>
  );
}

/** Where a route's child route shows. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

function renderMatches({ matches, initialized, error, location }: RouterState): ReactNode {
  let outlet: ReactNode = null;
  let last = matches.length - 1;
  if (!initialized) {
    // The first page's module is loading: the first route that has a fallback shows it instead.
    const at = matches.findIndex(({ route }) => route.HydrateFallback);
    if (at < 0) return null;
    const Fallback = matches[at].route.HydrateFallback!;
    outlet = <Fallback />;
    last = at - 1;
  } else if (error) {
    // A route's module failed to load: the nearest error element at or above it shows the error.
    let at = error.index;
    while (at >= 0 && !matches[at].route.errorElement) at--;
    if (at < 0) throw error.error;
    outlet = level(matches[at], null, matches[at].route.errorElement, error.error);
    last = at - 1;
  }
  for (let i = last; i >= 0; i--) {
    const { route } = matches[i];
    const content =
      route.element !== undefined ? route.element : route.Component ? <route.Component /> : <Outlet />;
    const shown = level(matches[i], outlet, content);
    outlet = route.errorElement ? (
      <RouteErrorBoundary locationKey={location.key} match={matches[i]}>
        {shown}
      </RouteErrorBoundary>
    ) : (
      shown
    );
  }
  return outlet;
}

function level(match: RouteMatch, outlet: ReactNode, content: ReactNode, error?: unknown): ReactNode {
  return (
    <RouteContext.Provider value={{ outlet, params: match.params, error }}>{content}</RouteContext.Provider>
  );
}

interface BoundaryProps {
  locationKey: string;
  match: RouteMatch;
  children: ReactNode;
}

/**
 * Shows the route's error element in place of the route when its content (or a child's) throws
 * while rendering; a navigation (a new location, even to the same address) shows the route afresh.
 */
class RouteErrorBoundary extends Component<
  BoundaryProps,
  { caught?: { error: unknown }; locationKey: string }
> {
  state: { caught?: { error: unknown }; locationKey: string } = { locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { locationKey: string }) {
    return props.locationKey === state.locationKey
      ? null
      : { caught: undefined, locationKey: props.locationKey };
  }

  componentDidCatch(error: unknown) {
    console.error("A page failed to render", error);
  }

  render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return level(this.props.match, null, this.props.match.route.errorElement, caught.error);
  }
}
