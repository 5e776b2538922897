import type { Message } from "../i18n/catalogue.ts";
import type { AnswerValues } from "./types.ts";
import { message } from "./types.ts";
import { isBlank, text } from "./values.ts";

/** The English tests whose scores have a known scale: their name as printed, and the scale's bounds. */
export const ENGLISH_SCORE_SCALES: Record<string, { name: string; min: number; max: number }> = {
  TOEFL: { name: "TOEFL iBT", min: 0, max: 120 },
  IELTS: { name: "IELTS", min: 0, max: 9 },
  TOEIC: { name: "TOEIC", min: 10, max: 990 },
  CAMBRIDGE: { name: "Cambridge English", min: 80, max: 230 },
};

/** The tests for which a score is asked (the schema shows english_score for them). */
const SCORED_TESTS = new Set([...Object.keys(ENGLISH_SCORE_SCALES), "OTHER"]);

/** A score as typed ("95", "6.5", "6,5"): its number, or null when it is not a number of zero or more. */
export function scoreNumber(value: unknown): number | null {
  const typed = text(value).trim().replace(",", ".");
  return /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : null;
}

/**
 * The English test score, when one is given for a test taken, is a number, within the test's scale
 * for the tests whose scale is known. An empty score is the schema's concern (required).
 */
export function englishScoreValid(values: AnswerValues): Message[] {
  const test = text(values.english_test);
  if (!SCORED_TESTS.has(test) || isBlank(values.english_score)) return [];
  const score = scoreNumber(values.english_score);
  const scale = ENGLISH_SCORE_SCALES[test];
  if (!scale)
    return score === null ? [message("LANGUAGES_ENGLISH_SCORE", "rules.languages.scoreNumber")] : [];
  return score === null || score < scale.min || score > scale.max
    ? [
        message("LANGUAGES_ENGLISH_SCORE", "rules.languages.scoreRange", {
          test: scale.name,
          min: scale.min,
          max: scale.max,
        }),
      ]
    : [];
}
