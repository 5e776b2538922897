/**
 * The app's router: which routes show the current address, navigation (after the next page's
 * `lazy` module has loaded, the current page staying until then), and the guard that can hold a
 * navigation until the user confirms it (useBlocker). It replaces React Router, of which the app
 * used this much and which was 89 KB of the 209 KB every page downloads before it shows anything
 * (issue #13); its API is kept where the app used it, so pages and tests read the same.
 */
import {
  type AppHistory,
  type HistoryAction,
  type Location,
  type Path,
  createBrowserHistory,
  createMemoryHistory,
  newKey,
  parsePath,
} from "./history.ts";
import {
  type RouteContent,
  type RouteMatch,
  type RouteObject,
  matchRoutes,
  rankRoutes,
} from "./match-routes.ts";

/** Where to go: an absolute path, or parts of one (a missing path stays on the current one). */
export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Whether to hold a navigation until the user confirms it. */
export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
}) => boolean;

/** A navigation a blocker held: `proceed` goes on with it, `reset` stays. */
export interface BlockedNavigation {
  blocker: string;
  location: Location;
  proceed(): void;
  reset(): void;
}

export interface RouterState {
  location: Location;
  historyAction: HistoryAction;
  matches: RouteMatch[];
  /** False while the first page's `lazy` module loads. */
  initialized: boolean;
  /** A route whose `lazy` module failed to load (its position in `matches`). */
  error?: { index: number; error: unknown };
  blocked?: BlockedNavigation;
}

export interface Router {
  readonly state: RouterState;
  subscribe(listener: () => void): () => void;
  /** Goes to `to` (a number: that many steps Back or Forward); done once the page shows. */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** Sets (or, with undefined, removes) the blocker of that id. */
  setBlocker(id: string, shouldBlock: BlockerFunction | undefined): void;
}

/** The address `to` names from `current`: absolute paths only (the app links by absolute path). */
export function resolveTo(to: To, current: Path): Path {
  const parts = typeof to === "string" ? parsePath(to) : to;
  const pathname = parts.pathname || current.pathname;
  if (!pathname.startsWith("/")) throw new Error(`The router takes absolute paths only, not "${pathname}"`);
  const prefixed = (value: string | undefined, mark: string) =>
    !value || value === mark ? "" : value.startsWith(mark) ? value : mark + value;
  return { pathname, search: prefixed(parts.search, "?"), hash: prefixed(parts.hash, "#") };
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

/** A router over a history in memory (the unit tests), at the last of `initialEntries`. */
export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: string[] } = {},
): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries));
}

function createRouter(routes: RouteObject[], history: AppHistory): Router {
  const branches = rankRoutes(routes);
  // What each `lazy` route resolved to, for this router only: the route objects stay as declared.
  const loaded = new Map<RouteObject, RouteContent>();
  const loading = new Map<RouteObject, Promise<RouteContent>>();
  const blockers = new Map<string, BlockerFunction>();
  const listeners = new Set<() => void>();
  let navigation = 0;
  // Undoing a blocked Back moves the history: that move is not a navigation.
  let undoingPop = false;
  let popConfirmed = false;

  const pending = (matches: RouteMatch[]) => matches.some(({ route }) => route.lazy && !loaded.has(route));
  const withLoaded = (matches: RouteMatch[]) =>
    matches.map((match) => {
      const content = loaded.get(match.route);
      return content ? { ...match, route: { ...match.route, ...content, lazy: undefined } } : match;
    });

  let state: RouterState = {
    location: history.location,
    historyAction: "POP",
    matches: matchRoutes(branches, history.location.pathname),
    initialized: true,
  };
  const update = (changes: Partial<RouterState>) => {
    state = { ...state, ...changes };
    for (const listener of [...listeners]) listener();
  };

  /** Loads the routes' `lazy` modules side by side; the first that fails, if one does. */
  async function load(matches: RouteMatch[]): Promise<RouterState["error"]> {
    let failed: RouterState["error"];
    await Promise.all(
      matches.map(async ({ route }, index) => {
        if (!route.lazy || loaded.has(route)) return;
        let promise = loading.get(route);
        if (!promise) loading.set(route, (promise = route.lazy()));
        try {
          loaded.set(route, await promise);
        } catch (error) {
          failed ??= { index, error };
        } finally {
          loading.delete(route);
        }
      }),
    );
    return failed;
  }

  /** Shows the routes of `path` once loaded, moving the history by `action` then (unless a later navigation came first). */
  async function go(action: HistoryAction, path: Path, locationState: unknown): Promise<void> {
    const id = ++navigation;
    const matches = matchRoutes(branches, path.pathname);
    const error = pending(matches) ? await load(matches) : undefined;
    if (id !== navigation) return;
    if (action === "PUSH") history.push(path, locationState);
    if (action === "REPLACE") history.replace(path, locationState);
    update({
      location: history.location,
      historyAction: action,
      matches: withLoaded(matches),
      initialized: true,
      error,
    });
  }

  function blockerOf(next: Location, action: HistoryAction): string | undefined {
    for (const [id, shouldBlock] of blockers)
      if (shouldBlock({ currentLocation: state.location, nextLocation: next, historyAction: action }))
        return id;
    return undefined;
  }

  function hold(blocker: string, location: Location, proceed: () => void): void {
    update({
      blocked: {
        blocker,
        location,
        proceed: () => {
          update({ blocked: undefined });
          proceed();
        },
        reset: () => update({ blocked: undefined }),
      },
    });
  }

  history.listen((delta) => {
    if (undoingPop) {
      undoingPop = false;
      return;
    }
    const next = history.location;
    const blocker = popConfirmed || delta === 0 ? undefined : blockerOf(next, "POP");
    popConfirmed = false;
    if (blocker) {
      // Back to where the app was, until the user confirms.
      undoingPop = true;
      history.go(-delta);
      hold(blocker, next, () => {
        popConfirmed = true;
        history.go(delta);
      });
      return;
    }
    void go("POP", next, next.state);
  });

  if (pending(state.matches)) {
    state = { ...state, initialized: false };
    void go("POP", history.location, history.location.state);
  }

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(to, options = {}) {
      if (typeof to === "number") {
        history.go(to);
        return;
      }
      const path = resolveTo(to, state.location);
      const action = options.replace ? "REPLACE" : "PUSH";
      const locationState = options.state ?? null;
      const next = { ...path, state: locationState, key: newKey() };
      const blocker = blockerOf(next, action);
      if (blocker) hold(blocker, next, () => void go(action, path, locationState));
      else await go(action, path, locationState);
    },
    setBlocker(id, shouldBlock) {
      if (shouldBlock) blockers.set(id, shouldBlock);
      else blockers.delete(id);
    },
  };
}
