import { FORM_ID } from "../../lib/form-id.ts";

/** Where to go after a login: the form named by `?id=` (SPEC §2), else the candidate form. */
export function loginTarget(search: URLSearchParams): string {
  return `/form/${encodeURIComponent(search.get("id") || FORM_ID)}`;
}

/** The current page address without the CAS `ticket` parameter: the `service` given to the CAS site. */
export function serviceUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete("ticket");
  return url.toString();
}
