import { roundScore } from "./scoresheet.ts";

/**
 * An application's standing from its submitted reviews (issue #38): the mean of the reviews'
 * weighted scores, how many there are, and the spread between its readers (highest − lowest), which
 * the workspace's "reviews disagree" filter compares with a threshold.
 */
export interface Standing {
  score: number | null;
  reviews: number;
  spread: number | null;
}

export function standingOf(scores: readonly number[]): Standing {
  if (scores.length === 0) return { score: null, reviews: 0, spread: null };
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  return {
    score: roundScore(mean),
    reviews: scores.length,
    spread: roundScore(Math.max(...scores) - Math.min(...scores)),
  };
}

/** The spread, in points out of 100, above which an application's reviews disagree unless the office says otherwise. */
export const DEFAULT_DISAGREEMENT = 20;

/**
 * Ranks within a programme: the highest score first, equal scores sharing a rank and the next rank
 * skipping as many ("1, 2, 2, 4"); applications without a score have no rank. The database computes
 * the same with rank() (queries), this is the rule it follows and what the tests hold it to.
 */
export function ranksOf<T extends { score: number | null }>(items: readonly T[]): Map<T, number> {
  const scored = items.filter((i) => i.score !== null).sort((a, b) => b.score! - a.score!);
  const ranks = new Map<T, number>();
  scored.forEach((item, i) => {
    const previous = scored[i - 1];
    ranks.set(item, previous && previous.score === item.score ? ranks.get(previous)! : i + 1);
  });
  return ranks;
}
