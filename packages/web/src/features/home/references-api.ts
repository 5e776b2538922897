import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";

/** GET /ws/references: the candidate's referees and each reference's state (never a letter). */
export type CandidateReferences = ResponseOf<"/ws/references", "get">;

/** One referee slot as the candidate sees it. */
export type CandidateReference = CandidateReferences["items"][number];

/** The query of the candidate's references. */
export const referencesQuery = {
  queryKey: ["candidate-references"] as const,
  queryFn: () => dataOf(api.GET("/ws/references")),
};

/** POST /ws/references/invitations: invites the referees named and not invited yet. */
export const sendInvitations = () => dataOf(api.POST("/ws/references/invitations"));

/** POST /ws/references/{slot}/reminder: one reminder (at most once a day; 429 otherwise). */
export const remindReferee = (slot: number) =>
  dataOf(api.POST("/ws/references/{slot}/reminder", { params: { path: { slot } } }));

/** PUT /ws/references/{slot}: another referee in this place; the previous links die at once. */
export const replaceReferee = (slot: number, email: string) =>
  dataOf(api.PUT("/ws/references/{slot}", { params: { path: { slot } }, body: { email } }));
