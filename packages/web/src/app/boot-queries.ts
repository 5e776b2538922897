import { QueryObserver } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { answerQuery, schemaQuery } from "../features/form-screen/form-api.ts";
import { authTypeQuery } from "../lib/auth-api.ts";
import { labelsQuery } from "../lib/i18n.ts";
import { getSession } from "../lib/session-store.ts";
import { siteConfigQuery } from "../lib/site-config.ts";
import { formIdOfPath } from "./require-session.tsx";

/** How long a boot request's answer waits for its page when the page never asks for it. */
const HOLD_MS = 60_000;

/**
 * Starts, at boot, the requests the first screen needs, side by side with the downloads of the
 * catalogue and the page's chunk instead of after the first render (one round trip less on a
 * phone): the site settings and label overrides on every page, the login's kind on /login, the
 * schema and the answer on a form page with a session. Resolves when what the first render cannot
 * do without has arrived (or failed: the page then shows the failure as it would have).
 */
export async function startBootQueries(client: QueryClient, pathname: string, search = ""): Promise<void> {
  void client.prefetchQuery(siteConfigQuery);
  void client.prefetchQuery(labelsQuery);
  if (pathname === "/login" || pathname.startsWith("/login/")) await client.prefetchQuery(authTypeQuery);
  startFormQueries(client, pathname, search);
}

/**
 * On /form/{id}[/{tab}] with a session: the schema, and the answer the form screen will show (the
 * candidate's own; an administrator's `?login=`), through the screen's own query definitions so
 * that it finds them in the cache. The form screen is not awaited: it shows its spinner meanwhile.
 */
function startFormQueries(client: QueryClient, pathname: string, search: string): void {
  const session = getSession();
  const formId = formIdOfPage(pathname);
  if (!session || formId === undefined) return;
  void client.prefetchQuery(schemaQuery(formId));
  const login = session.admin ? (new URLSearchParams(search).get("login") ?? undefined) : session.login;
  if (login) holdUntilObserved(client, answerQuery(formId, login));
}

/** The form id of a path the form screen shows (/form/{id} or /form/{id}/{tab}), else undefined. */
export function formIdOfPage(pathname: string): string | undefined {
  if (!/^\/form\/[^/]+(\/[^/]*)?\/?$/.test(pathname)) return undefined;
  try {
    return formIdOfPath(pathname);
  } catch {
    // A malformed escape: the router shows its error page; nothing to start here.
    return undefined;
  }
}

/**
 * Fetches a query and keeps its answer until a screen observes it: the answer's query is dropped
 * as soon as nobody observes it (gcTime 0, so that a form opened again reads the answer afresh),
 * which a plain prefetch would meet before the form screen's chunk has arrived.
 */
function holdUntilObserved(client: QueryClient, options: ReturnType<typeof answerQuery>): void {
  const observer = new QueryObserver(client, options);
  const hash = observer.getCurrentQuery().queryHash;
  const release = observer.subscribe(() => undefined);
  const stopWatching = client.getQueryCache().subscribe((event) => {
    if (event.type === "observerAdded" && event.query.queryHash === hash && event.observer !== observer)
      done();
  });
  const timer = setTimeout(done, HOLD_MS);
  function done() {
    clearTimeout(timer);
    stopWatching();
    release();
  }
}
