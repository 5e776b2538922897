import { sql } from "kysely";
import type { Database } from "../db/database.ts";

/** How many validated applications of a jury carry each decision; undecided = "-" (none yet). */
export interface JuryCounts {
  O: number;
  N: number;
  L: number;
  R: number;
  C: number;
  "-": number;
  undecided: number;
  total: number;
}

/** The last publication of a jury's results. */
export interface LastPublication {
  /** ISO date-time, as the API answers it. */
  at: string;
  by: string;
  recipients: number;
}

const emptyCounts = (): JuryCounts => ({ O: 0, N: 0, L: 0, R: 0, C: 0, "-": 0, undecided: 0, total: 0 });

/**
 * Per jury: the decisions of its validated applications (from the stored facts, whose admis is "-"
 * when blank) and its last publication. Juries without either get zero counts and null.
 */
export async function loadJuryStanding(
  db: Database,
  juryIds: readonly string[],
): Promise<Map<string, { counts: JuryCounts; lastPublication: LastPublication | null }>> {
  const standing = new Map(
    juryIds.map((id) => [id, { counts: emptyCounts(), lastPublication: null as LastPublication | null }]),
  );
  if (juryIds.length === 0) return standing;
  const counts = await db
    .selectFrom("application_facts")
    .select(["jury", "admis", sql<number>`count(*)::int`.as("n")])
    .where("jury", "in", juryIds)
    .where("stage", "!=", "started")
    .groupBy(["jury", "admis"])
    .execute();
  for (const row of counts) {
    const entry = standing.get(row.jury!)!;
    const decision = (["O", "N", "L", "R", "C"] as const).find((d) => d === row.admis) ?? "-";
    entry.counts[decision] += row.n;
    if (decision === "-") entry.counts.undecided += row.n;
    entry.counts.total += row.n;
  }
  const last = await db
    .selectFrom("jury_publications")
    .select(["id_jury", "published_at", "published_by", "recipients"])
    .distinctOn("id_jury")
    .where("id_jury", "in", juryIds)
    .orderBy("id_jury")
    .orderBy("id", "desc")
    .execute();
  for (const row of last) {
    standing.get(row.id_jury)!.lastPublication = {
      at: new Date(row.published_at).toISOString(),
      by: row.published_by,
      recipients: row.recipients,
    };
  }
  return standing;
}
