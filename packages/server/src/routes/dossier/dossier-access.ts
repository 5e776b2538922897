import type { Actor } from "../../auth/sessions.ts";
import type { Database } from "../../db/database.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import type { StaffAction } from "@portal/domain/workflow/staff-rights";
import { assertStaffAction, isAdministrator } from "../../policies/staff.ts";
import { findAnswerById, type AnswerRow } from "../../queries/answer-queries.ts";
import { findJuryOf, type AnswerJury } from "../../queries/jury-of-answer.ts";

/** The application a dossier route acts on, and the jury deciding on it. */
export interface ReviewedAnswer {
  answer: AnswerRow;
  jury: AnswerJury | null;
}

/**
 * Loads the application named in the path for a staff member and checks they may do `action` on
 * it (policies/staff.ts assertStaffAction: administrators always; reviewers on their juries' only,
 * and only to read and write notes). An unknown id is 404 for an administrator but 403 for a
 * reviewer, who learns nothing of the ids outside their juries.
 */
export async function loadReviewedAnswer(
  db: Database,
  formId: string,
  answerId: number,
  actor: Actor,
  action: StaffAction = "read",
): Promise<ReviewedAnswer> {
  const answer = await findAnswerById(db, formId, answerId);
  if (!answer) throw isAdministrator(actor) ? new AppError("NOT_FOUND") : new ForbiddenError();
  const jury = await findJuryOf(db, answer.data);
  assertStaffAction(actor, action, jury?.id_jury);
  return { answer, jury };
}
