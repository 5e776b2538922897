import { sql, type RawBuilder } from "kysely";
import type { Criterion, ScoreValues } from "@portal/domain/review/scoresheet";
import type { SubmittedReview } from "@portal/domain/review/calibration";
import type { Database } from "../db/database.ts";

/** One submitted review as the scores export writes it, with its application's facts and its scoresheet's criteria. */
export interface SubmittedReviewRow {
  answer_id: number;
  family_name: string;
  given_name: string;
  typeformation: string;
  fstchoice: string;
  mscchoice: string;
  programme: string | null;
  reviewer: string;
  scores: ScoreValues;
  score: number | null;
  submitted_at: Date | null;
  criteria: Criterion[];
}

/**
 * The submitted reviews (issue #38) of the applications these conditions keep (the workspace's,
 * already scoped to the actor), optionally one reviewer's only, by application then reviewer.
 */
export async function submittedReviews(
  db: Database,
  applications: RawBuilder<boolean>,
  reviewerId?: number,
): Promise<SubmittedReviewRow[]> {
  const { rows } = await sql<SubmittedReviewRow>`
    select r.answer_id, f.family_name, f.given_name, f.typeformation, f.fstchoice, f.mscchoice, f.programme,
      u.login as reviewer, r.scores, r.score, r.submitted_at, s.criteria
    from reviews r
      join application_facts f on f.answer_id = r.answer_id
      join users u on u.id = r.reviewer_id
      join scoresheets s on s.id = r.scoresheet_id
    where r.status = 'submitted'
      and r.answer_id in (select answer_id from application_facts where ${applications})
      ${reviewerId === undefined ? sql`` : sql`and r.reviewer_id = ${reviewerId}`}
    order by r.answer_id, r.reviewer_id
  `.execute(db);
  return rows.map((r) => ({ ...r, score: r.score === null ? null : Number(r.score) }));
}

/** The scored, submitted reviews of a jury's applications: what its reviewers' calibration compares. */
export async function juryReviews(db: Database, formId: string, jury: string): Promise<SubmittedReview[]> {
  const rows = await db
    .selectFrom("reviews as r")
    .innerJoin("application_facts as f", "f.answer_id", "r.answer_id")
    .innerJoin("users as u", "u.id", "r.reviewer_id")
    .select(["r.answer_id", "u.login", "r.score"])
    .where("f.form_id", "=", formId)
    .where("f.jury", "=", jury)
    .where("r.status", "=", "submitted")
    .where("r.score", "is not", null)
    .execute();
  return rows.map((r) => ({ answerId: r.answer_id, reviewer: r.login, score: Number(r.score) }));
}
