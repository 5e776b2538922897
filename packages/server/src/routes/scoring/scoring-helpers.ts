import type { FastifyRequest } from "fastify";
import { translate, type Locale } from "@portal/domain/i18n/index";
import type { Criterion, ReviewProblem, SheetProblem } from "@portal/domain/review/scoresheet";
import { MAX_SCORE_COMMENT, criterionLabel } from "@portal/domain/review/scoresheet";
import { AppError } from "../../errors.ts";
import { parseFilters, type FilterParams } from "../applications/application-filters.ts";
import { idsMatching } from "../applications/selection-ids.ts";

/** The workspace's selection: listed ids of this form, or what the listing's filters match. */
export type Selection = { ids: number[] } | { filters: Record<string, string> };

/** The applications of a selection (the ids of this form, or those the listing's filters match). */
export async function selectionIds(request: FastifyRequest, selection: Selection): Promise<number[]> {
  const { db, config } = request.server;
  if ("ids" in selection) {
    if (selection.ids.length === 0) return [];
    const rows = await db
      .selectFrom("application_facts")
      .select("answer_id")
      .where("form_id", "=", config.formId)
      .where("answer_id", "in", selection.ids)
      .execute();
    return rows.map((row) => row.answer_id);
  }
  return idsMatching(db, parseFilters(request.actor, config.formId, selection.filters as FilterParams));
}

/** A scoresheet's problems as one 400 in the reader's language. */
export function sheetRefusal(problems: SheetProblem[], locale: Locale): AppError {
  const detail = problems.map((p) => translate(locale, p.key, p.values)).join(" ");
  return new AppError("VALIDATION", { detail }, translate(locale, "server.validation", { detail }));
}

/** A review's problems as one 400 in the reader's language, each naming its criterion. */
export function reviewRefusal(problems: ReviewProblem[], criteria: Criterion[], locale: Locale): AppError {
  const detail = problems
    .map((p) => {
      const criterion = criteria.find((c) => c.id === p.criterion);
      const name = criterion ? criterionLabel(criterion, locale) : p.criterion;
      return translate(locale, `scoring.problem.${p.problem}`, { criterion: name, max: MAX_SCORE_COMMENT });
    })
    .join(" ");
  return new AppError("VALIDATION", { detail }, translate(locale, "server.validation", { detail }));
}
