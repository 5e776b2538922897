import type { Actor } from "../../auth/sessions.ts";
import type { Database } from "../../db/database.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import { canReviewJury, isAdministrator } from "../../policies/staff.ts";
import { findAnswerById, type AnswerRow } from "../../queries/answer-queries.ts";
import { findJuryOf, type AnswerJury } from "../../queries/jury-of-answer.ts";

/** The application a dossier route acts on, and the jury deciding on it. */
export interface ReviewedAnswer {
  answer: AnswerRow;
  jury: AnswerJury | null;
}

/**
 * Loads the application named in the path for a staff member and checks they may review it
 * (policies/staff.ts canReviewJury: administrators always, reviewers for their juries' only).
 * An unknown id is 404 for an administrator but 403 for a reviewer, who learns nothing of the ids
 * outside their juries.
 */
export async function loadReviewedAnswer(
  db: Database,
  formId: string,
  answerId: number,
  actor: Actor,
): Promise<ReviewedAnswer> {
  const answer = await findAnswerById(db, formId, answerId);
  if (!answer) throw isAdministrator(actor) ? new AppError("NOT_FOUND") : new ForbiddenError();
  const jury = await findJuryOf(db, answer.data);
  if (!canReviewJury(actor, jury?.id_jury)) throw new ForbiddenError();
  return { answer, jury };
}
