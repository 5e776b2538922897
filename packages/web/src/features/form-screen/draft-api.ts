import { api, authHeadersNow, dataOf, throwIfFailed, toError } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";

/** One tab's draft as the server keeps it: the values as typed, on the answer version they were typed on. */
export type Draft = ResponseOf<"/ws/form/{formId}/answer/{answerid}/drafts", "get">[number];

/** GET …/drafts: the answer's drafts, one per tab. */
export function getDrafts(formId: string, answerId: number): Promise<Draft[]> {
  return dataOf(
    api.GET("/ws/form/{formId}/answer/{answerid}/drafts", {
      params: { path: { formId, answerid: answerId } },
    }),
  );
}

/** What a draft's PUT sends: the values, their version, and what becomes of an older stored draft. */
export type DraftBody = {
  values: Record<string, unknown>;
  baseVersion: number;
  olderDraft: "keep" | "replace";
};

/**
 * PUT …/drafts/{tab}: keeps a tab's values as a draft; answers when it was stored. `keepalive`
 * lets the request outlive the page (a draft sent as the page is hidden or closed): it is then
 * sent before this function returns, not after a promise's turn, since nothing is sure to run once
 * the page's pagehide handlers are done.
 */
export async function putDraft(
  formId: string,
  answerId: number,
  tab: string,
  body: DraftBody,
  keepalive = false,
): Promise<string> {
  if (keepalive) {
    const sent = sendNow(formId, answerId, tab, body);
    if (sent) return sent;
  }
  const stored = await dataOf(
    api.PUT("/ws/form/{formId}/answer/{answerid}/drafts/{tab}", {
      params: { path: { formId, answerid: answerId, tab } },
      body,
      keepalive,
    }),
  );
  return stored.updatedAt;
}

/** The keepalive PUT sent at once (headers read synchronously); undefined without the anti-forgery cookie. */
function sendNow(
  formId: string,
  answerId: number,
  tab: string,
  body: DraftBody,
): Promise<string> | undefined {
  const path = `/ws/form/${encodeURIComponent(formId)}/answer/${answerId}/drafts/${encodeURIComponent(tab)}`;
  const url = new URL(path, window.location.origin).href;
  const headers = authHeadersNow(url, "PUT");
  if (!headers) return undefined;
  const response = fetch(url, {
    method: "PUT",
    keepalive: true,
    credentials: "same-origin",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return response.then(async (res) => {
    const text = await res.text();
    throwIfFailed(toError(res.status, res.statusText, url, text), headers.Authorization ?? null, true);
    return (JSON.parse(text) as { updatedAt: string }).updatedAt;
  });
}

/** DELETE …/drafts/{tab}: discards a tab's draft. */
export async function deleteDraft(formId: string, answerId: number, tab: string): Promise<void> {
  await dataOf(
    api.DELETE("/ws/form/{formId}/answer/{answerid}/drafts/{tab}", {
      params: { path: { formId, answerid: answerId, tab } },
    }),
  );
}
