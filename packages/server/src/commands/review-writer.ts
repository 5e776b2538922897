import {
  reviewProblems,
  weightedScore,
  type ReviewProblem,
  type ScoreValues,
} from "@portal/domain/review/scoresheet";
import type { Database } from "../db/database.ts";
import { refreshStanding } from "../queries/review-standings.ts";
import type { ReviewRow } from "../queries/reviews.ts";
import type { ScoresheetRow } from "../queries/scoresheets.ts";

/** What saving a review did: the review as stored, or what keeps it from being saved. */
export type ReviewOutcome =
  { ok: true; review: ReviewRow } | { ok: false; problems: ReviewProblem[] } | { ok: false; submitted: true };

/**
 * Saves a reviewer's scores of an application (issue #38), under the scoresheet version the review
 * was begun under (the current one for a new review). A draft may leave criteria blank; a submitted
 * review scores each one (an interview criterion may stay blank when the candidate was not
 * interviewed). A submitted review is changed by submitting it again, never turned back into a
 * draft. Whenever a submitted review is written the application's standing and its programme's
 * ranks are written again in the same transaction. The application joins the reviewer's queue.
 */
export async function saveReview(
  trx: Database,
  input: {
    answerId: number;
    reviewerId: number;
    by: string;
    sheet: ScoresheetRow;
    existing: ReviewRow | undefined;
    scores: ScoreValues;
    submit: boolean;
    interviewed: boolean;
    now: Date;
  },
): Promise<ReviewOutcome> {
  const { existing, sheet } = input;
  if (existing?.status === "submitted" && !input.submit) return { ok: false, submitted: true };
  const problems = reviewProblems(sheet, input.scores, input.submit ? "submit" : "draft", input.interviewed);
  if (problems.length > 0) return { ok: false, problems };
  const scores = JSON.stringify(clean(input.scores));
  const score = weightedScore(sheet, input.scores);
  const status = input.submit ? ("submitted" as const) : ("draft" as const);
  const submittedAt = input.submit ? input.now : null;
  const review = await trx
    .insertInto("reviews")
    .values({
      answer_id: input.answerId,
      reviewer_id: input.reviewerId,
      scoresheet_id: sheet.id,
      scores,
      status,
      score,
      updated_at: input.now,
      submitted_at: submittedAt,
    })
    .onConflict((oc) =>
      oc.columns(["answer_id", "reviewer_id"]).doUpdateSet({
        scores,
        status,
        score,
        updated_at: input.now,
        submitted_at: submittedAt,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("review_assignments")
    .values({ answer_id: input.answerId, reviewer_id: input.reviewerId, assigned_by: input.by })
    .onConflict((oc) => oc.columns(["answer_id", "reviewer_id"]).doNothing())
    .execute();
  if (input.submit) await refreshStanding(trx, input.answerId);
  return { ok: true, review };
}

/** The scores as stored: each criterion's value (null when blank) and its comment, trimmed. */
function clean(scores: ScoreValues): ScoreValues {
  return Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [
      id,
      { value: score?.value ?? null, comment: score?.comment?.trim() ? score.comment.trim() : null },
    ]),
  );
}
