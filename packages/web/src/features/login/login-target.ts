import type { Session } from "../../lib/session-store.ts";
import { isStaffSession } from "../../lib/staff-session.ts";

/**
 * Where to go after a login: the page the visitor came from (`?next=`, a path of this site), the
 * form named by `?id=` (SPEC §2), else the back office's dashboard for staff and the home for
 * candidates, which says what comes next in their journey (issue #12).
 */
export function loginTarget(search: URLSearchParams, session?: Session | null): string {
  const next = search.get("next");
  if (next && isLocalPath(next)) return next;
  const id = search.get("id");
  if (id) return `/form/${encodeURIComponent(id)}`;
  return isStaffSession(session) ? "/admin" : "/";
}

/** A path of this site ("/admin/…"), not another site's address ("//evil.example", "https:…"). */
function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

/** The current page address without the CAS `ticket` parameter: the `service` given to the CAS site. */
export function serviceUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete("ticket");
  return url.toString();
}
