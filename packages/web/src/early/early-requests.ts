/**
 * The page's first script (issue #13, the form page's largest paint): starts the GET requests the
 * first screen needs while the app's own scripts are still downloading, instead of once they have
 * run. The app's API client takes each response once, at boot, when it asks for the same address
 * with the same headers (lib/api/early-responses.ts); those it does not take are dropped unread.
 * On a candidate's form page, the answer's drafts as well, asked as soon as the answer's id is
 * known: the form screen reads them after its first render, which would otherwise wait for them
 * one more round trip; they are kept for it past the boot.
 *
 * Imports nothing, so that the build makes it a file of a few hundred bytes of its own that runs as
 * soon as it arrives: a module the app shares would make it wait for the app's chunks. What it
 * repeats of the app (the session's storage key, the form's id and the services' addresses) is
 * checked against the app's own requests by early-requests.test.ts.
 */

/** Where lib/api/early-responses.ts finds the requests: address and Authorization → request. */
const GLOBAL = "portalEarlyRequests";
const SESSION_KEY = "portal.session";
const FORM_ID = "candform";

/** How long the app keeps a response: until its boot is over, or until its first screen has read it. */
type Lasts = "boot" | "first-screen";

function session(): { login: string; token: string; admin?: boolean } | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(SESSION_KEY) ?? "null") as Record<string, unknown> | null;
    if (typeof value?.login === "string" && typeof value.token === "string")
      return { login: value.login, token: value.token, admin: value.admin === true };
  } catch {
    // No usable session: only the public requests.
  }
  return undefined;
}

function startEarlyRequests(): void {
  const requests = new Map<string, { response: Promise<Response>; lasts: Lasts }>();
  const user = session();
  // With the session's token on every request, as the app's client sends them (lib/api/client.ts).
  const authorization = user ? `Bearer ${user.token}` : "";
  const get = (path: string, lasts: Lasts = "boot") => {
    const url = new URL(path, window.location.origin).href;
    const headers: Record<string, string> = { Accept: "application/json" };
    if (authorization) headers.Authorization = authorization;
    const response = fetch(url, { headers, credentials: "same-origin" });
    // A failure is the app's to see when it takes the response; never an unhandled rejection here.
    response.catch(() => undefined);
    requests.set(`${url} ${authorization}`, { response, lasts });
    return response;
  };
  get("/ws/config");
  get(`/ws/form/${FORM_ID}/labels`);
  // The form page of a candidate: the schema and their own answer (an administrator's form page
  // names the answer in its query, which the app reads itself).
  const form = /^\/form\/([^/]+)(\/[^/]*)?\/?$/.exec(window.location.pathname);
  if (form && user && !user.admin) {
    let formId: string;
    try {
      formId = decodeURIComponent(form[1]!);
    } catch {
      formId = "";
    }
    if (formId) {
      const id = encodeURIComponent(formId);
      get(`/ws/form/${id}/schema`);
      const answer = get(`/ws/form/${id}/answer/${encodeURIComponent(user.login)}`);
      // A clone: the body is the app's to read. Not once the app has dropped what it did not take.
      answer
        .then((response) =>
          response.ok ? (response.clone().json() as Promise<{ id?: unknown }>) : undefined,
        )
        .then((body) => {
          const live = (window as unknown as Record<string, unknown>)[GLOBAL] === requests;
          if (live && typeof body?.id === "number")
            get(`/ws/form/${id}/answer/${body.id}/drafts`, "first-screen");
        })
        .catch(() => undefined);
    }
  }
  (window as unknown as Record<string, unknown>)[GLOBAL] = requests;
}

startEarlyRequests();

// A module (the build's entry of its own), exporting nothing.
export {};
