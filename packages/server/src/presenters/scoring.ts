import { blindName } from "@portal/domain/review/blind";
import type { Criterion, CriterionScore } from "@portal/domain/review/scoresheet";
import type { InterviewOfAnswer } from "../queries/interviews.ts";
import type { QueueRow, ReviewRow, ReviewWithReader } from "../queries/reviews.ts";
import type { ScoresheetRow } from "../queries/scoresheets.ts";

/** A scoresheet version as staff read it. */
export function presentScoresheet(row: ScoresheetRow) {
  return {
    id: row.id,
    programme: row.programme,
    version: row.version,
    criteria: row.criteria as Criterion[],
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
  };
}

/** The caller's own review. */
export function presentOwnReview(row: ReviewRow) {
  return {
    status: row.status,
    scoresheetId: row.scoresheet_id,
    scores: row.scores as Record<string, CriterionScore>,
    score: row.score,
    updatedAt: row.updated_at.toISOString(),
    submittedAt: row.submitted_at?.toISOString() ?? null,
  };
}

/** Another reader's submitted review, as its reader gave it. */
export function presentOtherReview(row: ReviewWithReader) {
  return { ...presentOwnReview(row), reviewer: row.reviewer_login, version: row.version };
}

/** What the scoresheet needs of the interview: whether there was one and whether the candidate came. */
export function presentInterviewForScoring(interview: InterviewOfAnswer | null) {
  return interview ? { status: interview.status, attendance: interview.attendance } : null;
}

/** One application of a reviewer's queue; `blind` names it by its number only. */
export function presentQueueItem(row: QueueRow, blind: boolean) {
  return {
    answerId: row.answer_id,
    name: blind
      ? blindName(row.answer_id)
      : `${row.family_name} ${row.given_name}`.trim() || blindName(row.answer_id),
    blind,
    programme: row.programme,
    status: row.status ?? ("none" as const),
    score: row.score,
    assignedAt: row.assigned_at.toISOString(),
  };
}
