import { translate, type Locale } from "@portal/domain/i18n/index";
import type { Criterion, ReviewProblem, SheetProblem } from "@portal/domain/review/scoresheet";
import { MAX_SCORE_COMMENT, criterionLabel } from "@portal/domain/review/scoresheet";
import { AppError } from "../../errors.ts";

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
