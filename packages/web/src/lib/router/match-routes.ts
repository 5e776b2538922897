import type { ComponentType, ReactNode } from "react";

/** What a route may show, given at once or by its `lazy` module. */
export interface RouteContent {
  Component?: ComponentType | null;
  element?: ReactNode;
  /** Shown in place of this route (and its children) when one of them fails. */
  errorElement?: ReactNode;
}

/**
 * One route of the app (the route objects React Router took, the part of them the app uses):
 * nested routes share their parents' path and layout (Outlet), an index route shows on its
 * parent's own path, `lazy` loads what the route shows before the router goes there, and the first
 * route with a `HydrateFallback` shows it while the first page's `lazy` module loads.
 */
export interface RouteObject extends RouteContent {
  /** `segment`, `:param`, `:param?` (optional) or `*` (the rest); one starting with `/` is absolute. */
  path?: string;
  index?: boolean;
  HydrateFallback?: ComponentType;
  lazy?: () => Promise<RouteContent>;
  children?: RouteObject[];
}

export type Params = Record<string, string | undefined>;

/** A route of the chain that matched an address, with the address's parameters. */
export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

/** A path the routes can match, with the chain of routes from the root that shows it. */
interface Branch {
  matcher: RegExp;
  names: string[];
  score: number;
  /** The position of each route of the chain among its siblings: ties go to the first declared. */
  order: number[];
  routes: RouteObject[];
}

// How specific a path is (React Router's ranking, so that the same routes pick the same page):
// a static segment weighs more than a parameter, a parameter more than the rest (*).
const PARAM = /^:[\w-]+$/;
function score(path: string, index: boolean | undefined): number {
  const segments = path.split("/");
  let total = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    total += PARAM.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return total;
}

/** Each path an optional segment allows: "/form/:id/:tab?" is "/form/:id/:tab" and "/form/:id". */
function explodeOptional(path: string): string[] {
  if (!path.includes("?")) return [path];
  let paths = [""];
  for (const segment of path.split("/").filter(Boolean)) {
    const optional = segment.endsWith("?");
    const required = optional ? segment.slice(0, -1) : segment;
    paths = paths.flatMap((p) => (optional ? [`${p}/${required}`, p] : [`${p}/${required}`]));
  }
  return paths.map((p) => p || "/");
}

/** The regular expression of a whole path (case-insensitive; a trailing slash allowed) and its parameters' names. */
function compile(path: string): { matcher: RegExp; names: string[] } {
  const names: string[] = [];
  let source =
    "^" +
    path
      .replace(/\/*\*?$/, "")
      .replace(/^\/*/, "/")
      .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return "/([^\\/]+)";
      });
  if (path.endsWith("*")) {
    names.push("*");
    source += path === "*" || path === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
  } else {
    source += "\\/*$";
  }
  return { matcher: new RegExp(source, "i"), names };
}

function joinPaths(parent: string, child: string): string {
  return `${parent}/${child}`.replace(/\/\/+/g, "/");
}

/** The routes' paths, most specific first. */
export function rankRoutes(routes: RouteObject[]): Branch[] {
  const branches: Branch[] = [];
  const walk = (list: RouteObject[], parentPath: string, parents: RouteObject[], order: number[]) => {
    list.forEach((route, i) => {
      const own = route.path ?? "";
      const path = own.startsWith("/") ? own : joinPaths(parentPath, own);
      const chain = [...parents, route];
      if (route.children?.length) walk(route.children, path, chain, [...order, i]);
      // A route without a path shows only through its children, unless it is an index route.
      if (route.path === undefined && !route.index) return;
      for (const exploded of explodeOptional(path)) {
        branches.push({
          ...compile(exploded),
          score: score(exploded, route.index),
          order: [...order, i],
          routes: chain,
        });
      }
    });
  };
  walk(routes, "", [], []);
  return branches.sort((a, b) => b.score - a.score || siblingOrder(a.order, b.order));
}

function siblingOrder(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1] - b[b.length - 1] : 0;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The chain of routes that shows `pathname`, with its parameters (decoded); empty when none does. */
export function matchRoutes(branches: Branch[], pathname: string): RouteMatch[] {
  for (const branch of branches) {
    const found = branch.matcher.exec(pathname);
    if (!found) continue;
    const params: Params = {};
    branch.names.forEach((name, i) => {
      params[name] = found[i + 1] === undefined ? undefined : decode(found[i + 1]);
    });
    return branch.routes.map((route) => ({ route, params }));
  }
  return [];
}
