import type { Actor } from "../../auth/sessions.ts";
import type { Database } from "../../db/database.ts";
import { ForbiddenError } from "../../errors.ts";
import { canReviewAnswer, canWriteAnswer, missingAnswer } from "../../policies/answer.ts";
import { findAnswerById } from "../../queries/answer-queries.ts";
import { juryForAccess } from "../../queries/application-jury.ts";

/** The answer a files route acts on. */
export interface FilesAnswer {
  id: number;
  login: string;
  data: Record<string, unknown>;
}

/**
 * Loads the answer named in the path and checks the actor may read it (`write`: change it).
 * A missing answer is 404 for an administrator and 403 for a candidate or a reviewer, as for the
 * answers routes: they learn nothing of other ids.
 */
export async function loadAnswerFor(
  db: Database,
  formId: string,
  answerId: number,
  actor: Actor,
  access: "read" | "write",
): Promise<FilesAnswer> {
  const answer = await findAnswerById(db, formId, answerId);
  if (!answer) throw missingAnswer(actor);
  // Reading is open to the reviewers of the application's jury too; writing never is.
  const allowed =
    access === "read"
      ? canReviewAnswer(actor, { ...answer, jury: await juryForAccess(db, actor, answer) })
      : canWriteAnswer(actor, answer);
  if (!allowed) throw new ForbiddenError();
  return answer;
}
