/**
 * The two histories the router drives: the browser's (the app) and one in memory (the unit tests).
 * Each entry keeps its `state` and a `key` (new for every navigation, so that a page can tell a
 * new visit of the same address); the browser's entries also keep their position (`idx`), which
 * tells Back from Forward and by how many steps, so that a blocked Back can be undone.
 */

/** An address of the app: path, query (with its `?`) and anchor (with its `#`), each possibly empty. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** Where the app is: what useLocation returns. */
export interface Location extends Path {
  state: unknown;
  key: string;
}

/** How the app came to its location: a link or a navigation (PUSH), one in place (REPLACE), Back or Forward (POP). */
export type HistoryAction = "POP" | "PUSH" | "REPLACE";

export interface AppHistory {
  readonly location: Location;
  push(path: Path, state: unknown): void;
  replace(path: Path, state: unknown): void;
  /** Back (negative) or Forward; the listeners hear of it, with the steps taken. */
  go(delta: number): void;
  /** Called after Back or Forward, with the steps taken (0 when unknown). */
  listen(listener: (delta: number) => void): () => void;
}

/** An address as text: the link's href. */
export function createPath({ pathname, search, hash }: Path): string {
  return pathname + (search && search !== "?" ? search : "") + (hash && hash !== "#" ? hash : "");
}

/** Reads "/a/b?q=1#h" into its parts. */
export function parsePath(text: string): Path {
  let rest = text;
  let hash = "";
  let search = "";
  const hashAt = rest.indexOf("#");
  if (hashAt >= 0) [rest, hash] = [rest.slice(0, hashAt), rest.slice(hashAt)];
  const searchAt = rest.indexOf("?");
  if (searchAt >= 0) [rest, search] = [rest.slice(0, searchAt), rest.slice(searchAt)];
  return { pathname: rest, search, hash };
}

export function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/** The browser's history (window.history), its entries numbered from the first the app saw. */
export function createBrowserHistory(): AppHistory {
  const entry = () => (window.history.state ?? {}) as EntryState;
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry().usr ?? null, key: entry().key ?? "default" };
  };
  let index = entry().idx;
  if (typeof index !== "number") {
    index = 0;
    window.history.replaceState({ ...entry(), idx: index }, "");
  }
  let location = read();
  const listeners = new Set<(delta: number) => void>();
  window.addEventListener("popstate", () => {
    const reached = entry().idx;
    const delta = typeof reached === "number" ? reached - index! : 0;
    if (typeof reached === "number") index = reached;
    location = read();
    for (const listener of [...listeners]) listener(delta);
  });
  const write = (path: Path, state: unknown, push: boolean) => {
    if (push) index! += 1;
    const data: EntryState = { usr: state, key: newKey(), idx: index };
    if (push) window.history.pushState(data, "", createPath(path));
    else window.history.replaceState(data, "", createPath(path));
    location = read();
  };
  return {
    get location() {
      return location;
    },
    push: (path, state) => write(path, state, true),
    replace: (path, state) => write(path, state, false),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history in memory, starting at the last of `initialEntries`: Back and Forward are heard at once. */
export function createMemoryHistory(initialEntries: string[] = ["/"]): AppHistory {
  const entries: Location[] = initialEntries.map((text, i) => ({
    ...parsePath(text),
    state: null,
    key: i === 0 ? "default" : newKey(),
  }));
  let index = entries.length - 1;
  const listeners = new Set<(delta: number) => void>();
  return {
    get location() {
      return entries[index];
    },
    push(path, state) {
      index += 1;
      entries.splice(index, entries.length - index, { ...path, state, key: newKey() });
    },
    replace(path, state) {
      entries[index] = { ...path, state, key: newKey() };
    },
    go(delta) {
      const reached = Math.min(Math.max(index + delta, 0), entries.length - 1);
      const steps = reached - index;
      index = reached;
      for (const listener of [...listeners]) listener(steps);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
