import { api, dataOf } from "../../lib/api/client.ts";
import type { RequestOf, ResponseOf } from "../../lib/api/types.ts";

/** A jury, its two publication flags and the programmes it decides on (SPEC §3 "Lookup data"). */
export type Jury = ResponseOf<"/ws/admin/juries", "get">["juries"][number];

/** The flags a save changes. */
export type JuryFlagsChange = RequestOf<"/ws/admin/juries/{id}", "put">;

/** GET {ws}/admin/juries (administrators). */
export const juriesQuery = {
  queryKey: ["admin-juries"] as const,
  queryFn: async () => (await dataOf(api.GET("/ws/admin/juries"))).juries,
};

/** PUT {ws}/admin/juries/{id} with the changed flags; answers the jury as stored. */
export async function putJury(id: string, change: JuryFlagsChange): Promise<Jury | undefined> {
  const answer = await dataOf(api.PUT("/ws/admin/juries/{id}", { params: { path: { id } }, body: change }));
  return answer?.jury;
}
