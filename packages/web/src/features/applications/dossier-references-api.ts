import { api, dataOf } from "../../lib/api/client.ts";
import type { ResponseOf } from "../../lib/api/types.ts";

/** One reference of an application as staff read it: state, referee's details, the letter's name. */
export type StaffReference = ResponseOf<"/ws/admin/answers/{id}/references", "get">["items"][number];

/** The query of an application's references (replaced ones included). */
export const referencesQuery = (id: number) => ({
  queryKey: ["dossier", id, "references"] as const,
  queryFn: async () =>
    (await dataOf(api.GET("/ws/admin/answers/{id}/references", { params: { path: { id } } }))).items,
});

/** The query of a confidential letter's bytes, fetched with the staff member's token. */
export const letterQuery = (id: number, referenceId: number) => ({
  queryKey: ["dossier", id, "reference-letter", referenceId] as const,
  queryFn: () =>
    dataOf(
      api.GET("/ws/admin/answers/{id}/references/{referenceId}/letter", {
        params: { path: { id, referenceId } },
        headers: { Accept: "*/*" },
        parseAs: "blob",
      }),
    ) as Promise<Blob>,
  staleTime: Infinity,
});
