import { Navigate, Outlet, useParams } from "react-router";
import { FORM_ID } from "../lib/form-id.ts";
import { useSession } from "../lib/session-store.ts";

/** Where an anonymous visitor of a form route goes: /login carrying the form id (SPEC §2). */
export function loginPath(formId: string | undefined): string {
  return formId ? `/login?id=${encodeURIComponent(formId)}` : "/login";
}

/** The form id of a path like /form/{id}, if it is one. */
export function formIdOfPath(pathname: string): string | undefined {
  const match = /^\/form\/([^/]+)/.exec(pathname);
  return match ? decodeURIComponent(match[1]) : undefined;
}

/** Route guard of `form/:id`: renders the child route with a session, else sends to the login page. */
export function RequireSession() {
  const session = useSession();
  const { id } = useParams();
  if (!session) {
    // No `state` prop: Navigate re-navigates whenever it gets a new state object.
    return <Navigate to={loginPath(id ?? FORM_ID)} replace />;
  }
  return <Outlet />;
}
