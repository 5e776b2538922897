import { Navigate, Outlet, useLocation } from "react-router";
import { sessionEndedByLogout, useSession } from "../lib/session-store.ts";

/** Where an anonymous visitor of a form route goes: /login carrying the form id (SPEC §2). */
export function loginPath(formId: string | undefined): string {
  return formId ? `/login?id=${encodeURIComponent(formId)}` : "/login";
}

/**
 * Where an anonymous visitor of `pathname` goes: from a back-office page, /login carrying that
 * page (`next`) so that the login returns to it; else /login with the form id of a form page, and
 * the page too when it names a tab (a shared link, a session that ended on that tab).
 */
export function loginPathFrom(pathname: string, search = ""): string {
  if (pathname === "/admin" || pathname.startsWith("/admin/"))
    return `/login?next=${encodeURIComponent(pathname + search)}`;
  const formId = formIdOfPath(pathname);
  if (formId && /^\/form\/[^/]+\/[^/]+/.test(pathname))
    return `${loginPath(formId)}&next=${encodeURIComponent(pathname + search)}`;
  return loginPath(formId);
}

/** The form id of a path like /form/{id}, if it is one. */
export function formIdOfPath(pathname: string): string | undefined {
  const match = /^\/form\/([^/]+)/.exec(pathname);
  return match ? decodeURIComponent(match[1]) : undefined;
}

/** Route guard of `form/:id` and the back office: renders the child route with a session, else sends to login. */
export function RequireSession() {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session) {
    // After the user's own Logout the page they were on is not where they want to come back: home.
    // (The top bar navigates home first, but a page still loading can keep this guard mounted.)
    if (sessionEndedByLogout()) return <Navigate to="/" replace />;
    // No `state` prop: Navigate re-navigates whenever it gets a new state object.
    return <Navigate to={loginPathFrom(pathname, search)} replace />;
  }
  return <Outlet />;
}
