import { sql } from "kysely";
import { standingOf } from "@portal/domain/review/standing";
import type { Database } from "../db/database.ts";

/**
 * Writes an application's standing (issue #38) from its submitted reviews into its facts, then
 * ranks its programme again: called in the transaction that submits, reopens or imports a review,
 * so the workspace's score, spread and rank are never older than the reviews. The mean and spread
 * are the domain's (standingOf); the rank is PostgreSQL's rank(), the domain's ranksOf rule.
 */
export async function refreshStanding(db: Database, answerId: number): Promise<void> {
  const reviews = await db
    .selectFrom("reviews")
    .select("score")
    .where("answer_id", "=", answerId)
    .where("status", "=", "submitted")
    .where("score", "is not", null)
    .execute();
  const standing = standingOf(reviews.map((r) => Number(r.score)));
  const facts = await db
    .updateTable("application_facts")
    .set({ review_score: standing.score, review_count: standing.reviews, review_spread: standing.spread })
    .where("answer_id", "=", answerId)
    .returning(["form_id", "programme"])
    .executeTakeFirst();
  if (facts) await rankProgramme(db, facts.form_id, facts.programme);
}

/**
 * Ranks one programme's applications by score (1 the highest, ties sharing a rank, the unscored
 * none), rewriting only the rows whose rank moved: a programme of a few thousand applications is
 * one indexed read and, for one changed score, a few row writes.
 */
export async function rankProgramme(db: Database, formId: string, programme: string): Promise<void> {
  await sql`
    update application_facts f set review_rank = r.rank
    from (
      select answer_id,
        case when review_score is null then null
          else rank() over (order by review_score desc nulls last) end::integer as rank
      from application_facts where form_id = ${formId} and programme = ${programme}
    ) r
    where f.answer_id = r.answer_id and f.review_rank is distinct from r.rank
  `.execute(db);
}
