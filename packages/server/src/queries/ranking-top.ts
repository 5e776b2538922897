import { sql, type RawBuilder } from "kysely";
import type { Database } from "../db/database.ts";

/** One application of the top of a ranking: its rank in its programme and its score. */
export interface RankedApplication {
  id: number;
  rank: number;
  score: number;
}

/** Applications sharing the rank where the top N stops: how many there are, and how many the top holds. */
export interface TieAtCut {
  rank: number;
  count: number;
  included: number;
}

/**
 * The first N of a ranking (issue #38): the ranked applications the (already scoped) conditions keep,
 * by rank then id, and the tie at the cut when applications of the last rank taken are left out, so
 * that the administrator admitting "the top 10" sees that the 10th shares its rank with the 11th.
 */
export async function topOfRanking(
  db: Database,
  conditions: RawBuilder<boolean>,
  n: number,
): Promise<{ items: RankedApplication[]; tie: TieAtCut | null }> {
  const { rows } = await sql<{ answer_id: number; review_rank: number; review_score: number }>`
    select answer_id, review_rank, review_score from application_facts
    where ${conditions} and review_rank is not null
    order by review_rank asc, answer_id asc
    limit ${n}
  `.execute(db);
  const items = rows.map((r) => ({ id: r.answer_id, rank: r.review_rank, score: Number(r.review_score) }));
  const last = items.at(-1);
  if (!last) return { items, tie: null };
  const { rows: same } = await sql<{ n: number }>`
    select count(*)::integer as n from application_facts where ${conditions} and review_rank = ${last.rank}::integer
  `.execute(db);
  const count = Number(same[0]?.n ?? 0);
  const included = items.filter((i) => i.rank === last.rank).length;
  return { items, tie: count > included ? { rank: last.rank, count, included } : null };
}
