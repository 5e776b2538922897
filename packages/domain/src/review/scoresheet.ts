/**
 * A programme's scoresheet (issue #38): the criteria a jury scores an application on. Each criterion
 * has a scale of consecutive whole levels, a written descriptor per level (what a reader should
 * see in a dossier to give it), and a weight. A criterion marked `interview` is scored from the
 * interview, so it is left blank for a candidate who was not interviewed.
 *
 * A scoresheet is kept by version: changing one that has scores makes a new version, and the
 * scores given under the old one stay readable against the criteria they were given on.
 */

/** One level of a criterion's scale and what it means, in English and optionally French. */
export interface ScoreLevel {
  value: number;
  descriptor: string;
  descriptorFr?: string | null;
}

export interface Criterion {
  /** Stable within the scoresheet (scores refer to it): lower-case letters, digits, "_" and "-". */
  id: string;
  label: string;
  labelFr?: string | null;
  /** How much the criterion counts against the others (any positive number). */
  weight: number;
  /** The scale, from the lowest level to the highest, each one above the previous. */
  levels: ScoreLevel[];
  /** Scored from the interview: may stay blank when the candidate had none. */
  interview?: boolean;
}

export interface Scoresheet {
  criteria: Criterion[];
}

/** A reviewer's score on one criterion, and the comment that explains it. */
export interface CriterionScore {
  value: number | null;
  comment?: string | null;
}

/** A reviewer's scores, by criterion id. */
export type ScoreValues = Record<string, CriterionScore | undefined>;

export const MAX_CRITERIA = 20;
export const MAX_LEVELS = 11;
export const MAX_LABEL = 200;
export const MAX_DESCRIPTOR = 500;
export const MAX_SCORE_COMMENT = 2000;
export const MAX_WEIGHT = 100;
const CRITERION_ID = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** What is wrong with a scoresheet, as catalogue keys with their values, in reading order. */
export interface SheetProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** The problems of a scoresheet an administrator submits; empty when it may be saved. */
export function scoresheetProblems(sheet: Scoresheet): SheetProblem[] {
  const problems: SheetProblem[] = [];
  if (sheet.criteria.length === 0) problems.push({ key: "review.sheet.noCriteria" });
  if (sheet.criteria.length > MAX_CRITERIA)
    problems.push({ key: "review.sheet.tooManyCriteria", values: { max: MAX_CRITERIA } });
  const seen = new Set<string>();
  sheet.criteria.forEach((c, i) => {
    const name = c.label.trim() || String(i + 1);
    if (!CRITERION_ID.test(c.id)) problems.push({ key: "review.sheet.badId", values: { criterion: name } });
    else if (seen.has(c.id)) problems.push({ key: "review.sheet.duplicateId", values: { criterion: name } });
    seen.add(c.id);
    if (!c.label.trim() || c.label.length > MAX_LABEL)
      problems.push({ key: "review.sheet.badLabel", values: { criterion: name, max: MAX_LABEL } });
    if (!(Number.isFinite(c.weight) && c.weight > 0 && c.weight <= MAX_WEIGHT))
      problems.push({ key: "review.sheet.badWeight", values: { criterion: name, max: MAX_WEIGHT } });
    if (c.levels.length < 2 || c.levels.length > MAX_LEVELS)
      problems.push({ key: "review.sheet.levelCount", values: { criterion: name, max: MAX_LEVELS } });
    const stepsUp = c.levels.every(
      (l, j) => Number.isInteger(l.value) && (j === 0 || l.value === c.levels[j - 1].value + 1),
    );
    if (!stepsUp) problems.push({ key: "review.sheet.levelValues", values: { criterion: name } });
    if (c.levels.some((l) => !l.descriptor.trim() || l.descriptor.length > MAX_DESCRIPTOR))
      problems.push({ key: "review.sheet.badDescriptor", values: { criterion: name, max: MAX_DESCRIPTOR } });
  });
  return problems;
}

/** The lowest and highest level of a criterion's scale. */
export function scaleOf(criterion: Criterion): { min: number; max: number } {
  return { min: criterion.levels[0].value, max: criterion.levels[criterion.levels.length - 1].value };
}

/** True when the value is a level of the criterion's scale. */
export function isLevelOf(criterion: Criterion, value: unknown): value is number {
  return typeof value === "number" && criterion.levels.some((l) => l.value === value);
}

/** What keeps a review from being submitted: a value out of scale, a criterion left blank, a comment too long. */
export interface ReviewProblem {
  criterion: string;
  problem: "blank" | "outOfScale" | "unknownCriterion" | "commentTooLong";
}

/**
 * The problems of a reviewer's scores. A draft may leave criteria blank; a submitted review scores
 * every criterion but an interview one when there was no interview.
 */
export function reviewProblems(
  sheet: Scoresheet,
  scores: ScoreValues,
  mode: "draft" | "submit",
  interviewed: boolean,
): ReviewProblem[] {
  const problems: ReviewProblem[] = [];
  const ids = new Set(sheet.criteria.map((c) => c.id));
  for (const id of Object.keys(scores))
    if (!ids.has(id)) problems.push({ criterion: id, problem: "unknownCriterion" });
  for (const c of sheet.criteria) {
    const score = scores[c.id];
    if ((score?.comment ?? "").length > MAX_SCORE_COMMENT)
      problems.push({ criterion: c.id, problem: "commentTooLong" });
    const value = score?.value ?? null;
    if (value === null) {
      const mayBeBlank = mode === "draft" || (c.interview === true && !interviewed);
      if (!mayBeBlank) problems.push({ criterion: c.id, problem: "blank" });
    } else if (!isLevelOf(c, value)) problems.push({ criterion: c.id, problem: "outOfScale" });
  }
  return problems;
}

/**
 * The weighted score of a review, out of 100: each scored criterion's level placed on its scale
 * (lowest 0, highest 1), weighted, over the weights of the criteria scored. Null when none is.
 * Criteria left blank (an interview criterion without an interview) do not count either way.
 */
export function weightedScore(sheet: Scoresheet, scores: ScoreValues): number | null {
  let total = 0;
  let weights = 0;
  for (const c of sheet.criteria) {
    const value = scores[c.id]?.value;
    if (!isLevelOf(c, value)) continue;
    const { min, max } = scaleOf(c);
    total += (c.weight * (value - min)) / (max - min);
    weights += c.weight;
  }
  return weights === 0 ? null : roundScore((100 * total) / weights);
}

/** Scores are kept and shown to two decimals. */
export function roundScore(score: number): number {
  return Math.round(score * 100) / 100;
}

/** A criterion's label in a language, English when it has no French. */
export function criterionLabel(c: Criterion, lang: string): string {
  return lang === "fr" && c.labelFr ? c.labelFr : c.label;
}

/** A level's descriptor in a language, English when it has no French. */
export function levelDescriptor(l: ScoreLevel, lang: string): string {
  return lang === "fr" && l.descriptorFr ? l.descriptorFr : l.descriptor;
}
