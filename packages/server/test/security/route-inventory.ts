import type { FastifyInstance } from "fastify";

/** One operation of the server: its method and path (OpenAPI `{name}` style) and where it was found. */
export interface Operation {
  method: string;
  path: string;
  /** Only in the router (hidden from /ws/openapi.json, e.g. schema.hide or a plugin's own routes). */
  hidden: boolean;
}

/** A path with its parameter names erased, so `/a/{login}` and `/a/:answerid|:login` compare equal. */
export function pathShape(path: string): string {
  return path.replace(/\{[^}]*\}/g, "{}").replace(/:[\w-]+(\|:[\w-]+)*/g, "{}");
}

/** "METHOD shape": what identifies an operation across the OpenAPI document, the router and the entries. */
export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${pathShape(path)}`;

// One level of printRoutes' tree: "├── ", "└── ", "│   " or four spaces.
const TREE_LINE = /^((?:│ {3}| {4}|├── |└── )*)(\S.*)$/;

/**
 * Every route the router knows (HEAD excepted: Fastify adds it to each GET), read from
 * printRoutes() because Fastify offers no list and the app is built before a test could add an
 * onRoute hook. Parameters come out as `{}` (names of sibling parameters are merged there).
 */
export function routerOperations(app: FastifyInstance): { method: string; path: string }[] {
  const segments: string[] = [];
  const found: { method: string; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4 - 1;
    const [, segment = "", methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(match[2]!) ?? [];
    segments.length = Math.max(depth, 0);
    segments.push(segment);
    for (const method of methods?.split(", ") ?? []) {
      if (method !== "HEAD") found.push({ method, path: pathShape(segments.join("")) });
    }
  }
  return found;
}

/** Every operation of /ws/openapi.json, plus the routes hidden from it that only the router shows. */
export async function listOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ url: "/ws/openapi.json" });
  const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
  const operations: Operation[] = [];
  const known = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of Object.keys(item)) {
      if (!["get", "put", "post", "delete", "patch"].includes(method)) continue;
      operations.push({ method: method.toUpperCase(), path, hidden: false });
      known.add(operationKey(method, path));
    }
  }
  for (const route of routerOperations(app)) {
    if (known.has(operationKey(route.method, route.path))) continue;
    known.add(operationKey(route.method, route.path));
    operations.push({ ...route, hidden: true });
  }
  return operations;
}
