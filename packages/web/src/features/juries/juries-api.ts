import { api, dataOf } from "../../lib/api/client.ts";
import type { RequestOf, ResponseOf } from "../../lib/api/types.ts";

/**
 * A jury, its two publication flags and the programmes it decides on (SPEC §3 "Lookup data"), with
 * its validated applications counted by decision and its last publication (issue #11).
 */
export type Jury = ResponseOf<"/ws/admin/juries", "get">["juries"][number];

/** How many validated applications of a jury carry each decision. */
export type DecisionCounts = Jury["counts"];

/** The flags a save changes. */
export type JuryFlagsChange = RequestOf<"/ws/admin/juries/{id}", "put">;

/** What a PUT answers: the jury as stored and, when this call published the results, the publication. */
export type JurySaved = ResponseOf<"/ws/admin/juries/{id}", "put">;

/** GET {ws}/admin/juries (administrators). */
export const juriesQuery = {
  queryKey: ["admin-juries"] as const,
  queryFn: async () => (await dataOf(api.GET("/ws/admin/juries"))).juries,
};

/** PUT {ws}/admin/juries/{id} with the changed flags; answers the jury as stored and the publication. */
export async function putJury(id: string, change: JuryFlagsChange): Promise<JurySaved> {
  return dataOf(api.PUT("/ws/admin/juries/{id}", { params: { path: { id } }, body: change }));
}

/** What publishing a jury's results would do: candidates e-mailed, applications without a decision. */
export type PublicationPreview = ResponseOf<"/ws/admin/juries/{id}/publication-preview", "get">;

/** GET {ws}/admin/juries/{id}/publication-preview (administrators): counted as the publication counts. */
export const publicationPreviewQuery = (id: string) => ({
  queryKey: ["admin-juries", id, "publication-preview"] as const,
  queryFn: () => dataOf(api.GET("/ws/admin/juries/{id}/publication-preview", { params: { path: { id } } })),
  // Decisions change while the office works: count again each time the dialog opens.
  staleTime: 0,
});
