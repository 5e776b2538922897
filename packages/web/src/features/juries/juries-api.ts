import { api, dataOf } from "../../lib/api/client.ts";
import type { RequestOf, ResponseOf } from "../../lib/api/types.ts";

/** How many validated applications of a jury carry each decision (issue #11). */
export interface DecisionCounts {
  O: number;
  N: number;
  L: number;
  R: number;
  C: number;
  "-": number;
  undecided: number;
  total: number;
}

/** The last time a jury's results were published: when, by whom, how many candidates were e-mailed. */
export interface LastPublication {
  at: string;
  by: string;
  recipients: number;
}

/**
 * A jury, its two publication flags and the programmes it decides on (SPEC §3 "Lookup data"), with
 * its decision counts and last publication.
 */
export type Jury = ResponseOf<"/ws/admin/juries", "get">["juries"][number] & {
  counts?: DecisionCounts;
  lastPublication?: LastPublication | null;
};

/** The flags a save changes. */
export type JuryFlagsChange = RequestOf<"/ws/admin/juries/{id}", "put">;

/** What a PUT answers: the jury as stored and, when results were just published, the publication. */
export interface JurySaved {
  jury?: Jury;
  publication: { id: number; recipients: number } | null;
}

/** GET {ws}/admin/juries (administrators). */
export const juriesQuery = {
  queryKey: ["admin-juries"] as const,
  queryFn: async (): Promise<Jury[]> => (await dataOf(api.GET("/ws/admin/juries"))).juries,
};

/** PUT {ws}/admin/juries/{id} with the changed flags; answers the jury as stored and the publication. */
export async function putJury(id: string, change: JuryFlagsChange): Promise<JurySaved> {
  const answer = (await dataOf(
    api.PUT("/ws/admin/juries/{id}", { params: { path: { id } }, body: change }),
  )) as { jury?: Jury; publication?: JurySaved["publication"] } | undefined;
  return { jury: answer?.jury, publication: answer?.publication ?? null };
}
