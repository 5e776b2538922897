import { api, dataOf } from "../../lib/api/client.ts";
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

/**
 * PUT …/drafts/{tab}: keeps a tab's values as a draft; answers when it was stored. `keepalive`
 * lets the request outlive the page (a draft sent as the page is hidden or closed).
 */
export async function putDraft(
  formId: string,
  answerId: number,
  tab: string,
  body: { values: Record<string, unknown>; baseVersion: number },
  keepalive = false,
): Promise<string> {
  const stored = await dataOf(
    api.PUT("/ws/form/{formId}/answer/{answerid}/drafts/{tab}", {
      params: { path: { formId, answerid: answerId, tab } },
      body,
      keepalive,
    }),
  );
  return stored.updatedAt;
}

/** DELETE …/drafts/{tab}: discards a tab's draft. */
export async function deleteDraft(formId: string, answerId: number, tab: string): Promise<void> {
  await dataOf(
    api.DELETE("/ws/form/{formId}/answer/{answerid}/drafts/{tab}", {
      params: { path: { formId, answerid: answerId, tab } },
    }),
  );
}
