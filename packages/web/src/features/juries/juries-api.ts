import { api } from "../../lib/api-client.ts";
import { ws } from "../../lib/endpoints.ts";

/** A jury and its two publication flags (SPEC §3 "Lookup data"). */
export interface Jury {
  id_jury: string;
  label?: string;
  resultats_publies: boolean;
  resultats_brs_publies: boolean;
  /** The programmes the jury decides on. */
  formations?: { type: string; enum: string; description: string }[];
}

/** The flags a save changes. */
export type JuryFlagsChange = Partial<Pick<Jury, "resultats_publies" | "resultats_brs_publies">>;

/** GET {ws}/admin/juries (administrators). */
export const juriesQuery = {
  queryKey: ["admin-juries"] as const,
  queryFn: async () => (await api.get<{ result: string; juries: Jury[] }>(ws("admin/juries"))).juries,
};

/** PUT {ws}/admin/juries/{id} with the changed flags; answers the jury as stored. */
export async function putJury(id: string, change: JuryFlagsChange): Promise<Jury | undefined> {
  const answer = await api.put<{ result: string; jury?: Jury }>(
    ws(`admin/juries/${encodeURIComponent(id)}`),
    change,
  );
  return answer?.jury;
}
