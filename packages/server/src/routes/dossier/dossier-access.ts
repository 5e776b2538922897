import type { Actor } from "../../auth/sessions.ts";
import type { Database } from "../../db/database.ts";
import { AppError, ForbiddenError } from "../../errors.ts";
import type { StaffAction } from "@portal/domain/workflow/staff-rights";
import { assertStaffAction, isAdministrator } from "../../policies/staff.ts";
import { findAnswerById, type AnswerRow } from "../../queries/answer-queries.ts";
import { findJuryOf, type AnswerJury } from "../../queries/jury-of-answer.ts";
import { applicationProgramme } from "@portal/domain/campaign/programme";
import { blindProgrammes } from "../../queries/blind-programmes.ts";
import { readsBlind } from "../../policies/blind-review.ts";
import { roleOf, type MaybeActor } from "../../policies/staff.ts";
import { translate, type Locale } from "@portal/domain/i18n/index";
import type { AnswerValues } from "@portal/domain/rules/types";

/** The application a dossier route acts on, and the jury deciding on it. */
export interface ReviewedAnswer {
  answer: AnswerRow;
  jury: AnswerJury | null;
  /** The actor reads it blind (issue #38): the route shows it without the candidate's identity. */
  blind: boolean;
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
  return { answer, jury, blind: await readsAnswerBlind(db, actor, answer.data) };
}

/**
 * Refuses a blind reader (issue #38) a route that names the application by its candidate's login
 * (the candidate's own pages, which staff may also read): they read it from its dossier, by number.
 */
export async function refuseBlindReader(
  db: Database,
  actor: Actor,
  answer: { login: string; data: AnswerValues | null },
  locale: Locale,
): Promise<void> {
  if (actor.login === answer.login) return;
  if (await readsAnswerBlind(db, actor, answer.data ?? {}))
    throw new AppError("FORBIDDEN", {}, translate(locale, "review.blind.byDossierOnly"));
}

/** The programmes an actor's listing reads blind (issue #38): none to look up but for a reviewer. */
export async function blindProgrammesFor(db: Database, actor: MaybeActor): Promise<Set<string>> {
  return roleOf(actor) === "reviewer" ? blindProgrammes(db) : new Set();
}

/** Whether the actor reads this application blind (a reviewer, its programme set blind). */
export async function readsAnswerBlind(
  db: Database,
  actor: MaybeActor,
  data: AnswerValues,
): Promise<boolean> {
  return readsBlind(actor, applicationProgramme(data ?? {}), await blindProgrammesFor(db, actor));
}
